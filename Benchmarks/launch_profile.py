#!/usr/bin/env python3
"""Profiles the browser's launch to its first frame of recalled results (issue 20): plain `ghbrowse`
on a 100x30 pty with a history file holding one query, run once to cache the page, then again under
`valgrind --tool=callgrind` until the first result row has arrived and the screen is quiet, then
quit with `q`. Read the profile with `callgrind_annotate --inclusive=yes OUT`. Stdlib only; the pty
harness is interactive.py's, as launch_floor.py uses it.

Usage: launch_profile.py --ghbrowse PATH --api-url URL --out FILE [valgrind options…]
(use a copy of the release binary made with `strip --strip-debug`, as floors.sh does)
"""
import argparse
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from interactive import FIRST_ROW, PtyApp, app_environment, write_history  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ghbrowse", required=True)
    parser.add_argument("--api-url", required=True)
    parser.add_argument("--out", required=True)
    args, valgrind_options = parser.parse_known_args()
    with tempfile.TemporaryDirectory() as scratch:
        environment = app_environment(args.api_url, scratch)
        environment.update(HOME=scratch, XDG_CACHE_HOME=os.path.join(scratch, "cache"),
                           XDG_CONFIG_HOME=os.path.join(scratch, "config"))
        history = os.path.join(scratch, "ghbrowse", "history")
        os.makedirs(os.path.dirname(history), exist_ok=True)
        write_history(history)
        app = PtyApp([args.ghbrowse], environment)  # caches the recalled page
        app.wait_for(FIRST_ROW)
        app.wait_quiet(0.3)
        app.finish()
        write_history(history)
        valgrind = shutil.which("valgrind") or "/usr/bin/valgrind"
        app = PtyApp([valgrind, "--tool=callgrind", f"--callgrind-out-file={args.out}"] + valgrind_options
                     + [args.ghbrowse], environment)
        app.wait_for(FIRST_ROW, timeout=60)
        app.wait_quiet(1.0)
        app.finish(timeout=30)
    print(f"callgrind_annotate --inclusive=yes {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
