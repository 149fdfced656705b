"""ghbrowse under callgrind with a dump at every `write` (stdlib only), for the pty benchmarks that
count instructions up to a screen: `conversation_e2e.py --callgrind`, `readme_first_lines.py
--callgrind`.

The program runs under `valgrind --tool=callgrind --instr-atstart=no --dump-before=write`:
collection is switched on just before the key that is counted (`callgrind_control -i on`),
callgrind dumps its counts as each `write` begins (the screen's bytes, the UI thread's wake-ups),
and once more on `callgrind_control -d`. A dump's `totals:` line is its instructions on every
thread; the dumps on disk when a screen's text is read count up to that screen.
"""
import glob
import os
import shutil
import subprocess
import time


class CallgrindDumps:
    """Callgrind's files for one program under `directory` (`cg.out.PID.N`)."""

    def __init__(self, directory):
        self.directory = directory
        self.prefix = os.path.join(directory, "cg.out")
        self.pid = None

    def argv(self, argv, options=()):
        """`argv` run under callgrind, a dump before every write, collection off at the start."""
        return [shutil.which("valgrind"), "--tool=callgrind", "--instr-atstart=no", "--dump-before=write",
                "--dump-line=no", *options, f"--callgrind-out-file={self.prefix}.%p",
                "--log-file=" + os.path.join(self.directory, "valgrind.log"), *argv]

    def control(self, *arguments):
        """`callgrind_control ARGUMENTS PID` (`-i on`, `-i off`, `-d`)."""
        subprocess.run(["callgrind_control", *arguments, str(self.pid)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def dumps(self):
        """The dumps on disk now."""
        return set(glob.glob(self.prefix + "*"))

    def wait_dump(self, known):
        """The dumps not in `known`, once at least one is written."""
        deadline = time.perf_counter() + 60
        while True:
            new = self.dumps() - known
            if new:
                time.sleep(0.5)
                return new
            if time.perf_counter() > deadline:
                raise RuntimeError("callgrind wrote no dump")
            time.sleep(0.1)

    @staticmethod
    def total(path):
        """A dump's instructions on every thread."""
        with open(path) as handle:
            return sum(int(line.split()[1]) for line in handle if line.startswith("totals:"))
