#!/usr/bin/env bash
# Inside a repository (issue 18): the path filter on the 30,077-entry tree, syntax highlighting
# of a 10,000-line file, and proof that launching ghbrowse does not load Qt.
# Usage: Benchmarks/inside.sh      Knobs: HIGHLIGHT_RUNS=5 (cold launches of highlight-benchmark)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/release-flags.sh
for product in browsing-benchmark highlight-benchmark GHBHighlight ghbrowse; do
    swift build "${RELEASE_FLAGS[@]}" --product "$product" >&2
done
bin=.build/release

echo "== path filter (browsing-benchmark)"
"$bin/browsing-benchmark"

echo "== highlighting (highlight-benchmark, ${HIGHLIGHT_RUNS:-5} launches)"
for _ in $(seq "${HIGHLIGHT_RUNS:-5}"); do "$bin/highlight-benchmark"; done

echo "== Qt stays out of ghbrowse"
if ldd "$bin/ghbrowse" | grep -i -E 'qt|kf5|GHBHighlight'; then echo "ghbrowse links Qt" >&2; exit 1; fi
echo "ldd ghbrowse: no Qt, no KF5, no libGHBHighlight"
loaded=$(LD_DEBUG=libs "$bin/ghbrowse" --version 2>&1 | grep -c -i -E 'qt5|kf5|GHBHighlight' || true)
echo "LD_DEBUG=libs ghbrowse --version: $loaded Qt/KF5/GHBHighlight lines"
