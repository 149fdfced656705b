#!/usr/bin/env python3
"""Wall times of commands whose standard output is a pipe (as `COMMAND | cat`), run interleaved:
each round runs every command once, in turn, from fork() to exit with its output drained, so a
busy moment of the machine falls on all of them alike. Prints each command's median (min, max, N)
and its ratio to the first command's median.

Usage: pipe_time.py [--runs N] [--warmup N] [--label LABEL]… -- 'COMMAND ONE' 'COMMAND TWO' …
A command is split with shlex; leading NAME=VALUE words set its environment (without running
`env`, which would add an exec to one side), NAME= with nothing after it removes NAME. Labels, when
given, name the commands in order. Stdlib only. Used by Benchmarks/gh-installed.sh.
"""
import argparse
import os
import re
import shlex
import statistics
import sys
import time

ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")


def parse(text):
    """(argv, environment) of one command line."""
    words = shlex.split(text)
    environment = dict(os.environ)
    while words and ASSIGNMENT.match(words[0]):
        name, _, value = words.pop(0).partition("=")
        if value:
            environment[name] = value
        else:
            environment.pop(name, None)
    return words, environment


def run(argv, environment):
    """Runs argv with its stdout on a pipe that is read to the end; (exit status, seconds, bytes)."""
    reader, writer = os.pipe()
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(reader)
            os.dup2(writer, 1)
            os.close(writer)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 2)
            os.execvpe(argv[0], argv, environment)
        finally:
            os._exit(127)
    os.close(writer)
    size = 0
    while True:
        chunk = os.read(reader, 1 << 16)
        if not chunk:
            break
        size += len(chunk)
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - start
    os.close(reader)
    return os.waitstatus_to_exitcode(status), elapsed, size


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--label", action="append", default=[])
    parser.add_argument("commands", nargs="+")
    args = parser.parse_args()
    commands = [parse(text) for text in args.commands]
    labels = args.label + args.commands[len(args.label):]
    times = [[] for _ in commands]
    for round_number in range(args.warmup + args.runs):
        for index, (argv, environment) in enumerate(commands):
            status, elapsed, size = run(argv, environment)
            if status != 0 or size == 0:
                print(f"pipe_time.py: {labels[index]!r} exited {status} after {size} bytes", file=sys.stderr)
            if round_number >= args.warmup:
                times[index].append(elapsed * 1000)
    floor = statistics.median(times[0])
    for label, values in zip(labels, times):
        median = statistics.median(values)
        print(f"{median:6.1f} ms median (min {min(values):.1f}, max {max(values):.1f}, N={len(values)})"
              f"  {median / floor:5.2f}x  {label}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
