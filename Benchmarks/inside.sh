#!/usr/bin/env bash
# Inside a repository (issues 18 and 30): every row of issue 30's table side by side with its
# floor in one run, at 1x and 2x input, then the ratios as one table.
#   the diff       callgrind: a commit with a 20,000-line patch (40,000) laid out and drawn, minus
#                  the empty commit (Benchmarks/diff-floor.sh), against `git show --color=always` on a pty
#   the README     wall, interleaved: Enter → the first lines of the 250 KB README (500 KB) against
#                  a 3 KB one (Benchmarks/readme_first_lines.py, the real binary on a pty)
#   tree --json    callgrind: `ghbrowse --no-cache tree … --json` of the 30,077-entry tree (60,155:
#   tree piped     bench/large-tree-2x) against jq on the same JSON; piped lines against jq's TSV
#   the files      wall, interleaved: `f` → the tree's first screen, against curl of the same tree
#   screen         (Benchmarks/files_open.py, the real binary on a pty)
#   filter keys    a filter keystroke's median and slowest against a list keystroke (`j`/`k`), the
#                  real binary on a 100x30 pty, interleaved in one session (Benchmarks/files_keys.py):
#                  wall (key → the redraw's last byte, RUNS rounds) and callgrind instructions a key
#                  (one round; FILTER_CALLGRIND=0 leaves it out); and files-benchmark's in-process
#                  thread CPU (when the binary is there), both trees
#   memory         VmHWM: the tree opened and filtered over the resident set before, against the
#                  tree's JSON (files-benchmark FILES_BENCHMARK_MEMORY=1; and the real binary's)
#   cat            wall, interleaved, on a 200x50 pty: `ghbrowse cat` of the recorded repo.py
#                  repeated to 10,000 lines (20,000) against bat and highlight on the same bytes,
#                  and highlight-benchmark's whole-file time (goal ≤ 100 ms at 10,000 lines)
# Then the path filter (browsing-benchmark), the highlighter's launches and the proof that
# ghbrowse does not load Qt. Prints figures; never fails on them (a part that cannot run says so).
# Usage: Benchmarks/inside.sh
# Knobs: RUNS=3 (interleaved wall runs a row), HIGHLIGHT_RUNS=5 (cold launches of highlight-benchmark),
#        GHBROWSE_BIN_DIR (binaries already built: no build), GHBROWSE_BEFORE=PATH (another ghbrowse:
#        its `tree` rows measured in the same run, as "before"),
#        PARTS="diff readme tree files filter cat" (the rows to measure; the default is all of them),
#        INSIDE_KEEP=DIR (the rows' JSON figures copied there at the end),
#        FILTER_CALLGRIND=1 (the filter row's instructions a key under callgrind: about 5 minutes a tree)
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
if [ -n "${GHBROWSE_BIN_DIR:-}" ]; then
    bin=$GHBROWSE_BIN_DIR
else
    source scripts/release-flags.sh
    for product in diff-benchmark files-benchmark highlight-benchmark browsing-benchmark GHBHighlight ghbrowse fixture-server; do
        swift build "${RELEASE_FLAGS[@]}" --product "$product" >&2 || exit 1
    done
    bin=.build/release
fi
export GHBROWSE_HIGHLIGHT_LIBRARY="$PWD/$bin/libGHBHighlight.so"
[ -f "$GHBROWSE_HIGHLIGHT_LIBRARY" ] || GHBROWSE_HIGHLIGHT_LIBRARY="$bin/libGHBHighlight.so"
has() { command -v "$1" >/dev/null; }
parts=" ${PARTS:-diff readme tree files filter cat} "
part() { case "$parts" in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

source Benchmarks/fixture-server.sh
start_fixture_server inside.sh
api="http://127.0.0.1:$port"
run_env=(env -u GH_TOKEN -u GITHUB_TOKEN GH_PATH=/nonexistent/gh GITHUB_API_URL="$api" XDG_CACHE_HOME="$work/cache"
         XDG_STATE_HOME="$work/state" HOME="$work" NO_COLOR=)
# Figures for the table: one row a line, fields by tab (work, input, floor, ghbrowse, ratio, goal).
table="$work/table"
: >"$table"
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$table"; }
mega() { awk -v n="${1:-0}" 'BEGIN { if (n > 0) printf "%.0f M", n / 1e6; else printf "?" }'; }
ratio() { awk -v a="${1:-0}" -v b="${2:-0}" 'BEGIN { if (a > 0 && b > 0) printf "%.2fx", a / b; else printf "?" }'; }
ms2() { awk -v n="${1:-}" 'BEGIN { if (n != "") printf "%.2f ms", n; else printf "?" }'; }
mega2() { awk -v n="${1:-0}" 'BEGIN { if (n > 0) printf "%.2f M", n / 1e6; else printf "?" }'; }
ms() { awk -v n="${1:-}" 'BEGIN { if (n != "") printf "%.1f ms", n; else printf "?" }'; }
# Instructions of one command, its output discarded.
instructions() {
    "${run_env[@]}" valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$work/callgrind.log" "$@" \
        >/dev/null 2>&1 || true
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/callgrind.log" | tail -n 1
}
json_field() { # FILE PYTHON-EXPRESSION-ON-d → its value, or nothing
    python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2" 2>/dev/null || true
}
tree1="tldr-pages/tldr"
tree2="bench/large-tree-2x"
curl -sf "$api/repos/$tree1/git/trees/HEAD?recursive=1" -o "$work/tree.json" || true
curl -sf "$api/repos/$tree2/git/trees/HEAD?recursive=1" -o "$work/tree2x.json" || true

if part diff; then
echo "== the diff: a 20,000-line patch (and 40,000), ghbrowse against git show (callgrind)"
if has valgrind && has git; then
    for lines in 20000 40000; do
        DIFF_FLOOR_FIGURES="$work/diff-$lines" GHBROWSE_BIN_DIR="$bin" Benchmarks/diff-floor.sh "$lines" || true
        read -r patch git_ir with without <"$work/diff-$lines" 2>/dev/null || { patch=$lines git_ir=0 with=0 without=0; }
        mine=$(( ${with:-0} - ${without:-0} ))
        row "a commit's patch laid out and its first screen drawn (100x50)" "$(printf "%'d" "$patch") lines" \
            "git show --color=always (pty) $(mega "$git_ir")" "$(mega "$mine")" "$(ratio "$mine" "$git_ir")" "≤ 1.5x"
    done
else
    echo "needs valgrind and git: skipped"
fi

fi

if part readme; then
echo "== Enter → a long README's first lines, against a small README (wall, $runs runs interleaved)"
python3 Benchmarks/readme_first_lines.py --ghbrowse "$bin/ghbrowse" --api-url "$api" --runs "$runs" \
    --json "$work/readme.json" || true
small=$(json_field "$work/readme.json" 'd["kennethreitz/legit"]["median"]')
for name in bench/large-readme bench/large-readme-2x; do
    large=$(json_field "$work/readme.json" "d[\"$name\"][\"median\"]")
    size=$([ "$name" = bench/large-readme ] && echo "250 KB" || echo "500 KB")
    row "Enter → the README's first lines (100x30 pty)" "$size README" "a 3 KB README $(ms "$small")" "$(ms "$large")" \
        "$(ratio "$large" "$small")" "≤ 3x"
done

fi

if part tree; then
echo "== tree output against jq (callgrind, piped, --no-cache)"
gh="$bin/ghbrowse"
# valgrind gives up on the release binary's debug info: a copy without it runs the same code.
if cp "$bin/ghbrowse" "$work/ghbrowse" && strip --strip-debug "$work/ghbrowse"; then gh="$work/ghbrowse"; fi
before=
if [ -n "${GHBROWSE_BEFORE:-}" ] && cp "$GHBROWSE_BEFORE" "$work/ghbrowse-before"; then
    before="$work/ghbrowse-before"
    strip --strip-debug "$before" 2>/dev/null || true
fi
if has valgrind && has jq; then
    for size in 1x 2x; do
        repository=$([ $size = 1x ] && echo "$tree1" || echo "$tree2")
        file=$([ $size = 1x ] && echo "$work/tree.json" || echo "$work/tree2x.json")
        entries=$(jq '.tree | length' "$file" 2>/dev/null || echo "?")
        jq_json=$(instructions jq -c '[.tree[] | {path,mode,type,sha,size}]' "$file")
        gh_json=$(instructions "$gh" --no-cache tree "$repository" --json)
        jq_tsv=$(instructions jq -r '.tree[] | [.type, (.size // "-"), .path] | @tsv' "$file")
        gh_tsv=$(instructions "$gh" --no-cache tree "$repository")
        row "\`tree --json\`, piped" "$entries entries" "jq -c '[.tree[] | {path,mode,type,sha,size}]' $(mega "$jq_json")" \
            "$(mega "$gh_json")" "$(ratio "$gh_json" "$jq_json")" "≤ 1x"
        row "\`tree\`, piped" "$entries entries" "jq -r '.tree[] | [.type, (.size // \"-\"), .path] | @tsv' $(mega "$jq_tsv")" \
            "$(mega "$gh_tsv")" "$(ratio "$gh_tsv" "$jq_tsv")" "≤ 0.3x"
        if [ -n "$before" ]; then
            old_json=$(instructions "$before" --no-cache tree "$repository" --json)
            old_tsv=$(instructions "$before" --no-cache tree "$repository")
            row "\`tree --json\`, piped: GHBROWSE_BEFORE" "$entries entries" "jq $(mega "$jq_json")" "$(mega "$old_json")" \
                "$(ratio "$old_json" "$jq_json")" "≤ 1x"
            row "\`tree\`, piped: GHBROWSE_BEFORE" "$entries entries" "jq $(mega "$jq_tsv")" "$(mega "$old_tsv")" \
                "$(ratio "$old_tsv" "$jq_tsv")" "≤ 0.3x"
        fi
    done
else
    echo "needs valgrind and jq: skipped"
fi

fi

if part files; then
echo "== the files screen: f → the tree's first screen, against curl (wall, $runs runs interleaved)"
if has curl; then
    python3 Benchmarks/files_open.py --ghbrowse "$bin/ghbrowse" --api-url "$api" --runs "$runs" --json "$work/files.json" || true
    for size in 30k 60k; do
        file=$([ $size = 30k ] && echo "$work/tree.json" || echo "$work/tree2x.json")
        open=$(json_field "$work/files.json" "d[\"$size\"][\"open\"][\"median\"]")
        floor=$(json_field "$work/files.json" "d[\"$size\"][\"curl\"][\"median\"]")
        row "\`f\` → the files screen's first screen (100x30 pty)" "$size tree" "curl of the tree $(ms "$floor")" \
            "$(ms "$open")" "$(ratio "$open" "$floor")" "≤ 1.5x, linear"
        grown=$(json_field "$work/files.json" \
            "'%.1f' % ((d['$size']['memory']['filtered_kib'] - d['$size']['memory']['launch_kib']) / 1024)")
        json_mib=$(awk -v b="$(stat -c %s "$file" 2>/dev/null || echo 0)" 'BEGIN { printf "%.2f", b / 1048576 }')
        row "the tree opened and filtered, VmHWM over the launch's (the real binary)" "$size tree" \
            "its JSON $json_mib MiB" "+${grown:-?} MiB" "$(ratio "$grown" "$json_mib")" "≤ 1.5x"
    done
else
    echo "needs curl: skipped"
fi

fi

if part filter; then
echo "== filter keystrokes against list keystrokes, the real binary on a pty (wall, $runs rounds interleaved)"
python3 Benchmarks/files_keys.py --ghbrowse "$bin/ghbrowse" --api-url "$api" --runs "$runs" --json "$work/keys.json" || true
kinds=(wall)
if [ "${FILTER_CALLGRIND:-1}" != 0 ]; then
    if has valgrind && has callgrind_control; then
        echo "== the same keys in instructions (callgrind, one round)"
        mkdir -p "$work/keys-callgrind"
        python3 Benchmarks/files_keys.py --ghbrowse "$bin/ghbrowse" --api-url "$api" --runs 1 \
            --callgrind "$work/keys-callgrind" --json "$work/keys-instructions.json" || true
        kinds+=(instructions)
    else
        echo "needs valgrind and callgrind_control: the instructions skipped"
    fi
fi
for kind in "${kinds[@]}"; do
    figures=$([ "$kind" = wall ] && echo "$work/keys.json" || echo "$work/keys-instructions.json")
    show=$([ "$kind" = wall ] && echo ms2 || echo mega2)
    scale=$([ "$kind" = wall ] && echo 1 || echo 1000000)
    for size in 30k 60k; do
        list=$(json_field "$figures" "d['$size']['list']['median'] * $scale")
        median=$(json_field "$figures" "d['$size']['filter']['median'] * $scale")
        slowest=$(json_field "$figures" "d['$size']['filter']['slowest'] * $scale")
        at=$(json_field "$figures" "repr(d['$size']['slowest_keys'][0][1])")
        goal_median="≤ 3x"; goal_slowest="≤ 8x"
        if [ $size = 60k ] && [ "$kind" = wall ]; then goal_median="≤ 3x; ≤ 5 ms"; goal_slowest="≤ 8x; ≤ 10 ms"; fi
        row "a filter keystroke → redrawn, median ($kind, 100x30 pty)" "$size tree" "\`j\`/\`k\` in the listing $($show "$list")" \
            "$($show "$median")" "$(ratio "$median" "$list")" "$goal_median"
        row "a filter keystroke → redrawn, slowest ($kind; at $at)" "$size tree" "\`j\`/\`k\` in the listing $($show "$list")" \
            "$($show "$slowest")" "$(ratio "$slowest" "$list")" "$goal_slowest"
        page=$(json_field "$figures" "d['$size']['page']['median'] * $scale")
        row "a filter keystroke → redrawn, median, against a key redrawing every row ($kind)" "$size tree" \
            "PageDown/PageUp in the listing $($show "$page")" "$($show "$median")" "$(ratio "$median" "$page")" "(the redraw's own share)"
        if [ "$kind" = wall ] && [ "$runs" -gt 1 ]; then
            steady=$(json_field "$figures" "d['$size']['slowest_key_median'][0]")
            steady_at=$(json_field "$figures" "repr(d['$size']['slowest_key_median'][1])")
            row "a filter keystroke → redrawn, slowest key, its median over the $runs rounds (wall; $steady_at)" "$size tree" \
                "\`j\`/\`k\` in the listing $($show "$list")" "$($show "$steady")" "$(ratio "$steady" "$list")" "$goal_slowest"
        fi
    done
done
if [ -x "$bin/files-benchmark" ]; then
echo "== filter keystrokes and memory (files-benchmark, in-process)"
"$bin/files-benchmark" "$work/tree.json" | tee "$work/files-benchmark.out" || true
for size in 30k 60k; do
    figures=$(awk -v size="$size" '
        /^files-benchmark / { current = $2 }
        current == size && /j\/k → redraw/ { for (i = 1; i <= NF; i++) if ($i == "median" && list == "") list = $(i + 1) }
        current == size && /filter keystroke → redraw/ {
            for (i = 1; i <= NF; i++) {
                if ($i == "median" && median == "") median = $(i + 1)
                if ($i == "slowest" && slowest == "") slowest = $(i + 1)
            }
        }
        END { print list, median, slowest }' "$work/files-benchmark.out")
    read -r list median slowest <<<"$figures"
    row "a filter keystroke → redraw, median (files-benchmark: thread CPU, 100x50)" "$size tree" "\`j\` in the listing $(ms "$list")" \
        "$(ms "$median")" "$(ratio "$median" "$list")" "≤ 3x; ≤ 5 ms at 60k"
    row "a filter keystroke → redraw, slowest (files-benchmark)" "$size tree" "\`j\` in the listing $(ms "$list")" \
        "$(ms "$slowest")" "$(ratio "$slowest" "$list")" "≤ 8x; ≤ 10 ms at 60k"
done
for size in 30k 60k; do
    file=$([ $size = 30k ] && echo "$work/tree.json" || echo "$work/tree2x.json")
    grown=$(FILES_BENCHMARK_MEMORY=1 "$bin/files-benchmark" "$file" 2>/dev/null | tee /dev/stderr \
        | sed -n 's/.* MiB, +\([0-9.]*\) MiB over.*/\1/p')
    json_mib=$(awk -v b="$(stat -c %s "$file" 2>/dev/null || echo 0)" 'BEGIN { printf "%.2f", b / 1048576 }')
    row "the tree opened and filtered, VmHWM over the resident set before (files-benchmark)" "$size tree" \
        "its JSON $json_mib MiB" "+${grown:-?} MiB" "$(ratio "$grown" "$json_mib")" "≤ 1.5x"
done
else
    echo "no $bin/files-benchmark: its in-process rows skipped"
fi

fi

if part cat; then
echo "== cat of a 10,000-line file (and 20,000) on a 200x50 pty, against bat and highlight (wall, $runs runs interleaved)"
bat=$(command -v batcat || command -v bat || true)
for lines in 10000 20000; do
    mkdir -p "$work/cat-$lines"
    source_file="$work/cat-$lines/repo.py"
    curl -sf -H "Accept: application/vnd.github.raw+json" "$api/repos/$tree1/contents/bench/repo-$lines.py" -o "$source_file" || true
    commands=("$bin/ghbrowse --no-cache cat --no-pager $tree1 bench/repo-$lines.py")
    [ -n "$bat" ] && commands+=("$bat --paging=never --color=always --style=numbers $source_file")
    has highlight && commands+=("highlight -O truecolor --line-numbers $source_file")
    "${run_env[@]}" COLORTERM=truecolor python3 Benchmarks/pty_run.py --time "$runs" 200 50 -- "${commands[@]}" \
        | tee "$work/cat-$lines.out" || true
    median_of() { grep -F -- "$1" "$work/cat-$lines.out" | head -n 1 | awk '{ print $1 }'; }
    mine=$(median_of "ghbrowse --no-cache cat")
    for tool in bat highlight; do
        if [ "$tool" = bat ]; then [ -n "$bat" ] || continue; floor=$(median_of "$bat --paging"); else
            has highlight || continue; floor=$(median_of "highlight -O"); fi
        row "\`ghbrowse cat\` on a terminal (fetch included)" "$(printf "%'d" "$lines") lines of Python" \
            "$tool $(ms "$floor")" "$(ms "$mine")" "$(ratio "$mine" "$floor")" "hold (≤ 1x)"
    done
    whole=$("$bin/highlight-benchmark" --lines "$lines" 2>/dev/null | sed -n 's/^whole file: median \([0-9.]*\) ms.*/\1/p')
    row "the file highlighted whole (highlight-benchmark, warm)" "$(printf "%'d" "$lines") lines of Python" \
        "the goal: 100 ms" "$(ms "$whole")" "$(ratio "$whole" 100)" "≤ 100 ms at 10,000 lines"
done

fi

if [ -n "${INSIDE_KEEP:-}" ]; then mkdir -p "$INSIDE_KEEP" && cp "$work"/*.json "$INSIDE_KEEP"/ 2>/dev/null; fi
echo
echo "== issue 30's rows against their floors (RUNS=$runs)"
echo "| work | input | floor | ghbrowse | ratio | goal |"
echo "| --- | --- | --- | ---: | ---: | --- |"
awk -F '\t' '{ printf "| %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6 }' "$table"
echo

echo "== path filter (browsing-benchmark)"
"$bin/browsing-benchmark" || true

echo "== highlighting (highlight-benchmark, ${HIGHLIGHT_RUNS:-5} launches)"
for _ in $(seq "${HIGHLIGHT_RUNS:-5}"); do "$bin/highlight-benchmark" || true; done

echo "== Qt stays out of ghbrowse"
loaded=$(LD_DEBUG=libs "$bin/ghbrowse" --version 2>&1 | grep -c -i -E 'qt5|kf5|GHBHighlight' || true)
echo "LD_DEBUG=libs ghbrowse --version: $loaded Qt/KF5/GHBHighlight lines"
# Not a figure: a build that links Qt into ghbrowse is wrong, and says so with the status.
if ldd "$bin/ghbrowse" | grep -i -E 'qt|kf5|GHBHighlight'; then echo "ghbrowse links Qt" >&2; exit 1; fi
echo "ldd ghbrowse: no Qt, no KF5, no libGHBHighlight"
