#!/usr/bin/env python3
"""Run a command with its standard output (and input, and error unless redirected) on a fresh
pseudo-terminal of COLUMNS x ROWS, drain what it prints, and exit with its status; or, with
--time N, run each of several commands N times interleaved and print their wall-time medians.

Usage: pty_run.py COLUMNS ROWS COMMAND [ARG...]
       pty_run.py --time N COLUMNS ROWS -- 'COMMAND ONE' 'COMMAND TWO' ...   (split with shlex)
Stdlib only. Used by Benchmarks/floors.sh to measure terminal rendering on both sides alike.
"""
import fcntl
import os
import pty
import select
import shlex
import statistics
import struct
import sys
import termios
import time


def run(argv, columns, rows):
    """Runs argv on a new pty; returns (exit status, seconds from fork to exit)."""
    start = time.perf_counter()
    pid, master = pty.fork()
    if pid == 0:
        try:
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    while True:
        ready, _, _ = select.select([master], [], [], 30)
        if not ready:
            break
        try:
            if not os.read(master, 1 << 16):
                break
        except OSError:
            break
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - start
    os.close(master)
    return os.waitstatus_to_exitcode(status), elapsed


def main():
    args = sys.argv[1:]
    if args and args[0] == "--time":
        runs, columns, rows = int(args[1]), int(args[2]), int(args[3])
        commands = [shlex.split(text) for text in args[5:]]
        times = [[] for _ in commands]
        for index, argv in enumerate(commands):  # one warm-up each
            run(argv, columns, rows)
        for _ in range(runs):
            for index, argv in enumerate(commands):
                status, elapsed = run(argv, columns, rows)
                if status != 0:
                    print(f"pty_run.py: {args[5 + index]!r} exited {status}", file=sys.stderr)
                times[index].append(elapsed * 1000)
        for text, values in zip(args[5:], times):
            print(f"{statistics.median(values):.1f} ms median (min {min(values):.1f}, N={runs})  {text}")
        return 0
    columns, rows = int(args[0]), int(args[1])
    # The drained output goes nowhere; the pty only makes the command see a terminal.
    status, _ = run(args[2:], columns, rows)
    return status


if __name__ == "__main__":
    sys.exit(main())
