#!/usr/bin/env python3
"""The browser's launch against `curl --version`, both on a 100x30 pseudo-terminal, interleaved in
one run (issue 20): from fork() to plain `ghbrowse`'s first result row of the recalled search
(the history file in XDG_STATE_HOME holds one query) arriving on the terminal, and from fork() to
`curl --version`'s first line arriving. Prints medians (and min/max, N) and their ratio.

Usage: launch_floor.py --ghbrowse PATH [--ghbrowse PATH…] --api-url URL [--runs N]
                       [--variant LABEL 'NAME=VALUE …']…
A variant runs each ghbrowse again with those variables set (NAME= removes one), in the same
rounds: Benchmarks/gh-installed.sh compares a PATH with the GitHub CLI on it, and a gh login, so.
Stdlib only; the pty harness is interactive.py's.
"""
import argparse
import os
import shlex
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from interactive import FIRST_ROW, PtyApp, app_environment, write_history  # noqa: E402


def assignments(words):
    """NAME=VALUE words as a dictionary (a value of None: remove the variable)."""
    changes = {}
    for word in shlex.split(words):
        name, _, value = word.partition("=")
        changes[name] = value or None
    return changes


def with_changes(environment, changes):
    changed = dict(environment)
    for name, value in changes.items():
        if value is None:
            changed.pop(name, None)
        else:
            changed[name] = value
    return changed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ghbrowse", required=True, action="append",
                        help="the binary; give it more than once to compare builds in the same run")
    parser.add_argument("--api-url", required=True)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--variant", nargs=2, action="append", metavar=("LABEL", "ASSIGNMENTS"),
                        help="run each ghbrowse also with these NAME=VALUE words in its environment")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        environment = app_environment(args.api_url, scratch)
        environment.update(HOME=scratch, XDG_CACHE_HOME=os.path.join(scratch, "cache"),
                           XDG_CONFIG_HOME=os.path.join(scratch, "config"))
        history = os.path.join(scratch, "ghbrowse", "history")
        os.makedirs(os.path.dirname(history), exist_ok=True)
        curl_path = shutil.which("curl") or "/usr/bin/curl"
        floor_label = "curl --version (first line)"
        variants = [(None, {})] + [(label, assignments(words)) for label, words in args.variant or []]
        if args.variant:
            variants = variants[1:]
        runs = [(path, f"{path}{f', {name}' if name else ''} (first recalled result)", changes)
                for path in args.ghbrowse for name, changes in variants]
        labels = [label for _, label, _ in runs]
        times = {label: [] for label in [floor_label] + labels}
        for run in range(args.runs + 2):  # two warm-ups each: the page cache, the server's caches
            app = PtyApp([curl_path, "--version"], environment)
            curl_time = app.wait_for(b"curl ") - app.started
            app.finish(b"")
            if run >= 2:
                times[floor_label].append(curl_time * 1000)
            for path, label, changes in runs:
                write_history(history)
                app = PtyApp([path], with_changes(environment, changes))
                ghbrowse_time = app.wait_for(FIRST_ROW) - app.started
                app.wait_quiet(0.05)
                app.finish()
                if run >= 2:
                    times[label].append(ghbrowse_time * 1000)
    medians = {label: statistics.median(values) for label, values in times.items()}
    floor = medians[floor_label]
    for label, values in times.items():
        print(f"{medians[label]:6.1f} ms median (min {min(values):.1f}, max {max(values):.1f}, N={len(values)})"
              f"  {medians[label] / floor:.2f}x curl  {label}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
