#!/usr/bin/env bash
# Issue 26's pr-diff row: `ghbrowse pr-diff` of the stand-in's 3,000-file pull request (a
# 24,000-line unified diff), piped, against curl fetching the same bytes with the same Accept
# header, both with the cache off. Also the same diff on a 100x50 terminal (coloured) against
# `git diff --color=always`'s cost of colouring the same patch. Callgrind instructions (repeatable
# on a shared machine), one run each. Prints figures; never fails on them.
#
# Usage: Benchmarks/pr-diff.sh   (env: GHBROWSE_BIN_DIR=DIR to use binaries built elsewhere)
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for tool in valgrind curl python3; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
[ ${#missing[@]} -eq 0 ] || scripts/install-deps.sh "${missing[@]}" >&2

source Benchmarks/fixture-server.sh
release_binaries
start_fixture_server pr-diff.sh
api="http://127.0.0.1:$port"
run_env=(env -u GH_TOKEN -u GITHUB_TOKEN GH_PATH=/nonexistent/gh GITHUB_API_URL="$api" XDG_CACHE_HOME="$work/cache"
         XDG_STATE_HOME="$work/state" HOME="$work" TERM=xterm-256color NO_COLOR= GHBROWSE_PAGER=cat)
gh="$bin/ghbrowse"
if cp "$bin/ghbrowse" "$work/ghbrowse" && strip --strip-debug "$work/ghbrowse"; then gh="$work/ghbrowse"; fi
url="$api/repos/ghbrowse-fixtures/conversation/pulls/3000"

instructions() {
    local log="$work/callgrind.log"
    "${run_env[@]}" valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$log" "$@" >/dev/null 2>&1 || true
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log" | tail -n 1
}
mega() { awk -v n="$1" 'BEGIN { printf "%.1f M", n / 1e6 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else printf "?" }'; }

curl -sf -H 'Accept: application/vnd.github.diff' "$url" -o "$work/curl.diff"
"${run_env[@]}" "$gh" --no-cache pr-diff ghbrowse-fixtures/conversation 3000 > "$work/ghbrowse.diff"
if cmp -s "$work/curl.diff" "$work/ghbrowse.diff"; then same="byte for byte the same"; else same="DIFFERENT bytes"; fi
lines=$(wc -l < "$work/curl.diff"); bytes=$(wc -c < "$work/curl.diff")

echo "pr-diff ($(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $bin)"
echo "the diff: $lines lines, $bytes bytes; ghbrowse's piped output and curl's are $same"
echo
echo "| work | curl | ghbrowse | ratio |"
echo "| --- | --- | --- | --- |"
c=$(instructions curl -s -H 'Accept: application/vnd.github.diff' "$url")
g=$(instructions "$gh" --no-cache pr-diff ghbrowse-fixtures/conversation 3000)
printf '| `pr-diff` piped vs `curl -H "Accept: application/vnd.github.diff"` | %s | %s | %s |\n' "$(mega "$c")" "$(mega "$g")" "$(ratio "$g" "$c")"
