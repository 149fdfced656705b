#!/usr/bin/env python3
"""Issue 26's 2x, end to end (stdlib only; figures, never pass/fail): in one ghbrowse session on a
pseudo-terminal, Enter on a cached issue of 500 comments against Enter on the same issue with no
comments, interleaved, each timed from writing Enter to its first screen.

The fixture server's ghbrowse-fixtures/conversation lists #500 (PyGithub#1136's issue with 500
comments over five pages of 100) and #7 (the same issue, no comments). The session opens each
once first (over the loopback network: the response cache keeps the issue, its five pages of
comments and its timeline, fresh for the answers' max-age of 60 s), then times --runs rounds of
Enter on #500, Esc, Enter on #7, Esc (alternating which goes first), all within that minute: each
timed Enter is answered from the cache alone (the server's request log is checked for it).

  first byte   Enter → the first byte of the issue screen's redraw ("Loading #500…")
  first screen Enter → the issue's first screen: #500's first comment on screen under its body
               (every row of the 100x30 screen drawn; the later pages change only the status
               line's count), #7's title
  settled      Enter → the last byte once the status line says every page has come (the key
               hints back), the terminal then quiet for --quiet-ms

With --callgrind DIR, ghbrowse runs under `valgrind --tool=callgrind --instr-atstart=no
--dump-before=write`: for each timed Enter, collection is switched on just before it
(`callgrind_control -i on`), callgrind dumps its counts as each `write` begins (the screen's
bytes, the UI thread's wake-ups), and once more when the terminal is quiet (`callgrind_control
-d`; files in DIR). Printed: each Enter's instructions on every thread (the dumps' `totals`) up to
its first screen (the dumps on disk when the pattern is read: those before the write that carried
it, plus what ran while the pattern was being read) and up to settled (all of them); repeatable
from run to run where wall time on a shared machine is not. Under valgrind the threads take turns
on one core, so "first screen" also counts whatever background work ran before that write.

Usage: conversation_e2e.py --ghbrowse PATH --api-url URL --request-log FILE [--runs N]
                           [--callgrind DIR] [--json FILE]
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from callgrind_dumps import CallgrindDumps  # noqa: E402
from interactive import PtyApp, app_environment  # noqa: E402

QUERY = "trigger-conversation"
REPOSITORY = b"ghbrowse-fixtures/conversation"
MANY = b"An issue with 500 comments"
NONE = b"An issue with no comments"
# What each first screen shows: #500's first comment (the screen under it full), #7's title; and
# what the status line says once every page has come (the count, then the key hints).
CONTENT_MANY = b"Comment 1 of 500"
CONTENT_NONE = b"An issue with no comments #7"
SETTLED = b"Tab link"
DOWN, UP, ENTER, ESC = b"\x1b[B", b"\x1b[A", b"\r", b"\x1b"


def write_history(path):
    with open(path, "w") as handle:
        handle.write("# ghbrowse search history v1\n" + QUERY + "\n")
    os.chmod(path, 0o600)


def requests(log):
    try:
        with open(log) as handle:
            return handle.read().splitlines()
    except FileNotFoundError:
        return []


class Session:
    """ghbrowse on a pty, on ghbrowse-fixtures/conversation's issues with #500 selected."""

    def __init__(self, args, scratch):
        history = os.path.join(scratch, "history")
        write_history(history)
        environment = app_environment(args.api_url, scratch)
        environment["XDG_CACHE_HOME"] = os.path.join(scratch, "cache")
        self.quiet = args.quiet_ms / 1000
        self.callgrind = args.callgrind
        argv = [args.ghbrowse, "--history-file", history]
        # Under valgrind everything is some 50 times slower: longer waits and silences.
        self.slow = 1
        if self.callgrind:
            self.slow = 20
            self.quiet = max(self.quiet, 1.0)
            self.counter = CallgrindDumps(self.callgrind)
            argv = self.counter.argv(argv, args.valgrind_option)
        self.app = PtyApp(argv, environment)
        if self.callgrind:
            self.counter.pid = self.app.pid
        self.app.wait_for(REPOSITORY, timeout=10 * self.slow)
        self.app.wait_quiet(0.3 * self.slow, timeout=10 * self.slow)
        self.app.write(DOWN)  # the search's second row: ghbrowse-fixtures/conversation
        self.app.wait_quiet(0.3 * self.slow, timeout=10 * self.slow)
        self.press(b"i", NONE, settle=0.5 * self.slow)
        # The open issues: #1, #2, #3, #500, #7 (the three pull requests are not listed).
        for _ in range(3):
            self.app.write(DOWN)
            self.app.wait_quiet(0.1 * self.slow, timeout=10 * self.slow)
        self.on_many = True
        self.counting = False

    def mark_screen(self):
        """At the first screen: the dumps written so far. ghbrowse runs with callgrind's
        `--dump-before=write`, a dump as each `write` begins (the screen's bytes, a wake of the
        UI thread): every dump up to the one just before the write that carried the pattern is
        on disk by the time the pattern is read. What runs between that write and this glob (the
        pattern's reading here, some milliseconds under valgrind) may fall in a later dump that is
        counted too."""
        self.screen_dumps = self.counter.dumps() - self.before

    def counted(self, action):
        """Runs `action` with callgrind collecting and a dump at each `write`; returns the
        instructions Enter → first screen (the dumps before the pattern was read, see
        `mark_screen`) and Enter → settled (those and the rest, up to a last dump once quiet)."""
        self.before = self.counter.dumps()
        self.screen_dumps = set()
        self.counter.control("-i", "on")
        action()
        self.counter.control("-i", "off")
        known = self.counter.dumps()
        self.counter.control("-d")
        new = (known | self.counter.wait_dump(known)) - self.before
        return sum(map(self.counter.total, self.screen_dumps)), sum(map(self.counter.total, new))

    def press(self, key, pattern, settle=None, settled=None, on_screen=None):
        """Writes `key`, waits for `pattern` in what follows (then `settled`) and the terminal
        quiet; returns (seconds to the first byte, seconds to `pattern`, seconds to the last byte)."""
        start = len(self.app.output)
        sent = time.perf_counter()
        self.app.write(key)
        while len(self.app.output) == start:
            if not self.app.read_some(10):
                raise RuntimeError(f"nothing drawn after {key!r}")
        first = time.perf_counter()
        seen = self.app.wait_for(pattern, start=start, timeout=10 * self.slow)
        if on_screen:
            on_screen()
        if settled:
            self.app.wait_for(settled, start=start, timeout=10 * self.slow)
        last = self.app.wait_quiet(settle or self.quiet, timeout=10 * self.slow)
        return first - sent, seen - sent, last - sent

    def open(self, many):
        """Enter on #500 (many) or #7; returns the timings; then Esc back, selection on the other."""
        if many != self.on_many:
            self.app.write(UP if many else DOWN)
            self.app.wait_quiet(0.1 * self.slow, timeout=10 * self.slow)
            self.on_many = many
        pattern = CONTENT_MANY if many else CONTENT_NONE
        if self.callgrind and self.counting:
            timings = self.counted(lambda: self.press(ENTER, pattern, settled=SETTLED, on_screen=self.mark_screen))
        else:
            timings = self.press(ENTER, pattern, settled=SETTLED)
        self.app.write(ESC)
        self.app.wait_quiet(0.1 * self.slow, timeout=10 * self.slow)
        return timings

    def finish(self):
        self.app.finish()


def median(values):
    return statistics.median(values) * 1000


def session_rounds(args, rounds, first_many=True):
    """One ghbrowse session: each issue opened (into the cache), then `rounds` rounds of one
    timed Enter on each; returns (#500's timings, #7's, the requests made meanwhile, seconds)."""
    with tempfile.TemporaryDirectory(prefix="ghbrowse-conversation-e2e-") as scratch:
        session = Session(args, scratch)
        try:
            if args.callgrind:
                # Under callgrind (a dump at every write) a session is slow: each issue is opened
                # once, the one counted last opened last, so that both copies are still fresh.
                session.open(not first_many)
                session.open(first_many)
            else:
                session.open(True)
                session.open(False)
                session.open(True)
            before = len(requests(args.request_log))
            primed = time.perf_counter()
            session.counting = True
            many, none = [], []
            for round_ in range(rounds):
                order = (True, False) if (round_ % 2 == 0) == first_many else (False, True)
                for which in order:
                    (many if which else none).append(session.open(which))
            elapsed = time.perf_counter() - primed
            asked = requests(args.request_log)[before:]
        finally:
            session.finish()
    return many, none, asked, elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ghbrowse", required=True)
    parser.add_argument("--api-url", required=True)
    parser.add_argument("--request-log", required=True, help="the fixture server's --log file")
    parser.add_argument("--runs", type=int, default=15, help="timed rounds (one Enter on each issue a round)")
    parser.add_argument("--quiet-ms", type=float, default=40, help="silence that ends a redraw")
    parser.add_argument("--callgrind", metavar="DIR", help="count instructions under callgrind, its files in DIR")
    parser.add_argument("--valgrind-option", action="append", default=[], help="passed to valgrind (repeatable)")
    parser.add_argument("--json")
    args = parser.parse_args()
    if args.callgrind:
        # A session under callgrind, a dump at every write, outlasts the answers' 60 s of
        # freshness: the fixture server says an hour instead (its control endpoint), so that
        # no copy goes stale inside a counted Enter.
        urllib.request.urlopen(args.api_url + "/__control/max-age?s=3600").read()
        # One round a session: under valgrind a round takes longer than the answers' 60 s of
        # freshness, and a stale copy would be asked for again inside the counted Enter.
        many, none, asked, elapsed = [], [], [], 0.0
        for round_ in range(args.runs):
            one_many, one_none, one_asked, _ = session_rounds(args, 1, first_many=round_ % 2 == 0)
            many += one_many
            none += one_none
            asked += one_asked
    else:
        many, none, asked, elapsed = session_rounds(args, args.runs)
    if args.callgrind:
        print(f"conversation-e2e under callgrind: {args.runs} rounds, requests during them: {len(asked)}")
        for index, label in enumerate(["first screen", "settled"]):
            counts_many, counts_none = [v[index] for v in many], [v[index] for v in none]
            m, n = statistics.median(counts_many), statistics.median(counts_none)
            print(f"  Enter → {label:<12}  instructions  500 comments {m / 1e6:.2f} M"
                  f" ({', '.join(f'{v / 1e6:.2f}' for v in counts_many)})"
                  f"   none {n / 1e6:.2f} M ({', '.join(f'{v / 1e6:.2f}' for v in counts_none)})   ratio {m / n:.2f}x")
        if asked:
            print("  (not from the cache alone:", "; ".join(asked[:5]), ")")
        return
    results = {}
    print(f"conversation-e2e: {args.runs} rounds in {elapsed:.1f} s, requests during them: {len(asked)}")
    for index, label in enumerate(["first byte", "first screen", "settled"]):
        m, n = median([t[index] for t in many]), median([t[index] for t in none])
        results[label] = {"many_ms": m, "none_ms": n, "ratio": m / n,
                          "ratios": [a[index] / b[index] for a, b in zip(many, none)]}
        spread = results[label]["ratios"]
        print(f"  Enter → {label:<12}  500 comments {m:7.2f} ms (min {min(t[index] for t in many) * 1000:.2f})"
              f"   none {n:7.2f} ms (min {min(t[index] for t in none) * 1000:.2f})   ratio {m / n:.2f}x"
              f" (rounds' own: median {statistics.median(spread):.2f}x)")
    if asked:
        print("  (not from the cache alone:", "; ".join(asked[:5]), ")")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(results, handle, indent=2)


if __name__ == "__main__":
    main()
