#!/usr/bin/env python3
"""Response cache benchmarks for ghbrowse (issue 9), stdlib only; figures only, never a pass/fail.

  slow         launch → recalled results on screen with the server answering after 1.5 s
               (the results come from the cache; target ≤ 40 ms)
  unreachable  the same with the server stopped (connection refused; target ≤ 40 ms)
  detail       requests sent when a detail is reopened within 60 s (request log; target 0)
  memory       peak RSS (VmHWM, before quitting) of a launch to the recalled results, cache on vs --no-cache
               (target ≤ 1 MiB apart); the two kinds of launch alternate, so a busy spell of the
               machine weighs on both alike

Every launch has the same XDG_CACHE_HOME (warmed by one launch first) and its own pty.
Usage: cache.py --ghbrowse PATH --fixture-server PATH [--runs N] [--json FILE]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from interactive import FIRST_ROW, PtyApp, app_environment, show, summary, write_history  # noqa: E402


class Server:
    """fixture-server on a port of its own choosing (then the same port again after a stop)."""

    def __init__(self, binary, scratch, port=0):
        self.out = os.path.join(scratch, f"server-{time.time_ns()}.out")
        self.process = subprocess.Popen([binary, "--port", str(port)], stdout=open(self.out, "w"),
                                        stderr=subprocess.STDOUT)
        deadline = time.time() + 10
        while time.time() < deadline:
            text = open(self.out).read()
            if text.startswith("listening on "):
                self.port = int(text.split()[2])
                return
            time.sleep(0.05)
        raise RuntimeError("fixture-server did not start: " + open(self.out).read())

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def control(self, name):
        with urllib.request.urlopen(f"{self.url}/__control/{name}", timeout=10) as answer:
            return answer.read().decode()

    def stop(self):
        self.process.terminate()
        self.process.wait()


def launch_to_results(argv, environment, history):
    """One launch: seconds from fork to the first result row, and the run's peak RSS (KiB)."""
    write_history(history)
    app = PtyApp(argv, environment)
    arrived = app.wait_for(FIRST_ROW)
    app.wait_quiet(0.05)
    peak = app.peak_rss()
    app.finish()
    return arrived - app.started, peak


def timed_launches(args, argv, environment, history):
    times, peaks = [], []
    for run in range(args.runs + 2):
        elapsed, peak = launch_to_results(argv, environment, history)
        if run >= 2:  # warm-up: page cache
            times.append(elapsed)
            peaks.append(peak)
    return times, peaks


def alternating_launches(args, argv, environment, history):
    """Launches with the cache and with --no-cache, one of each in turn: (times, peaks) of each."""
    on, off = ([], []), ([], [])
    for run in range(args.runs + 2):
        for arguments, (times, peaks) in ((argv, on), (argv + ["--no-cache"], off)):
            elapsed, peak = launch_to_results(arguments, environment, history)
            if run >= 2:  # warm-up: page cache
                times.append(elapsed)
                peaks.append(peak)
    return on, off


def reopen_detail_requests(argv, environment, history, server):
    """Opens the first result's detail, goes back, reopens it; returns the requests the reopening sent."""
    write_history(history)
    app = PtyApp(argv, environment)
    app.wait_for(FIRST_ROW)
    app.wait_quiet(0.3)
    start = len(app.output)
    app.write(b"\r")
    app.wait_for(b"Watchers", start=start)
    app.wait_quiet(0.3)
    app.write(b"\x1b")
    app.wait_quiet(0.3)
    server.control("reset")
    app.write(b"\r")
    app.wait_quiet(0.5)
    sent = [line for line in server.control("requests").splitlines() if line.startswith("GET /repos/")]
    app.finish()
    return len(sent)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ghbrowse", required=True)
    parser.add_argument("--fixture-server", required=True)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--json")
    args = parser.parse_args()
    results = {}
    with tempfile.TemporaryDirectory(prefix="ghbrowse-cache-bench-") as scratch:
        history = os.path.join(scratch, "history")
        server = Server(args.fixture_server, scratch)
        environment = app_environment(server.url, scratch)
        environment["XDG_CACHE_HOME"] = os.path.join(scratch, "cache")
        argv = [args.ghbrowse, "--history-file", history]
        launch_to_results(argv, environment, history)  # warms the cache

        server.control("delay?ms=0")
        (_, on_peaks), (off_times, off_peaks) = alternating_launches(args, argv, environment, history)
        results["memory_cache_on_mib"] = summary(on_peaks, "MiB", 1 / 1024)
        results["memory_no_cache_mib"] = summary(off_peaks, "MiB", 1 / 1024)
        results["launch_fast_server_no_cache_ms"] = summary(off_times, "ms", 1000)

        details = [reopen_detail_requests(argv, environment, history, server) for _ in range(5)]
        results["reopen_detail_requests"] = summary(details, "requests")

        server.control("delay?ms=1500")
        times, _ = timed_launches(args, argv, environment, history)
        results["launch_slow_server_ms"] = summary(times, "ms", 1000)
        server.control("delay?ms=0")

        server.stop()
        times, _ = timed_launches(args, argv, environment, history)
        results["launch_unreachable_ms"] = summary(times, "ms", 1000)

    labels = {
        "launch_slow_server_ms": "launch → recalled results, server takes 1.5 s",
        "launch_unreachable_ms": "launch → recalled results, server unreachable",
        "launch_fast_server_no_cache_ms": "  (--no-cache, server answering at once)",
        "reopen_detail_requests": "requests when reopening a detail within 60 s",
        "memory_cache_on_mib": "peak RSS of a launch, cache on",
        "memory_no_cache_mib": "peak RSS of a launch, --no-cache",
    }
    for key, label in labels.items():
        figure = results[key]
        show(label, figure, 3 if figure["unit"] == "ms" and figure["median"] < 1 else 2)
    apart = results["memory_cache_on_mib"]["median"] - results["memory_no_cache_mib"]["median"]
    paired = statistics.median(on - off for on, off in zip(on_peaks, off_peaks)) / 1024
    print(f"  {'peak RSS, cache on minus --no-cache':<48} {apart:+.2f} MiB (medians); "
          f"{paired:+.2f} MiB (median of the {len(on_peaks)} launch pairs)")
    results["memory_apart_mib"] = {"medians": apart, "median_of_pairs": paired, "n": len(on_peaks)}
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(results, handle, indent=2)


if __name__ == "__main__":
    main()
