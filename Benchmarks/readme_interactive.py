#!/usr/bin/env python3
"""README benchmarks for ghbrowse's detail screen (issue 10), stdlib only; figures, never pass/fail.

  open     Enter on the junegunn/fzf row of the `readme-fixtures` search to the README on screen
           (the `README.md` title the detail screen draws once the README is laid out), against the
           loopback fixture server; then Esc back to the list and again
  scroll   with fzf's README on screen, time from writing one key (j/k) to the first and the last
           byte of the redraw (ended when the terminal stays quiet for --quiet-ms)

Usage: readme_interactive.py --ghbrowse PATH --api-url URL [--runs N] [--presses N] [--json FILE]
"""
import argparse
import json
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from interactive import PtyApp, app_environment, show, summary  # noqa: E402

QUERY = "readme-fixtures"
ROW = b"junegunn/fzf"
README_TITLE = b"README.md"


def write_history(path):
    with open(path, "w") as handle:
        handle.write("# ghbrowse search history v1\n" + QUERY + "\n")
    os.chmod(path, 0o600)


def start(args, scratch):
    history = os.path.join(scratch, "history")
    write_history(history)
    app = PtyApp([args.ghbrowse, "--history-file", history], app_environment(args.api_url, scratch))
    app.wait_for(ROW)
    app.wait_quiet(0.3)
    return app


def bench_open(args, scratch):
    app = start(args, scratch)
    times = []
    for run in range(args.runs + 2):
        mark = len(app.output)
        sent = time.perf_counter()
        app.write(b"\r")
        arrived = app.wait_for(README_TITLE, start=mark)
        app.wait_quiet(0.1)
        if run >= 2:  # warm-up: page cache, the server's caches
            times.append(arrived - sent)
        mark = len(app.output)
        app.write(b"\x1b")
        app.wait_for(ROW, start=mark)
        app.wait_quiet(0.1)
    app.finish()
    return {"enter_to_readme_on_screen_ms": summary(times, "ms", 1000)}


def bench_scroll(args, scratch):
    app = start(args, scratch)
    mark = len(app.output)
    app.write(b"\r")
    app.wait_for(README_TITLE, start=mark)
    app.wait_quiet(0.3)
    quiet = args.quiet_ms / 1000
    first, last, silent = [], [], 0
    for press in range(args.presses):
        # 40 down, 40 up, …: the README scrolls under the facts and back.
        key = b"j" if (press // 40) % 2 == 0 else b"k"
        sent = time.perf_counter()
        app.write(key)
        if not app.read_some(1.0):
            silent += 1
            continue
        first.append(time.perf_counter() - sent)
        last.append(app.wait_quiet(quiet) - sent)
    app.write(b"\x1b")
    app.finish()
    result = {
        "scroll_key_to_first_byte_ms": summary(first, "ms", 1000),
        "scroll_key_to_redraw_end_ms": summary(last, "ms", 1000),
    }
    if silent:
        result["presses_without_output"] = silent
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ghbrowse", required=True)
    parser.add_argument("--api-url", required=True)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--quiet-ms", type=float, default=30)
    parser.add_argument("--json")
    args = parser.parse_args()
    figures = {}
    with tempfile.TemporaryDirectory(prefix="ghbrowse-readme-bench-") as scratch:
        figures.update(bench_open(args, scratch))
        figures.update(bench_scroll(args, scratch))
    print("README on the detail screen (targets: open ≤ 150 ms, scroll < 5 ms median):")
    show("Enter on a row → README on screen", figures["enter_to_readme_on_screen_ms"])
    show("scroll key → first byte of the redraw", figures["scroll_key_to_first_byte_ms"])
    show("scroll key → redraw complete", figures["scroll_key_to_redraw_end_ms"])
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(figures, handle, indent=2)


if __name__ == "__main__":
    main()
