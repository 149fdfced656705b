#!/bin/sh
# Parse and lay out a 250 KB table-heavy README at 100 columns (the fzf fixture plus generated
# tables), printing the median time and the memory the rendered document adds. Prints figures,
# never fails on time. Usage: Benchmarks/readme.sh [RUNS]
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product markdown-benchmark >/dev/null
exec "$(swift build -c release --show-bin-path)/markdown-benchmark" "${1:-30}" ../shared/fixtures/readme
