#!/usr/bin/env bash
# README on the detail screen: Enter on a row to the README on screen, and scrolling it, against
# the loopback fixture server. Prints medians with N; never fails on time.
#
# Usage: Benchmarks/readme-interactive.sh   (env: GHBROWSE_BIN_DIR=DIR to use binaries built
#        elsewhere, RUNS=20, PRESSES=200, RESULTS=FILE to also write the figures as JSON)
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/fixture-server.sh
release_binaries
start_fixture_server readme-interactive.sh

python3 Benchmarks/readme_interactive.py --ghbrowse "$bin/ghbrowse" --api-url "http://127.0.0.1:$port" \
    --runs "${RUNS:-20}" --presses "${PRESSES:-200}" ${RESULTS:+--json "$RESULTS"}
# Issue 20: Enter to the first lines of READMEs of 3 KB to 500 KB, interleaved.
python3 Benchmarks/readme_first_lines.py --ghbrowse "$bin/ghbrowse" --api-url "http://127.0.0.1:$port" \
    --runs "${RUNS:-20}"
