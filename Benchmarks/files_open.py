#!/usr/bin/env python3
"""The files screen opened on the real binary (issue 30): `f` on a search result → the tree's first
screen, for tldr-pages/tldr's 30,077-entry tree and its double (`bench/large-tree-2x`, 60,155
entries), against `curl` fetching the same tree from the same server, interleaved in one run;
stdlib only; figures, never pass/fail.

ghbrowse runs `--no-cache` (each `f` fetches the tree) on a 100x30 pseudo-terminal with a history
file recalling the fixture server's `large-trees` search. Each run presses `f` on each row in turn:
the timer runs from writing `f` to the status line's count of the root's entries arriving on the
pty (58 entries; 59 in the double, its `2` directory), which is drawn once the tree is read and
indexed; then the screen settles, Esc goes back and the selection moves, untimed. Between the two,
`curl -s -o /dev/null` of the same URL, timed from fork to exit. The first run is a warm-up.

Memory: for each tree, one more launch: VmHWM with the results listed (the launch's), then after
`f`, `/` and eight queries typed a character at a time (files-benchmark's), VmHWM again.

With `--cache`, ghbrowse keeps its response cache (in the scratch directory, emptied before each `f`,
so each open fetches and stores the tree as a first visit does) instead of `--no-cache`.

Usage: files_open.py --ghbrowse PATH --api-url URL [--runs N] [--json FILE] [--cache]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from interactive import PtyApp, app_environment, show, summary  # noqa: E402

QUERY = "large-trees"
# (label, repository, text of the first screen's status line)
TREES = [("30k", "tldr-pages/tldr", b"58 entries"), ("60k", "bench/large-tree-2x", b"59 entries")]
LIST_MARK = b"2 of 2 loaded"
WARM_UPS = 1
QUERIES = ["tuisrc", "commonls", "pages/linux/apt", "tarcommon", "readme", "git-commit", "zh linux", "xyzzy"]


def launch(args, scratch):
    history = os.path.join(scratch, "history")
    with open(history, "w") as handle:
        handle.write("# ghbrowse search history v1\n" + QUERY + "\n")
    os.chmod(history, 0o600)
    environment = app_environment(args.api_url, scratch)
    environment["XDG_CACHE_HOME"] = os.path.join(scratch, "cache")
    options = [] if args.cache else ["--no-cache"]
    app = PtyApp([args.ghbrowse] + options + ["--history-file", history], environment)
    app.wait_for(LIST_MARK, timeout=30)
    app.wait_quiet(0.3)
    return app


def curl_ms(url):
    start = time.perf_counter()
    subprocess.run(["curl", "-s", "-o", "/dev/null", url], check=False)
    return (time.perf_counter() - start) * 1000


def measure_times(args, scratch):
    app = launch(args, scratch)
    opens = {label: [] for label, _, _ in TREES}
    curls = {label: [] for label, _, _ in TREES}
    for run in range(args.runs + WARM_UPS):
        for index, (label, repository, mark_text) in enumerate(TREES):
            shutil.rmtree(os.path.join(scratch, "cache"), ignore_errors=True)
            mark = len(app.output)
            sent = time.perf_counter()
            app.write(b"f")
            arrived = app.wait_for(mark_text, start=mark, timeout=60)
            app.wait_quiet(0.2, timeout=30)
            app.write(b"\x1b")
            app.wait_quiet(0.1)
            app.write(b"j" if index + 1 < len(TREES) else b"k")
            app.wait_quiet(0.1)
            fetched = curl_ms(f"{args.api_url}/repos/{repository}/git/trees/HEAD?recursive=1")
            if run >= WARM_UPS:
                opens[label].append((arrived - sent) * 1000)
                curls[label].append(fetched)
    app.finish()
    return opens, curls


def measure_memory(args, scratch):
    peaks = {}
    for index, (label, _, mark_text) in enumerate(TREES):
        app = launch(args, scratch)
        before = app.peak_rss()
        for _ in range(index):
            app.write(b"j")
            app.wait_quiet(0.1)
        app.write(b"f")
        app.wait_for(mark_text, timeout=60)
        app.wait_quiet(0.2, timeout=30)
        opened = app.peak_rss()
        app.write(b"/")
        app.wait_quiet(0.1)
        for query in QUERIES:
            for character in query:
                app.write(character.encode())
                app.wait_quiet(0.02)
            for _ in query:
                app.write(b"\x7f")
                app.wait_quiet(0.02)
        app.wait_quiet(0.2)
        peaks[label] = {"launch_kib": before, "opened_kib": opened, "filtered_kib": app.peak_rss()}
        app.finish(b"\x1b\x1bq")
    return peaks


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ghbrowse", required=True)
    parser.add_argument("--api-url", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json")
    parser.add_argument("--cache", action="store_true", help="keep the response cache, emptied before each f")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ghbrowse-files-open-") as scratch:
        opens, curls = measure_times(args, scratch)
        peaks = measure_memory(args, scratch)
    figures = {}
    print(f"f on a result → the tree's first screen (100x30 pty, {'cache emptied before each f' if args.cache else '--no-cache'}),"
          " against curl of the same tree, interleaved:")
    for label, _, _ in TREES:
        figures[label] = {"open": summary(opens[label], "ms"), "curl": summary(curls[label], "ms"),
                          "memory": peaks[label]}
        show(f"{label}: f → first screen", figures[label]["open"], digits=1)
        show(f"{label}: curl of the tree", figures[label]["curl"], digits=1)
        memory = peaks[label]
        print(f"  {label}: VmHWM {memory['launch_kib'] / 1024:.1f} MiB listed, +{(memory['opened_kib'] - memory['launch_kib']) / 1024:.1f}"
              f" MiB opened, +{(memory['filtered_kib'] - memory['launch_kib']) / 1024:.1f} MiB filtered")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(figures, handle, indent=2)


if __name__ == "__main__":
    main()
