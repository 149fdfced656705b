#!/usr/bin/env bash
# README on the detail screen: Enter on a row to the README on screen, and scrolling it, against
# the loopback fixture server. Prints medians with N; never fails on time.
#
# Usage: Benchmarks/readme-interactive.sh   (env: GHBROWSE_BIN_DIR=DIR to use binaries built
#        elsewhere, RUNS=20, PRESSES=200, RESULTS=FILE to also write the figures as JSON)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${GHBROWSE_BIN_DIR:-}" ]; then
    bin=$GHBROWSE_BIN_DIR
else
    source scripts/release-flags.sh
    swift build "${RELEASE_FLAGS[@]}" --product ghbrowse >&2
    swift build "${RELEASE_FLAGS[@]}" --product fixture-server >&2
    bin=.build/release
fi

work=$(mktemp -d)
server_pid=
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

"$bin/fixture-server" --port 0 >"$work/server.out" 2>&1 &
server_pid=$!
for _ in $(seq 100); do
    grep -q '^listening on ' "$work/server.out" 2>/dev/null && break
    sleep 0.1
done
port=$(sed -n 's/^listening on \([0-9]*\)$/\1/p' "$work/server.out" | head -n 1)
if [ -z "$port" ]; then
    echo "readme-interactive.sh: fixture-server did not start:" >&2
    cat "$work/server.out" >&2
    exit 1
fi

python3 Benchmarks/readme_interactive.py --ghbrowse "$bin/ghbrowse" --api-url "http://127.0.0.1:$port" \
    --runs "${RUNS:-20}" --presses "${PRESSES:-200}" ${RESULTS:+--json "$RESULTS"}
# Issue 20: Enter to the first lines of READMEs of 3 KB to 500 KB, interleaved.
python3 Benchmarks/readme_first_lines.py --ghbrowse "$bin/ghbrowse" --api-url "http://127.0.0.1:$port" \
    --runs "${RUNS:-20}"
