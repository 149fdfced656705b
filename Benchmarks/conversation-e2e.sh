#!/usr/bin/env bash
# Issue 26's 2x as the issue words it: in one session of the release ghbrowse on a 100x30 pty,
# against the loopback fixture server, Enter on a cached issue with 500 comments (five pages of
# 100) against Enter on the same issue with no comments, interleaved (Benchmarks/conversation_e2e.py):
# wall-time medians and their ratio. Then the same two Enters under callgrind: the instructions
# of each up to its first screen and up to settled (collection switched on just before Enter, a
# dump at every write and once quiet), and their ratio. Prints figures; never fails on time.
#
# Usage: Benchmarks/conversation-e2e.sh   (env: GHBROWSE_BIN_DIR=DIR to use binaries built
#        elsewhere, RUNS=15 timed rounds, CALLGRIND_RUNS=3 (0: none), RESULTS=FILE for JSON)
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/fixture-server.sh
release_binaries
logs=$(mktemp -d)
start_fixture_server conversation-e2e.sh --log "$logs/requests"
trap 'stop_fixture_server; rm -rf "$logs"' EXIT

python3 Benchmarks/conversation_e2e.py --ghbrowse "$bin/ghbrowse" --api-url "http://127.0.0.1:$port" \
    --request-log "$logs/requests" --runs "${RUNS:-15}" ${RESULTS:+--json "$RESULTS"}
if [ "${CALLGRIND_RUNS:-3}" -gt 0 ] && command -v valgrind >/dev/null; then
    # Valgrind 3.19 cannot read the release binary's DWARF 5: a copy without it (symbols kept).
    strip --strip-debug -o "$logs/ghbrowse" "$bin/ghbrowse"
    python3 Benchmarks/conversation_e2e.py --ghbrowse "$logs/ghbrowse" --api-url "http://127.0.0.1:$port" \
        --request-log "$logs/requests" --callgrind "$logs" --runs "${CALLGRIND_RUNS:-3}"
fi
