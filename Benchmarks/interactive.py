#!/usr/bin/env python3
"""Interactive benchmarks for ghbrowse (issue 5, part 2), stdlib only.

  launch   time from fork() to the recalled search's first result row arriving on the terminal
           (ghbrowse in a pseudo-terminal, 100x30, with a pre-made history file); also the peak
           RSS of each of those runs (VmHWM from /proc/PID/status just before `q`)
  keys     time from writing one key (j/k) to the pty to the first and to the last byte of the
           redraw it causes (the redraw has ended when the terminal stays quiet for --quiet-ms)
  memory   peak memory (VmHWM) after loading all 1,000 results: ghbrowse in tmux, `G` pressed
           until the status line says "1,000 of 1,000 loaded", then VmHWM from /proc/PID/status

Every figure is printed as a median with its N (and min/max); `--json FILE` also writes them.
Usage: interactive.py --ghbrowse PATH --api-url URL [--runs N] [--presses N] [--memory-runs N] [--json FILE]
"""
import argparse
import fcntl
import json
import os
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

COLUMNS, ROWS = 100, 30
QUERY = "github"
FIRST_ROW = b"kennethreitz/legit"
HISTORY_HEADER = "# ghbrowse search history v1\n"


def app_environment(api_url, state_home):
    environment = {k: v for k, v in os.environ.items()
                   if k not in ("GH_TOKEN", "GITHUB_TOKEN", "NO_COLOR", "COLUMNS", "LINES", "TMUX")}
    # COLORFGBG names the background, as a terminal that sets it does: otherwise ghbrowse asks the
    # terminal (OSC 11 and device attributes) and this pty, which answers nothing, costs the
    # question's whole 150 ms timeout, where a real terminal answers in a round trip.
    environment.update(GITHUB_API_URL=api_url, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8",
                       XDG_STATE_HOME=state_home, COLORFGBG="15;0")
    return environment


def write_history(path):
    """The documented history format: a header line, then one query a line, most recent first."""
    with open(path, "w") as handle:
        handle.write(HISTORY_HEADER + QUERY + "\n")
    os.chmod(path, 0o600)


class PtyApp:
    """One program on a fresh pseudo-terminal of COLUMNS x ROWS, as its controlling terminal."""

    def __init__(self, argv, environment):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        self.started = time.perf_counter()
        self.pid = os.fork()
        if self.pid == 0:
            try:
                os.setsid()
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
                for descriptor in (0, 1, 2):
                    os.dup2(slave, descriptor)
                os.close(slave)
                os.close(self.master)
                os.execve(argv[0], argv, environment)
            finally:
                os._exit(127)
        os.close(slave)
        self.output = bytearray()
        self.ended = False

    def read_some(self, timeout):
        """Reads what is there within `timeout` seconds; returns the bytes (b"" on timeout or EOF)."""
        if self.ended:
            return b""
        ready, _, _ = select.select([self.master], [], [], max(timeout, 0))
        if not ready:
            return b""
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # EIO: the child closed the terminal
            chunk = b""
        if not chunk:
            self.ended = True
        self.output += chunk
        return chunk

    def wait_for(self, pattern, timeout=10.0, start=0):
        """Reads until `pattern` is in the output (from `start`); returns the time it arrived."""
        deadline = time.perf_counter() + timeout
        while pattern not in self.output[start:]:
            if self.ended or time.perf_counter() > deadline:
                raise RuntimeError(f"{pattern!r} never arrived; last output: {bytes(self.output[-400:])!r}")
            self.read_some(deadline - time.perf_counter())
        return time.perf_counter()

    def wait_quiet(self, quiet, timeout=10.0):
        """Reads until nothing arrives for `quiet` seconds; returns the time of the last byte."""
        last = time.perf_counter()
        deadline = last + timeout
        while time.perf_counter() < deadline:
            if self.read_some(quiet):
                last = time.perf_counter()
            else:
                return last
        raise RuntimeError("the terminal never went quiet")

    def write(self, data):
        os.write(self.master, data)

    def peak_rss(self):
        """The program's own peak RSS so far (VmHWM, KiB). Not wait4's ru_maxrss, which also
        counts what the forked harness held before exec and the largest child (`gh auth token`,
        when gh is installed and no token is set)."""
        return vm_hwm(self.pid)

    def finish(self, keys=b"q", timeout=5.0):
        """Sends `keys` (quit), drains the output, reaps the child; returns its wait status."""
        try:
            self.write(keys)
        except OSError:
            pass
        deadline = time.perf_counter() + timeout
        while not self.ended and time.perf_counter() < deadline:
            self.read_some(0.1)
        if not self.ended:
            os.kill(self.pid, signal.SIGKILL)
        _, status = os.waitpid(self.pid, 0)
        os.close(self.master)
        return status


def summary(values, unit, scale=1.0):
    values = [v * scale for v in values]
    return {"median": statistics.median(values), "n": len(values), "min": min(values), "max": max(values),
            "unit": unit}


def show(label, figure, digits=2):
    print(f"  {label:<48} median {figure['median']:.{digits}f} {figure['unit']}"
          f"  (N={figure['n']}, min {figure['min']:.{digits}f}, max {figure['max']:.{digits}f})")


def bench_launch(args, scratch):
    history = os.path.join(scratch, "history")
    environment = app_environment(args.api_url, scratch)
    argv = [args.ghbrowse, "--history-file", history]
    # The harness's own cost: fork, exec a program that prints the row at once.
    baseline = []
    for _ in range(args.runs):
        app = PtyApp(["/bin/echo", FIRST_ROW.decode()], environment)
        baseline.append(app.wait_for(FIRST_ROW) - app.started)
        app.finish(b"")
    times, peaks = [], []
    for run in range(args.runs + 2):
        write_history(history)
        app = PtyApp(argv, environment)
        arrived = app.wait_for(FIRST_ROW)
        app.wait_quiet(0.05)
        peak = app.peak_rss()
        app.finish()
        if run < 2:
            continue  # warm-up: page cache, the fixture server's caches
        times.append(arrived - app.started)
        peaks.append(peak)
    return {
        "launch_to_results_ms": summary(times, "ms", 1000),
        "launch_harness_baseline_ms": summary(baseline, "ms", 1000),
        "launch_peak_rss_mib": summary(peaks, "MiB", 1 / 1024),
    }


def bench_keys(args, scratch):
    history = os.path.join(scratch, "history")
    write_history(history)
    app = PtyApp([args.ghbrowse, "--history-file", history], app_environment(args.api_url, scratch))
    app.wait_for(FIRST_ROW)
    app.wait_quiet(0.3)
    quiet = args.quiet_ms / 1000
    first, last, silent = [], [], 0
    for press in range(args.presses):
        # 20 down, 20 up, …: stays among the first 21 rows, so no page is fetched meanwhile.
        key = b"j" if (press // 20) % 2 == 0 else b"k"
        sent = time.perf_counter()
        app.write(key)
        if not app.read_some(1.0):
            silent += 1
            continue
        first.append(time.perf_counter() - sent)
        last.append(app.wait_quiet(quiet) - sent)
    app.finish()
    result = {
        "key_to_first_byte_ms": summary(first, "ms", 1000),
        "key_to_redraw_end_ms": summary(last, "ms", 1000),
    }
    if silent:
        result["presses_without_output"] = silent
    return result


def tmux(socket, *arguments):
    return subprocess.run(["tmux", "-u", "-f", "/dev/null", "-L", socket, *arguments],
                          capture_output=True, text=True, check=False).stdout


def bench_memory(args, scratch):
    history = os.path.join(scratch, "history")
    environment = app_environment(args.api_url, scratch)
    loaded = re.compile(r"([\d,]+) of 1,000 loaded")
    peaks, after_first_page = [], []
    for run in range(args.memory_runs):
        write_history(history)
        socket = f"ghbrowse-bench-{os.getpid()}-{run}"
        command = " ".join(["exec", "env", "-u", "GH_TOKEN", "-u", "GITHUB_TOKEN", "-u", "NO_COLOR"]
                           + [f"{k}={shell_quote(v)}" for k, v in environment.items()
                              if k in ("GITHUB_API_URL", "LANG", "LC_ALL", "XDG_STATE_HOME")]
                           + [shell_quote(args.ghbrowse), "--history-file", shell_quote(history)])
        subprocess.run(["tmux", "-u", "-f", "/dev/null", "-L", socket, "new-session", "-d", "-x", str(COLUMNS),
                        "-y", str(ROWS), command], check=True, env=environment)
        try:
            pid = int(tmux(socket, "display-message", "-p", "#{pane_pid}").strip())
            count = wait_loaded(socket, loaded, lambda n: n >= 100)
            after_first_page.append(vm_hwm(pid))
            while count < 1000:
                tmux(socket, "send-keys", "G")
                count = wait_loaded(socket, loaded, lambda n, c=count: n > c)
            # Scroll through it all once more, top to bottom, to draw every part of the list.
            tmux(socket, "send-keys", "g")
            for _ in range(1000 // (ROWS - 3) + 1):
                tmux(socket, "send-keys", "NPage")
            tmux(socket, "send-keys", "G")
            time.sleep(0.3)
            screen = tmux(socket, "capture-pane", "-p")
            if "1,000 of 1,000 loaded" not in screen:
                raise RuntimeError("status line lost the count:\n" + screen)
            peaks.append(vm_hwm(pid))
        finally:
            tmux(socket, "kill-server")
    return {
        "peak_after_1000_results_mib": summary(peaks, "MiB", 1 / 1024),
        "peak_after_first_page_mib": summary(after_first_page, "MiB", 1 / 1024),
    }


def wait_loaded(socket, pattern, condition, timeout=15.0):
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        screen = tmux(socket, "capture-pane", "-p")
        match = pattern.search(screen)
        if match and condition(int(match.group(1).replace(",", ""))):
            return int(match.group(1).replace(",", ""))
        time.sleep(0.02)
    raise RuntimeError("the loaded count did not move; screen:\n" + tmux(socket, "capture-pane", "-p"))


def vm_hwm(pid):
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])  # KiB
    raise RuntimeError("no VmHWM")


def shell_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ghbrowse", required=True)
    parser.add_argument("--api-url", required=True)
    parser.add_argument("--runs", type=int, default=20, help="launches to time (after 2 warm-ups)")
    parser.add_argument("--presses", type=int, default=200, help="key presses to time")
    parser.add_argument("--quiet-ms", type=float, default=30, help="silence that ends a redraw")
    parser.add_argument("--memory-runs", type=int, default=5)
    parser.add_argument("--only", choices=["launch", "keys", "memory"], action="append")
    parser.add_argument("--json")
    args = parser.parse_args()
    if not shutil.which("tmux"):
        sys.exit("tmux is needed (scripts/install-deps.sh tmux)")
    results = {}
    with tempfile.TemporaryDirectory(prefix="ghbrowse-bench-") as scratch:
        parts = args.only or ["launch", "keys", "memory"]
        if "launch" in parts:
            results.update(bench_launch(args, scratch))
        if "keys" in parts:
            results.update(bench_keys(args, scratch))
        if "memory" in parts:
            results.update(bench_memory(args, scratch))
    labels = {
        "launch_to_results_ms": "launch → recalled results on screen",
        "launch_harness_baseline_ms": "  (harness: fork+exec /bin/echo → its output)",
        "launch_peak_rss_mib": "peak RSS of those launches (VmHWM before quitting)",
        "key_to_first_byte_ms": "key press → first byte of the redraw",
        "key_to_redraw_end_ms": "key press → redraw complete (last byte)",
        "peak_after_first_page_mib": "VmHWM with the first 100 results",
        "peak_after_1000_results_mib": "VmHWM after scrolling through 1,000 results",
    }
    for key, label in labels.items():
        if key in results:
            show(label, results[key], 3 if results[key]["unit"] == "ms" and results[key]["median"] < 1 else 2)
    if "presses_without_output" in results:
        print(f"  key presses that drew nothing within 1 s: {results['presses_without_output']}")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(results, handle, indent=2)


if __name__ == "__main__":
    main()
