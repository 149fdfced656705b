#!/usr/bin/env python3
"""The files screen's keys on the real binary (issue 30): a filter keystroke against a list
keystroke, each from writing the key to the pty to the screen redrawn, interleaved in one
session, for tldr-pages/tldr's 30,077-entry tree and its double (`bench/large-tree-2x`, 60,155
entries); stdlib only; figures, never pass/fail.

ghbrowse runs on a 100x30 pseudo-terminal with a history file recalling the fixture server's
`large-trees` search; `f` opens the tree (one launch a tree, `--no-cache`). Then each round types,
for each of files-benchmark's 8 queries: the list keys `j`, `j`, `k`, `k` in the listing (the
selection moves within the first screen), PageDown and PageUp (a list key that redraws every
row, as a filter key does, without a search: counted apart as "page keys"), `/` (the finder opens), the query a character at a
time, as many Backspaces, and Esc (back to the listing). A filter keystroke is a query's character
or Backspace (files-benchmark's 134 keys a round); a list keystroke is `j` or `k`; `/` and Esc are
timed apart and counted in neither.

"Redrawn", wall time (the default): the key is written, the pty read until its first byte comes
(a key that draws nothing within 2 s is counted apart), then until nothing arrives for --quiet-ms;
the key's time is the arrival of its last byte; if a thread of the app is still runnable then
(preempted mid-redraw on a busy machine), the harness waits for it to sleep and takes the bytes it
still writes. A longer silence follows `/`, `Esc` and the open
(work done later, such as the finder's build, ends before the next key).

With --callgrind DIR, instructions instead (repeatable where wall time on a shared machine is
not): ghbrowse runs under `valgrind --tool=callgrind --instr-atstart=no --dump-before=*poll` (a
copy of the binary without its debug info, which valgrind cannot read); collection is switched on
once the tree is open (`callgrind_control -i on`), and callgrind then dumps its counts as each
`poll` begins. The app's loop draws what changed, then sleeps in `poll` until the next key, so
the last dump of a key is written as it goes back to sleep with the screen redrawn (ncurses'
own `poll`s for typeahead cut a key's work into a few more dumps). A key's instructions are the
`totals` (every thread) of the dumps that appear from writing it until the terminal is quiet and
the process idle (no CPU time used for 0.2 s, so its last dump is written): from the wake-up that
reads it to the sleep after its redraw. Idle, the app does nothing, so nothing else falls in.
(A dump at each read of a key cuts before the redraw, which the loop makes at its next turn; a
dump at every `write` cuts right but the app writes a redraw in many small writes, a dump each,
4 minutes a round; `callgrind_control -d` after each key takes 8–10 s a call here.)

Usage: files_keys.py --ghbrowse PATH --api-url URL [--runs N] [--trees 30k,60k] [--quiet-ms MS]
                     [--callgrind DIR] [--json FILE]
"""
import argparse
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from interactive import PtyApp, app_environment  # noqa: E402

SEARCH = "large-trees"
LIST_MARK = b"2 of 2 loaded"
# (label, the row of the search's results, the first screen's status line)
TREES = {"30k": (0, b"58 entries"), "60k": (1, b"59 entries")}
QUERIES = ["tuisrc", "commonls", "pages/linux/apt", "tarcommon", "readme", "git-commit", "zh linux", "xyzzy"]
LIST_KEYS = [b"j", b"j", b"k", b"k"]
# PageDown, PageUp: a list key that redraws every row (as a filter key does) without a search.
PAGE_KEYS = [b"\x1b[6~", b"\x1b[5~"]
SLASH, ESC, BACKSPACE = b"/", b"\x1b", b"\x7f"


class Session:
    """ghbrowse on a pty with one tree's files screen open."""

    def __init__(self, args, scratch, tree):
        history = os.path.join(scratch, "history")
        with open(history, "w") as handle:
            handle.write("# ghbrowse search history v1\n" + SEARCH + "\n")
        os.chmod(history, 0o600)
        self.quiet = args.quiet_ms / 1000
        self.settle = args.settle_ms / 1000
        self.slow = 1
        self.callgrind = args.callgrind
        argv = [args.ghbrowse, "--no-cache", "--history-file", history]
        if self.callgrind:
            self.slow = 30
            self.prefix = os.path.join(self.callgrind, f"cg-{tree}.out")
            binary = os.path.join(scratch, "ghbrowse")
            subprocess.run(["strip", "--strip-debug", "-o", binary, args.ghbrowse], check=True)
            argv = [shutil.which("valgrind"), "--tool=callgrind", "--instr-atstart=no", "--dump-before=*poll",
                    "--dump-line=no",
                    f"--callgrind-out-file={self.prefix}.%p",
                    "--log-file=" + os.path.join(self.callgrind, f"valgrind-{tree}.log"), binary, *argv[1:]]
        self.app = PtyApp(argv, app_environment(args.api_url, scratch))
        row, mark = TREES[tree]
        self.app.wait_for(LIST_MARK, timeout=30 * self.slow)
        self.app.wait_quiet(0.3 * self.slow, timeout=30 * self.slow)
        for _ in range(row):
            self.app.write(b"j")
            self.app.wait_quiet(0.1 * self.slow, timeout=30 * self.slow)
        start = len(self.app.output)
        self.app.write(b"f")
        self.app.wait_for(mark, start=start, timeout=60 * self.slow)
        self.app.wait_quiet(self.settle * self.slow, timeout=60 * self.slow)
        self.silent = 0
        self.running_after_quiet = 0
        # After `/` and Esc: under callgrind a few times the silence, not 30 times.
        self.settle_after = self.settle * (3 if self.callgrind else 1)
        if self.callgrind:
            self.dumps = set(glob.glob(self.prefix + "*"))
            self.control("-i", "on")
            time.sleep(0.5)
            self.dumped()

    def control(self, *arguments):
        subprocess.run(["callgrind_control", *arguments, str(self.app.pid)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def cpu_ticks(self):
        with open(f"/proc/{self.app.pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime

    def idle(self):
        """Waits until the app uses no CPU for 0.2 s: its key handled and its dump written."""
        ticks = self.cpu_ticks()
        while True:
            time.sleep(0.2)
            now = self.cpu_ticks()
            if now == ticks:
                return
            ticks = now

    def dumped(self):
        """The instructions (every thread) of the dumps written since the last call; removes them."""
        self.idle()
        new = set(glob.glob(self.prefix + "*")) - self.dumps
        total = 0
        for path in new:
            for _ in range(100):
                with open(path) as handle:
                    lines = [line for line in handle if line.startswith("totals:")]
                if lines:
                    break
                time.sleep(0.1)
            else:
                raise RuntimeError(f"{path}: a dump without totals")
            total += sum(int(line.split()[1]) for line in lines)
            os.remove(path)
        return total

    def press(self, key, settle=None):
        """Writes `key`; returns seconds to its redraw's last byte, or instructions under callgrind
        (None: nothing drawn within 2 s)."""
        start = len(self.app.output)
        sent = time.perf_counter()
        self.app.write(key)
        while len(self.app.output) == start:
            if not self.app.read_some(2 * self.slow) and len(self.app.output) == start:
                self.silent += 1
                if self.callgrind:
                    self.dumped()
                return None
        quiet = max(settle or self.quiet, 0.3 if self.callgrind else 0)
        last = self.app.wait_quiet(quiet, timeout=30 * self.slow)
        if self.callgrind:
            return self.dumped()
        # Quiet, but a thread still runnable (preempted in the middle of the redraw on a busy
        # machine): wait for it to sleep, and take any bytes it writes meanwhile.
        for _ in range(100):
            if not self.running():
                break
            self.running_after_quiet += 1
            time.sleep(0.005)
            if self.app.read_some(0):
                last = self.app.wait_quiet(quiet, timeout=30)
        return last - sent

    def running(self):
        """Whether a thread of the app is running or runnable (state R in /proc)."""
        for stat in glob.glob(f"/proc/{self.app.pid}/task/*/stat"):
            try:
                with open(stat) as handle:
                    if handle.read().rsplit(")", 1)[1].split()[0] == "R":
                        return True
            except OSError:
                pass
        return False

    def finish(self):
        self.app.finish(ESC + b"q")


def tree_keys(args, scratch, tree):
    """One launch on `tree`: --runs rounds; returns each kind's figures (seconds or instructions)."""
    session = Session(args, scratch, tree)
    kinds = {"list": [], "page": [], "filter": [], "slash": [], "esc": []}
    slowest = []  # (figure, key shown as typed)
    try:
        for _ in range(args.runs):
            for query in QUERIES:
                for key in LIST_KEYS:
                    kinds["list"].append(session.press(key))
                for key in PAGE_KEYS:
                    kinds["page"].append(session.press(key))
                kinds["slash"].append(session.press(SLASH, settle=session.settle_after))
                typed = ""
                for character in query:
                    typed += character
                    figure = session.press(character.encode())
                    kinds["filter"].append(figure)
                    slowest.append((figure, typed))
                for _ in query:
                    figure = session.press(BACKSPACE)
                    typed = typed[:-1]
                    kinds["filter"].append(figure)
                    slowest.append((figure, typed + "⌫"))
                kinds["esc"].append(session.press(ESC, settle=session.settle_after))
    finally:
        silent = session.silent
        if session.running_after_quiet:
            print(f"  {tree}: {session.running_after_quiet} waits of 5 ms for a thread still runnable after the quiet")
        session.finish()
    kept = {kind: [v for v in values if v is not None] for kind, values in kinds.items()}
    top = sorted((pair for pair in slowest if pair[0] is not None), reverse=True)[:5]
    # Each key typed once a round: its median over the rounds, the slowest of those (a key slow in
    # every round, where the slowest single press may be one stall of a busy machine).
    by_key = {}
    for index, (figure, typed) in enumerate(slowest):
        if figure is not None:
            by_key.setdefault((index % (len(slowest) // args.runs), typed), []).append(figure)
    steady = max(((statistics.median(values), typed) for (_, typed), values in by_key.items()), default=None)
    return kept, top, steady, silent


def summarize(values, scale):
    if not values:
        return None
    values = [v * scale for v in values]
    return {"median": statistics.median(values), "slowest": max(values), "fastest": min(values), "n": len(values),
            "values": values}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ghbrowse", required=True)
    parser.add_argument("--api-url", required=True)
    parser.add_argument("--runs", type=int, default=3, help="rounds of the 8 queries (a warm-up round first)")
    parser.add_argument("--trees", default="30k,60k")
    parser.add_argument("--quiet-ms", type=float, default=30, help="silence that ends a key's redraw")
    parser.add_argument("--settle-ms", type=float, default=300, help="silence after the open, `/` and Esc")
    parser.add_argument("--callgrind", metavar="DIR", help="count instructions under callgrind, its files in DIR")
    parser.add_argument("--json")
    args = parser.parse_args()
    load = os.getloadavg()
    unit, scale, digits = ("M instructions", 1e-6, 2) if args.callgrind else ("ms", 1000, 2)
    results = {}
    with tempfile.TemporaryDirectory(prefix="ghbrowse-files-keys-") as scratch:
        for tree in args.trees.split(","):
            if not args.callgrind:
                # A warm-up round first (page cache, the fixture server's caches), not counted.
                warm = argparse.Namespace(**{**vars(args), "runs": 1})
                tree_keys(warm, scratch, tree)
            kinds, top, steady, silent = tree_keys(args, scratch, tree)
            figures = {kind: summarize(values, scale) for kind, values in kinds.items()}
            list_figure, filter_figure = figures["list"], figures["filter"]
            if list_figure and filter_figure:
                figures["ratio_median"] = filter_figure["median"] / list_figure["median"]
                figures["ratio_slowest"] = filter_figure["slowest"] / list_figure["median"]
            if figures["page"] and filter_figure:
                figures["ratio_median_page"] = filter_figure["median"] / figures["page"]["median"]
                figures["ratio_slowest_page"] = filter_figure["slowest"] / figures["page"]["median"]
            figures["slowest_keys"] = [[value * scale, typed] for value, typed in top]
            if steady and filter_figure and list_figure:
                figures["slowest_key_median"] = [steady[0] * scale, steady[1]]
                figures["ratio_slowest_key_median"] = steady[0] * scale / list_figure["median"]
            figures["silent_keys"] = silent
            results[tree] = figures
    results["load_average"] = load
    results["unit"] = unit
    how = "callgrind instructions, every thread" if args.callgrind else f"wall, key → last byte (quiet {args.quiet_ms:g} ms)"
    print(f"files screen keys on a 100x30 pty ({how}; {args.runs} rounds; load average at the start"
          f" {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}):")
    for tree in args.trees.split(","):
        figures = results[tree]
        for kind, label in [("list", "list key (j/k)"), ("page", "page key (PageDown/PageUp)"), ("filter", "filter key (a character, Backspace)"),
                            ("slash", "/ (the finder opens)"), ("esc", "Esc (back to the listing)")]:
            figure = figures.get(kind)
            if figure:
                print(f"  {tree}: {label:<38} median {figure['median']:8.{digits}f}  slowest {figure['slowest']:8.{digits}f}"
                      f"  fastest {figure['fastest']:8.{digits}f} {unit}  (N={figure['n']})")
        if "ratio_median" in figures:
            print(f"  {tree}: filter / list: median {figures['ratio_median']:.2f}x, slowest {figures['ratio_slowest']:.2f}x"
                  f" (the slowest filter key over the list key's median)")
        if "ratio_median_page" in figures:
            print(f"  {tree}: filter / page (every row redrawn, no search): median {figures['ratio_median_page']:.2f}x,"
                  f" slowest {figures['ratio_slowest_page']:.2f}x")
        if "slowest_key_median" in figures:
            value, typed = figures["slowest_key_median"]
            print(f"  {tree}: the slowest filter key over the rounds (its median of {args.runs}): {typed!r} {value:.{digits}f} {unit},"
                  f" {figures['ratio_slowest_key_median']:.2f}x the list key")
        print(f"  {tree}: slowest filter keys: "
              + ", ".join(f"{typed!r} {value:.{digits}f}" for value, typed in figures["slowest_keys"]))
        if figures["silent_keys"]:
            print(f"  {tree}: keys that drew nothing within 2 s: {figures['silent_keys']}")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(results, handle, indent=2)


if __name__ == "__main__":
    main()
