#!/usr/bin/env python3
"""Writes scripts/ghbrowse.order: the functions a release ghbrowse runs on its usual paths, for
lld's --symbol-ordering-file (scripts/release-flags.sh).

Why: the kernel maps a program's code in 64-128 KiB windows around each page it touches
(fault-around), so a few thousand small functions spread over 18 MB of text keep most of it
resident. Laid side by side, the same functions keep about half as much (Benchmarks/README.md,
"Code laid out in the order it runs").

How: each workload runs once under `valgrind --tool=callgrind --demangle=no` against the loopback
fixture server, and every function of the ghbrowse binary that executed an instruction is listed:
the interactive workload's first, then what each command-line workload adds (by name within each,
so a re-run's diff shows only what changed). Names missing from a later build only lose their
place; the link never fails on them.

After writing it, relink (`rm .build/release/ghbrowse`, then build with scripts/release-flags.sh).
`Benchmarks/run.sh` prints how many of the list's names a binary still has: when many are gone,
write the list again.

Usage: scripts/order-file.py [--ghbrowse BIN] [--fixture-server BIN] [--out FILE]
       (defaults: .build/release/ghbrowse, .build/release/fixture-server, scripts/ghbrowse.order)
Needs valgrind and tmux. Stdlib only.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COLUMNS, ROWS = 100, 30


def callgrind_functions(path, binary):
    """The names of the functions in `binary` that executed instructions, from one callgrind file."""
    objects, names, found = {}, {}, []
    current_object = None
    reference = re.compile(r"^(ob|fl|fi|fe|fn|cob|cfi|cfl|cfn)=\((\d+)\)(?: (.*))?$")
    with open(path, errors="replace") as handle:
        for line in handle:
            match = reference.match(line.rstrip("\n"))
            if not match:
                continue
            kind, number, name = match.groups()
            table = objects if kind in ("ob", "cob") else names if kind in ("fn", "cfn") else None
            if table is None:
                continue
            if name is not None:
                table[number] = name
            if kind == "ob":
                current_object = objects.get(number)
            elif kind == "fn" and current_object == binary and not names[number].startswith("0x"):
                found.append(names[number])
    return found


def run_callgrind(binary, arguments, environment, output, on_pty=False):
    command = ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={output}",
               binary, *arguments]
    if on_pty:
        command = [sys.executable, os.path.join(ROOT, "Benchmarks", "pty_run.py"), str(COLUMNS), str(ROWS),
                   *command]
    subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False, timeout=600)


def tmux(socket, *arguments):
    return subprocess.run(["tmux", "-u", "-f", "/dev/null", "-L", socket, *arguments],
                          capture_output=True, text=True, check=False).stdout


def loaded_count(socket, condition, timeout=120.0):
    """Waits until the list's "N of 1,000 loaded" satisfies condition; returns N."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        match = re.search(r"([\d,]+) of 1,000 loaded", tmux(socket, "capture-pane", "-p"))
        if match and condition(int(match.group(1).replace(",", ""))):
            return int(match.group(1).replace(",", ""))
        time.sleep(0.5)
    raise RuntimeError("the loaded count did not move; the screen:\n" + tmux(socket, "capture-pane", "-p"))


def interactive(binary, environment, scratch, output):
    """Launch to the recalled search, page to 1,000 results, open a repository, go back, quit."""
    history = os.path.join(scratch, "history")
    with open(history, "w") as handle:
        handle.write("# ghbrowse search history v1\ngithub\n")
    os.chmod(history, 0o600)
    socket = f"ghbrowse-order-{os.getpid()}"
    inner = " ".join(["exec", "env"] + [f"{k}='{v}'" for k, v in environment.items()]
                     + ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={output}",
                        binary, "--history-file", history, "2>/dev/null"])
    subprocess.run(["tmux", "-u", "-f", "/dev/null", "-L", socket, "new-session", "-d", "-x", str(COLUMNS),
                    "-y", str(ROWS), inner], check=True)
    try:
        count = loaded_count(socket, lambda n: n >= 100)
        while count < 1000:
            tmux(socket, "send-keys", "G")
            count = loaded_count(socket, lambda n, before=count: n > before)
        for key in ["g", "NPage", "Up", "Down", "Enter"]:
            tmux(socket, "send-keys", key)
            time.sleep(1.0)
        time.sleep(5.0)
        for key in ["NPage", "Tab", "Escape", "?", "Escape", "q"]:
            tmux(socket, "send-keys", key)
            time.sleep(1.0)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not os.path.exists(output):
            time.sleep(0.5)
        time.sleep(2.0)
    finally:
        tmux(socket, "kill-server")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ghbrowse", default=os.path.join(ROOT, ".build/release/ghbrowse"))
    parser.add_argument("--fixture-server", default=os.path.join(ROOT, ".build/release/fixture-server"))
    parser.add_argument("--out", default=os.path.join(ROOT, "scripts/ghbrowse.order"))
    args = parser.parse_args()
    for tool in ("valgrind", "tmux"):
        if not shutil.which(tool):
            sys.exit(f"order-file.py: {tool} is needed")

    with tempfile.TemporaryDirectory(prefix="ghbrowse-order-") as scratch:
        # callgrind cannot read the DWARF of a Swift release binary; the symbol table is enough.
        binary = os.path.join(scratch, "ghbrowse")
        subprocess.run(["strip", "--strip-debug", "-o", binary, args.ghbrowse], check=True)
        server = subprocess.Popen([args.fixture_server, "--port", "0"], stdout=subprocess.PIPE, text=True)
        try:
            port = int(server.stdout.readline().split()[-1])
            environment = {"GITHUB_API_URL": f"http://127.0.0.1:{port}", "GH_PATH": "/nonexistent/gh",
                           "XDG_CACHE_HOME": os.path.join(scratch, "cache"),
                           "XDG_STATE_HOME": os.path.join(scratch, "state"),
                           "XDG_CONFIG_HOME": os.path.join(scratch, "config"),
                           "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                           "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": scratch}
            outputs = []

            def workload(name, arguments, on_pty=False):
                output = os.path.join(scratch, f"callgrind.{name}")
                run_callgrind(binary, arguments, environment, output, on_pty)
                outputs.append(output)

            output = os.path.join(scratch, "callgrind.interactive")
            interactive(binary, environment, scratch, output)
            outputs.append(output)
            workload("version", ["--version"])
            workload("search", ["--no-cache", "search", "github", "--limit", "30"])
            workload("search-cached", ["search", "github", "--limit", "30"])
            workload("search-cached-again", ["search", "github", "--limit", "30"])
            workload("view", ["--no-cache", "view", "--no-pager", "bench/large-readme"], on_pty=True)
            workload("view-piped", ["view", "bench/large-readme"])
        finally:
            server.terminate()
            server.wait()

        # Workload by workload; within one, by name, so that a re-run changes only what changed.
        seen, ordered = set(), []
        for output in outputs:
            if not os.path.exists(output):
                sys.exit(f"order-file.py: no profile from {os.path.basename(output)}")
            added = sorted(set(callgrind_functions(output, binary)) - seen)
            seen.update(added)
            ordered.extend(added)
    with open(args.out, "w") as handle:
        handle.write("\n".join(ordered) + "\n")
    print(f"order-file.py: {len(ordered)} functions to {os.path.relpath(args.out, ROOT)}")


if __name__ == "__main__":
    main()
