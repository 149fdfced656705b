#!/usr/bin/env python3
"""A 100 MiB release asset saved by `ghbrowse download` (the same path `d` takes: GitHubDownloader,
PartialFile, the redirect to the asset host followed without the token) against `curl -sL -o`,
from the fixture server on loopback, interleaved in one run: wall medians and each run's peak RSS
(ru_maxrss from wait4), the growth measured against ghbrowse saving a 44-byte asset.

Usage: download.py BIN_DIR [--runs N]   (BIN_DIR holds release ghbrowse and fixture-server)
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


def run(argv, env):
    start = time.perf_counter()
    process = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    error = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if status != 0:
        sys.exit(f"{argv[0]} failed ({status}): {error}")
    return elapsed, usage.ru_maxrss  # KiB


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin_dir")
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    work = tempfile.mkdtemp()
    server = subprocess.Popen([f"{options.bin_dir}/fixture-server", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        port = re.match(r"listening on (\d+)", line).group(1)
        api = f"http://127.0.0.1:{port}"
        env = {k: v for k, v in os.environ.items() if k not in ("GH_TOKEN", "GITHUB_TOKEN", "GH_HOST")}
        env.update(GITHUB_API_URL=api, GH_PATH="/nonexistent/gh", GH_CONFIG_DIR=f"{work}/gh",
                   XDG_CACHE_HOME=f"{work}/cache", XDG_STATE_HOME=f"{work}/state")
        url = f"{api}/ghbrowse-fixtures/assets/releases/download/v1.0/huge.bin"
        ghbrowse = [f"{options.bin_dir}/ghbrowse", "download", "ghbrowse-fixtures/assets", "v1.0", "--dir", work,
                    "--clobber"]
        curl = ["curl", "-sSfL", "-o", f"{work}/curl-huge.bin", url]
        # Warm-up: the server makes the 100 MiB body on first use; the page cache holds it after.
        run(curl, env)
        run(ghbrowse + ["--pattern", "huge.bin"], env)
        times = {"ghbrowse": [], "curl": []}
        peaks = {"ghbrowse": [], "small": [], "curl": []}
        for _ in range(options.runs):
            elapsed, peak = run(ghbrowse + ["--pattern", "huge.bin"], env)
            times["ghbrowse"].append(elapsed)
            peaks["ghbrowse"].append(peak)
            elapsed, peak = run(curl, env)
            times["curl"].append(elapsed)
            peaks["curl"].append(peak)
            _, peak = run(ghbrowse + ["--pattern", "notes.txt"], env)
            peaks["small"].append(peak)
        size = os.path.getsize(f"{work}/huge.bin")
        assert size == os.path.getsize(f"{work}/curl-huge.bin") == 100 << 20, size
        ours, theirs = statistics.median(times["ghbrowse"]), statistics.median(times["curl"])
        print(f"runs: {options.runs}, asset: {size >> 20} MiB")
        print(f"ghbrowse download: {ours * 1000:.0f} ms median  (runs: {', '.join(f'{t*1000:.0f}' for t in times['ghbrowse'])})")
        print(f"curl -sL -o:       {theirs * 1000:.0f} ms median  (runs: {', '.join(f'{t*1000:.0f}' for t in times['curl'])})")
        print(f"ratio: {ours / theirs:.2f}x")
        big, small = statistics.median(peaks["ghbrowse"]), statistics.median(peaks["small"])
        print(f"peak RSS: 100 MiB asset {big / 1024:.1f} MiB, 44-byte asset {small / 1024:.1f} MiB, "
              f"growth {(big - small) / 1024:.1f} MiB; curl {statistics.median(peaks['curl']) / 1024:.1f} MiB")
    finally:
        server.terminate()
        server.wait()
        subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
