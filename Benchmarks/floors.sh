#!/usr/bin/env bash
# ghbrowse against the floors of issue 20, side by side in one run on the loopback fixture server:
#   search, 30 results, piped (TSV)     vs  curl fetching the same page
#   search with the cache on (a 304)    vs  the same search with --no-cache
#   view of a 250 KB table-heavy README vs  lowdown -tterm on the same bytes (both on a 100-column pty)
#   the same work at 1x and 2x (results, README)
# Instructions from `valgrind --tool=callgrind` (repeatable on a shared machine), wall times as
# medians (hyperfine for the piped commands, an interleaved pty harness for the terminal ones).
# Prints figures; never fails on time.
#
# Usage: Benchmarks/floors.sh   (env: GHBROWSE_BIN_DIR=DIR to use binaries built elsewhere,
#        RUNS=20 for the wall-time medians)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-20}

missing=()
for tool in valgrind hyperfine lowdown curl python3; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
[ ${#missing[@]} -eq 0 ] || scripts/install-deps.sh "${missing[@]}" >&2

source Benchmarks/fixture-server.sh
release_binaries
start_fixture_server floors.sh
api="http://127.0.0.1:$port"
pty="python3 Benchmarks/pty_run.py"
# ghbrowse's environment: this server, no token, a cache and history of its own. GH_PATH names no
# program, so an installed GitHub CLI is not asked for a token: without one anywhere, each command
# would first run `gh auth token` (a Go program: about 50 ms) where curl asks nothing. The pager is
# `cat`: on a pty `view` would otherwise page the README through less, which waits for a key.
run_env=(env -u GH_TOKEN -u GITHUB_TOKEN GH_PATH=/nonexistent/gh GITHUB_API_URL="$api" XDG_CACHE_HOME="$work/cache"
         XDG_STATE_HOME="$work/state" HOME="$work" TERM=xterm-256color NO_COLOR= GHBROWSE_PAGER=cat)
gh="$bin/ghbrowse"
# valgrind gives up on the release binary's debug info (lld with the static Swift stdlib): every
# figure is taken on a copy without it (the same code, so the same instructions and wall time).
if cp "$bin/ghbrowse" "$work/ghbrowse" && strip --strip-debug "$work/ghbrowse"; then gh="$work/ghbrowse"; fi
search_url() { echo "$api/search/repositories?q=github&per_page=$1&page=1"; }
curl_search() { echo "curl -s -H Accept:application/vnd.github+json $(search_url "$1")"; }

# Instructions of one command (everything after the first argument), with its output discarded.
instructions() {
    local log="$work/callgrind.log"
    "${run_env[@]}" valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$log" "$@" >/dev/null 2>&1 || true
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log" | tail -n 1
}
# The same on a 100x50 pseudo-terminal.
instructions_on_pty() {
    local log="$work/callgrind.log"
    "${run_env[@]}" $pty 100 50 valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$log" "$@" \
        >/dev/null 2>&1 || true
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log" | tail -n 1
}
mega() { awk -v n="$1" 'BEGIN { printf "%.1f M", n / 1e6 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else printf "?" }'; }
row() { printf '| %s | %s | %s | %s |\n' "$1" "$(mega "$2")" "$(mega "$3")" "$(ratio "$3" "$2")"; }

for size in 250000 500000; do
    name=large-readme; [ "$size" = 500000 ] && name=large-readme-2x
    curl -sf -H 'Accept: application/vnd.github.raw+json' "$api/repos/bench/$name/readme" -o "$work/$name.md"
done
# Warm the page cache and check both sides work.
"${run_env[@]}" "$gh" --no-cache search github --limit 30 | head -n 1 >/dev/null
"${run_env[@]}" "$gh" search github --limit 30 >/dev/null  # stores the page: later runs get a 304

echo "ghbrowse floors ($(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $bin)"
echo
echo "## Instructions (callgrind)"
echo
echo "| work | floor | ghbrowse | ratio |"
echo "| --- | --- | --- | --- |"
c30=$(instructions $(curl_search 30))
g30=$(instructions "$gh" --no-cache search github --limit 30)
row "search, 30 results, piped: curl vs \`--no-cache search github --limit 30\`" "$c30" "$g30"
g30c=$(instructions "$gh" search github --limit 30)
row "search with the cache on (GitHub answers 304) vs \`--no-cache\`" "$g30" "$g30c"
cver=$(instructions curl --version)
gver=$(instructions "$gh" --version)
row "start-up: \`curl --version\` vs \`ghbrowse --version\`" "$cver" "$gver"
l1=$(instructions_on_pty lowdown -tterm --term-columns=100 --term-width=100 "$work/large-readme.md")
v1=$(instructions_on_pty "$gh" --no-cache view bench/large-readme)
row "250 KB README on a 100-column terminal: \`lowdown -tterm\` vs \`--no-cache view bench/large-readme\`" "$l1" "$v1"
echo
echo "## Scaling (2x the work)"
echo
echo "| work | 1x | 2x | ratio |"
echo "| --- | --- | --- | --- |"
c60=$(instructions $(curl_search 60))
g60=$(instructions "$gh" --no-cache search github --limit 60)
row "curl, 30 → 60 results" "$c30" "$c60"
row "ghbrowse search, 30 → 60 results" "$g30" "$g60"
l2=$(instructions_on_pty lowdown -tterm --term-columns=100 --term-width=100 "$work/large-readme-2x.md")
v2=$(instructions_on_pty "$gh" --no-cache view bench/large-readme-2x)
row "lowdown, 250 → 500 KB README" "$l1" "$l2"
row "ghbrowse view, 250 → 500 KB README" "$v1" "$v2"
echo
echo "## Wall time (medians, N=$runs)"
echo
echo "Piped (hyperfine -N, output to a pipe):"
"${run_env[@]}" hyperfine -N --warmup 3 --runs "$runs" --style none --export-json "$work/search.json" \
    "$(curl_search 30)" "$gh --no-cache search github --limit 30" "$gh search github --limit 30" >/dev/null 2>&1 || true
python3 - "$work/search.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
floor = results[0]["median"]
for result in results:
    print(f"  {result['median'] * 1000:6.1f} ms  ({result['median'] / floor:.2f}x curl)  {result['command'].split('/')[-1] if 'ghbrowse' in result['command'] else 'curl (the same page)'}")
PY
echo
echo "On a 100x50 pseudo-terminal (interleaved, fork to exit):"
"${run_env[@]}" $pty --time "$runs" 100 50 -- \
    "lowdown -tterm --term-columns=100 --term-width=100 $work/large-readme.md" \
    "$gh --no-cache view bench/large-readme" | sed "s|$work/||; s|$bin/||; s/^/  /"

# The browser's launch against `curl --version` (issue 20): both on a 100x30 pseudo-terminal,
# interleaved in one run, from fork() to plain `ghbrowse`'s first row of the recalled search (a
# history file holding one query, the page cached by the first run) and to curl's first line.
echo
echo "## Launch to the recalled results vs \`curl --version\` (pty, interleaved, N=$runs)"
echo
python3 Benchmarks/launch_floor.py --ghbrowse "$gh" --api-url "$api" --runs "$runs" | sed "s|$work/||; s/^/  /"

# Issue 20, the detail screen: Enter on a repository to its README's first lines on screen, for
# READMEs of 3 KB, 42 KB, 250 KB and 500 KB, interleaved in one run on a 100x30 pty (the fixture
# server's `readme-sizes` search, recalled from a history file; the response cache on, as a second
# visit finds it). Self-contained: needs only $gh, $api and $runs from above.
echo
echo "## Detail screen: Enter → the README's first lines (pty, interleaved, N=$runs)"
echo
python3 Benchmarks/readme_first_lines.py --ghbrowse "$gh" --api-url "$api" --runs "$runs" | sed "s|$work/||; s/^/  /"
