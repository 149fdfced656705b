#!/usr/bin/env bash
# The response cache's speed and size (issue 9): launch to the recalled results with a slow
# (1.5 s) and an unreachable server, requests when a detail is reopened, and peak memory with
# the cache on versus --no-cache. Prints figures; never fails on time. Method: Benchmarks/cache.py.
#
# Usage:  Benchmarks/cache.sh
# Knobs:  LAUNCHES=20, GHBROWSE_BIN_DIR=DIR (use the release binaries in DIR instead of building
#         .build/release with scripts/release-flags.sh), RESULTS=FILE (also write the figures as JSON).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if [ -n "${GHBROWSE_BIN_DIR:-}" ]; then
    bin=$GHBROWSE_BIN_DIR
else
    source scripts/release-flags.sh
    swift build "${RELEASE_FLAGS[@]}" --product ghbrowse
    swift build "${RELEASE_FLAGS[@]}" --product fixture-server
    bin=$root/.build/release
fi
for program in ghbrowse fixture-server; do
    [ -x "$bin/$program" ] || { echo "cache.sh: $bin/$program is missing" >&2; exit 1; }
done

echo "Response cache (issue 9): median of ${LAUNCHES:-20} launches each"
python3 Benchmarks/cache.py --ghbrowse "$bin/ghbrowse" --fixture-server "$bin/fixture-server" \
    --runs "${LAUNCHES:-20}" ${RESULTS:+--json "$RESULTS"}
