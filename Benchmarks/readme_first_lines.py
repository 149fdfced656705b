#!/usr/bin/env python3
"""Enter on a repository to the first lines of its README on screen, for READMEs of several sizes
in one interleaved run (issue 20), stdlib only; figures, never pass/fail.

ghbrowse runs on a 100x30 pseudo-terminal with a history file recalling the fixture server's
`readme-sizes` search: kennethreitz/legit (3 KB, plain text), junegunn/fzf (42 KB), bench/large-readme
(250 KB) and bench/large-readme-2x (500 KB; the last two start with fzf's README). Each run opens
every row in turn: the timer runs from writing Enter on the row to the README's first lines arriving
on the pty (`Legit: Git for Humans`, `a command-line fuzzy finder`: text of the README itself, not of
the list or the facts); then the screen is left to settle, Esc goes back to the list and the
selection moves to the next row, untimed. The first runs are warm-ups (the server makes its large
READMEs once; the response cache fills). With the cache on, later opens show the stored README and
revalidate it (a 304), as a user's second visit does; `--no-cache` fetches it every time.

For the two large READMEs, a second figure: Enter to their last table row on screen, `G` (to the
end) pressed every 10 ms from the first lines on: when the whole README can be read to its end.

With --callgrind DIR (as `conversation_e2e.py --callgrind`), ghbrowse runs under `valgrind
--tool=callgrind --instr-atstart=no --dump-before=write`: for each Enter, collection is switched on
just before it, callgrind dumps its counts as each `write` begins, and once more when the terminal
is quiet. Printed: each README's instructions on every thread from Enter to its first lines (the
dumps on disk when the text is read) and to settled (all of them, the whole parsed and laid out
too), and their ratios; the dumps stay in DIR for `callgrind_annotate`. Under valgrind the threads
take turns on one core: "first lines" also counts whatever background work ran before that write.
The G timing is skipped.

Usage: readme_first_lines.py --ghbrowse PATH --api-url URL [--runs N] [--no-cache] [--json FILE]
                             [--callgrind DIR]
"""
import argparse
import json
import os
import re
import statistics
import urllib.request
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from callgrind_dumps import CallgrindDumps  # noqa: E402
from interactive import PtyApp, app_environment, show, summary  # noqa: E402

QUERY = "readme-sizes"
# (row label in the list, text of the README's first lines on screen)
REPOSITORIES = [
    ("kennethreitz/legit", b"Legit: Git for Humans"),
    ("junegunn/fzf", b"a command-line fuzzy finder"),
    ("bench/large-readme", b"a command-line fuzzy finder"),
    ("bench/large-readme-2x", b"a command-line fuzzy finder"),
]
LIST_MARK = b"4 of 4 loaded"
WARM_UPS = 2


def write_history(path):
    with open(path, "w") as handle:
        handle.write("# ghbrowse search history v1\n" + QUERY + "\n")
    os.chmod(path, 0o600)


def last_option(api_url, full_name):
    """The last `--option-N-M` the README holds whole: text of its last table row."""
    request = urllib.request.Request(f"{api_url}/repos/{full_name}/readme",
                                     headers={"Accept": "application/vnd.github.raw+json"})
    with urllib.request.urlopen(request) as response:
        text = response.read().decode("utf-8", "replace")
    return re.findall(r"`(--option-[0-9]+-[0-9]+)`", text)[-1].encode()


def wait_for_end(app, marker, start, timeout=30):
    """Presses G every 10 ms until `marker` is on screen; returns when it arrived."""
    deadline = time.perf_counter() + timeout
    while marker not in app.output[start:]:
        if app.ended or time.perf_counter() > deadline:
            raise RuntimeError(f"{marker!r} never arrived")
        app.write(b"G")
        app.read_some(0.01)
    return time.perf_counter()


class Callgrind(CallgrindDumps):
    """Counts instructions of ghbrowse under callgrind, a dump at each `write`."""

    def counted(self, app, mark_text):
        """Enter, counted: (instructions to `mark_text` on screen, to settled, the first-lines dumps)."""
        before = self.dumps()
        self.control("-i", "on")
        mark = len(app.output)
        app.write(b"\r")
        app.wait_for(mark_text, start=mark, timeout=120)
        screen = self.dumps() - before
        app.wait_quiet(2.0, timeout=120)
        self.control("-i", "off")
        known = self.dumps()
        self.control("-d")
        settled = (known | self.wait_dump(known)) - before
        return sum(map(self.total, screen)), sum(map(self.total, settled)), sorted(screen)


def measure_callgrind(args, scratch):
    """Each README opened under callgrind, `args.runs` rounds after one untimed: instructions."""
    history = os.path.join(scratch, "history")
    write_history(history)
    environment = app_environment(args.api_url, scratch)
    environment["XDG_CACHE_HOME"] = os.path.join(scratch, "cache")
    counter = Callgrind(args.callgrind)
    argv = [args.ghbrowse, "--history-file", history] + (["--no-cache"] if args.no_cache else [])
    # Under valgrind a round outlasts the answers' freshness: the server says an hour instead.
    urllib.request.urlopen(args.api_url + "/__control/max-age?s=3600").read()
    app = PtyApp(counter.argv(argv), environment)
    counter.pid = app.pid
    app.wait_for(LIST_MARK, timeout=120)
    app.wait_quiet(2.0, timeout=120)
    counts = {name: [] for name, _ in REPOSITORIES}
    for run in range(args.runs + 1):
        for index, (name, mark_text) in enumerate(REPOSITORIES):
            if run == 0:
                app.write(b"\r")
                app.wait_for(mark_text, start=len(app.output) - 1, timeout=120)
                app.wait_quiet(2.0, timeout=120)
            else:
                first, settled, screen = counter.counted(app, mark_text)
                counts[name].append((first, settled, screen))
            app.write(b"\x1b")
            app.wait_quiet(0.5, timeout=60)
            app.write(b"j" if index + 1 < len(REPOSITORIES) else b"k" * (len(REPOSITORIES) - 1))
            app.wait_quiet(0.5, timeout=60)
    app.finish(timeout=60)
    urllib.request.urlopen(args.api_url + "/__control/max-age?s=github").read()
    return counts


def report_callgrind(counts):
    print("Enter on a row → the README's first lines, instructions on every thread (callgrind):")
    medians = {}
    for name, _ in REPOSITORIES:
        firsts = [c[0] for c in counts[name]]
        settled = [c[1] for c in counts[name]]
        medians[name] = statistics.median(firsts)
        print(f"  {name:<24} first lines {statistics.median(firsts) / 1e6:8.2f} M "
              f"({', '.join(f'{v / 1e6:.2f}' for v in firsts)})   settled {statistics.median(settled) / 1e6:8.2f} M")
        last = counts[name][-1][2]
        print(f"    last round's first-lines dumps: {len(last)}, {os.path.basename(last[0])} … (for callgrind_annotate)"
              if last else "    no dumps")
    large = medians["bench/large-readme"]
    print(f"  250 KB / 42 KB (fzf): {large / medians['junegunn/fzf']:.2f}x   250 KB / 3 KB (legit): "
          f"{large / medians['kennethreitz/legit']:.2f}x   500 KB / 250 KB: "
          f"{medians['bench/large-readme-2x'] / large:.2f}x")


def measure(args, scratch):
    history = os.path.join(scratch, "history")
    write_history(history)
    environment = app_environment(args.api_url, scratch)
    environment["XDG_CACHE_HOME"] = os.path.join(scratch, "cache")
    argv = [args.ghbrowse, "--history-file", history] + (["--no-cache"] if args.no_cache else [])
    app = PtyApp(argv, environment)
    app.wait_for(LIST_MARK)
    app.wait_quiet(0.3)
    times = {name: [] for name, _ in REPOSITORIES}
    ends = {name: last_option(args.api_url, name) for name, _ in REPOSITORIES if name.startswith("bench/")}
    end_times = {name: [] for name in ends}
    for run in range(args.runs + WARM_UPS):
        for index, (name, mark_text) in enumerate(REPOSITORIES):
            mark = len(app.output)
            sent = time.perf_counter()
            app.write(b"\r")
            arrived = app.wait_for(mark_text, start=mark, timeout=30)
            if run >= WARM_UPS:
                times[name].append(arrived - sent)
            if name in ends:
                end = wait_for_end(app, ends[name], mark)
                if run >= WARM_UPS:
                    end_times[name].append(end - sent)
            # Untimed: the rest of the README (its full layout), then back and to the next row.
            app.wait_quiet(0.15, timeout=30)
            app.write(b"\x1b")
            app.wait_quiet(0.1)
            app.write(b"j" if index + 1 < len(REPOSITORIES) else b"k" * (len(REPOSITORIES) - 1))
            app.wait_quiet(0.1)
    app.finish()
    figures = {name: summary(values, "ms", 1000) for name, values in times.items()}
    figures.update({name + " end": summary(values, "ms", 1000) for name, values in end_times.items()})
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ghbrowse", required=True)
    parser.add_argument("--api-url", required=True)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--no-cache", action="store_true")
    parser.add_argument("--json")
    parser.add_argument("--callgrind", metavar="DIR", help="count instructions under callgrind, its files in DIR")
    args = parser.parse_args()
    if args.callgrind:
        os.makedirs(args.callgrind, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="ghbrowse-first-lines-") as scratch:
            report_callgrind(measure_callgrind(args, scratch))
        return
    with tempfile.TemporaryDirectory(prefix="ghbrowse-first-lines-") as scratch:
        figures = measure(args, scratch)
    cache = "--no-cache" if args.no_cache else "cache on"
    print(f"Enter on a row → the README's first lines on screen (100x30 pty, interleaved, {cache}):")
    for name, _ in REPOSITORIES:
        show(name, figures[name], digits=1)
    for name, _ in REPOSITORIES:
        if name + " end" in figures:
            show(name + ": Enter → its last row (G)", figures[name + " end"], digits=1)
    small = figures["junegunn/fzf"]["median"]
    tiny = figures["kennethreitz/legit"]["median"]
    large = figures["bench/large-readme"]["median"]
    large2 = figures["bench/large-readme-2x"]["median"]
    print(f"  250 KB / 42 KB (fzf): {large / small:.2f}x   250 KB / 3 KB (legit): {large / tiny:.2f}x   "
          f"500 KB / 250 KB: {large2 / large:.2f}x   (goals: ≤ 3x, ≤ 2.2x)")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(figures, handle, indent=2)


if __name__ == "__main__":
    main()
