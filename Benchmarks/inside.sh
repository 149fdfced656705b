#!/usr/bin/env bash
# Inside a repository (issue 18): the path filter on the 30,077-entry tree, syntax highlighting
# of a 10,000-line file, and proof that launching ghbrowse does not load Qt; issue 30: the
# instructions of `ghbrowse tree` (piped lines and --json) on that tree against jq on the same JSON.
# Usage: Benchmarks/inside.sh      Knobs: HIGHLIGHT_RUNS=5 (cold launches of highlight-benchmark)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/release-flags.sh
for product in browsing-benchmark highlight-benchmark GHBHighlight ghbrowse fixture-server; do
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

echo "== tree output against jq (issue 30; callgrind instructions, the 30,077-entry tree, piped)"
if ! command -v valgrind >/dev/null || ! command -v jq >/dev/null || ! command -v curl >/dev/null; then
    echo "needs valgrind, jq and curl: skipped"
    exit 0
fi
source Benchmarks/fixture-server.sh
start_fixture_server inside.sh
api="http://127.0.0.1:$port"
# The stand-in serves the large tree for tldr-pages/tldr (Tests/FixtureServer/RepositoryContentsFixtures.swift).
curl -sf "$api/repos/tldr-pages/tldr/git/trees/HEAD?recursive=1" -o "$work/tree.json" || true
run_env=(env -u GH_TOKEN -u GITHUB_TOKEN GH_PATH=/nonexistent/gh GITHUB_API_URL="$api" XDG_CACHE_HOME="$work/cache"
         XDG_STATE_HOME="$work/state" HOME="$work" NO_COLOR=)
gh="$bin/ghbrowse"
# valgrind gives up on the release binary's debug info: a copy without it runs the same code.
if cp "$bin/ghbrowse" "$work/ghbrowse" && strip --strip-debug "$work/ghbrowse"; then gh="$work/ghbrowse"; fi
# Instructions of one command, its output discarded (jq's own: it reads the file, no curl).
instructions() {
    "${run_env[@]}" valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$work/callgrind.log" "$@" \
        >/dev/null 2>&1 || true
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/callgrind.log" | tail -n 1
}
mega() { awk -v n="${1:-0}" 'BEGIN { printf "%.0f M", n / 1e6 }'; }
ratio() { awk -v a="${1:-0}" -v b="${2:-0}" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else printf "?" }'; }
jq_json=$(instructions jq -c '[.tree[] | {path,mode,type,sha,size}]' "$work/tree.json")
gh_json=$(instructions "$gh" --no-cache tree tldr-pages/tldr --json)
jq_tsv=$(instructions jq -r '.tree[] | [.type, (.size // "-"), .path] | @tsv' "$work/tree.json")
gh_tsv=$(instructions "$gh" --no-cache tree tldr-pages/tldr)
echo "| work | floor (jq) | ghbrowse | ratio |"
echo "| --- | --- | --- | --- |"
echo "| \`--no-cache tree tldr-pages/tldr --json\` vs \`jq -c '[.tree[] | {path,mode,type,sha,size}]'\` | $(mega "$jq_json") | $(mega "$gh_json") | $(ratio "$gh_json" "$jq_json") |"
echo "| \`--no-cache tree tldr-pages/tldr\` vs \`jq -r '.tree[] | [.type, (.size // \"-\"), .path] | @tsv'\` | $(mega "$jq_tsv") | $(mega "$gh_tsv") | $(ratio "$gh_tsv" "$jq_tsv") |"
