#!/usr/bin/env bash
# The README against its floor: instructions (valgrind --tool=callgrind) to parse, lay out at 100
# columns and print, with styles, the 250 KB table-heavy benchmark README (the fzf fixture plus
# generated link-filled tables, as Benchmarks/readme.sh makes it), for ghbrowse's Markdown path
# (`markdown-benchmark render`: MarkdownParser, then TerminalText writing MarkdownLayout into bytes, what `ghbrowse view`
# runs on a README) and for `lowdown -tterm` on the same bytes; then the same at twice the size,
# for the scaling. Prints figures, never fails on them.
# Usage: Benchmarks/readme-floor.sh [WIDTH]
set -euo pipefail
cd "$(dirname "$0")/.."
width="${1:-100}"
scripts/install-deps.sh valgrind lowdown
source scripts/release-flags.sh
swift build "${RELEASE_FLAGS[@]}" --product markdown-benchmark >&2
bench="$(swift build "${RELEASE_FLAGS[@]}" --show-bin-path)/markdown-benchmark"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

count() {  # instructions of one run of "$@", stdout discarded
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

declare -A ours floor
for kb in 250 500; do
    "$bench" write-readme "$work/readme-$kb.md" "$kb" ../shared/fixtures/readme
    ours[$kb]=$(count "$bench" render "$work/readme-$kb.md" "$width")
    floor[$kb]=$(count lowdown -tterm --term-columns="$width" "$work/readme-$kb.md")
    awk -v kb="$kb" -v w="$width" -v o="${ours[$kb]}" -v f="${floor[$kb]}" 'BEGIN {
        printf "%d KB README at %s columns: ghbrowse Markdown %.1f M instructions, lowdown -tterm %.1f M: %.2fx\n",
               kb, w, o / 1e6, f / 1e6, o / f }'
done
awk -v a="${ours[250]}" -v b="${ours[500]}" -v c="${floor[250]}" -v d="${floor[500]}" 'BEGIN {
    printf "2x the README costs ghbrowse %.2fx, lowdown %.2fx\n", b / a, d / c }'
