#!/usr/bin/env bash
# Speed and memory of ghbrowse, measured against the GitHub CLI on the same loopback server
# (issue 5). Figures, method and targets: Benchmarks/README.md.
#
# Usage:  Benchmarks/run.sh
# Knobs:  RUNS=30 (hyperfine runs and /usr/bin/time runs per command), LAUNCHES=20, KEY_PRESSES=300,
#         MEMORY_RUNS=5, GHBROWSE_BIN_DIR=DIR (use the release binaries in DIR instead of building
#         .build/release with scripts/release-flags.sh), RESULTS=FILE (also write every figure as JSON).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs=${RUNS:-30}
launches=${LAUNCHES:-20}
presses=${KEY_PRESSES:-300}
memory_runs=${MEMORY_RUNS:-5}

scripts/install-deps.sh tmux hyperfine gh time python3

if [ -n "${GHBROWSE_BIN_DIR:-}" ]; then
    bin=$GHBROWSE_BIN_DIR
else
    # The same release build scripts/run.sh and scripts/test.sh make.
    source scripts/release-flags.sh
    swift build "${RELEASE_FLAGS[@]}" --product ghbrowse
    swift build "${RELEASE_FLAGS[@]}" --product fixture-server
    bin=$root/.build/release
fi
for program in ghbrowse fixture-server; do
    [ -x "$bin/$program" ] || { echo "run.sh: $bin/$program is missing" >&2; exit 1; }
done

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# The GitHub CLI with GH_HOST=github.localhost talks plain HTTP to http://api.github.localhost/
# (port 80). glibc does not resolve *.localhost by itself here (files, then DNS), so the name goes
# into /etc/hosts when it does not already resolve to the loopback address.
if ! getent ahostsv4 api.github.localhost 2>/dev/null | grep -q '^127\.0\.0\.1 '; then
    echo "run.sh: adding api.github.localhost to /etc/hosts" >&2
    echo "127.0.0.1 api.github.localhost github.localhost # ghbrowse benchmarks" | $sudo tee -a /etc/hosts >/dev/null
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/ghbrowse-bench.XXXXXX")
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        $sudo kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# One server for both programs, on port 80 (what gh needs).
$sudo "$bin/fixture-server" --port 80 --log "$work/requests.log" >"$work/server.out" 2>&1 &
server_pid=$!
for _ in $(seq 100); do
    grep -q '^listening on 80$' "$work/server.out" 2>/dev/null && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
done
if ! grep -q '^listening on 80$' "$work/server.out"; then
    echo "run.sh: fixture-server could not listen on port 80 (is something else using it?):" >&2
    cat "$work/server.out" >&2
    exit 1
fi

api=http://api.github.localhost
export GITHUB_API_URL=$api GH_HOST=github.localhost GH_TOKEN=benchmark-token \
    GH_CONFIG_DIR="$work/gh-config" GH_NO_UPDATE_NOTIFIER=1 GH_PROMPT_DISABLED=1 \
    XDG_STATE_HOME="$work/state" LANG=C.UTF-8 LC_ALL=C.UTF-8
unset GITHUB_TOKEN NO_COLOR
mkdir -p "$GH_CONFIG_DIR" "$XDG_STATE_HOME"

ghbrowse_command="$bin/ghbrowse search github --limit 30"
gh_command="gh search repos github --limit 30"

echo "== Machine"
echo "  $(uname -srm); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'); $(nproc) CPUs;" \
     "$(awk '/MemTotal/ {printf "%.1f GiB RAM", $2 / 1048576}' /proc/meminfo)"
echo "  $(swift --version 2>/dev/null | head -1)"
echo "  $(gh --version | head -1); $(hyperfine --version); ghbrowse $("$bin/ghbrowse" --version)" \
     "at $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$root" diff --quiet 2>/dev/null || echo ' (+ local changes)')"
if [ -f "$root/scripts/ghbrowse.order" ]; then
    # How much of the layout list (scripts/order-file.py) this binary still has: names it lacks
    # were renamed or removed since the list was written, a sign it is time to write it again.
    ordered=$(wc -l <"$root/scripts/ghbrowse.order")
    present=$(nm "$bin/ghbrowse" | awk '{print $NF}' | sort -u | comm -12 - <(sort -u "$root/scripts/ghbrowse.order") | wc -l)
    echo "  code layout: $present of $ordered functions of scripts/ghbrowse.order are in this binary"
fi

echo "== Same answers from the same server"
: >"$work/requests.log"
$ghbrowse_command >"$work/ghbrowse.tsv"
echo "  ghbrowse: $(wc -l <"$work/ghbrowse.tsv") lines; requests: $(paste -sd' ' "$work/requests.log")"
: >"$work/requests.log"
$gh_command >"$work/gh.tsv"
echo "  gh:       $(wc -l <"$work/gh.tsv") lines; requests: $(paste -sd' ' "$work/requests.log")"
if [ "$(wc -l <"$work/gh.tsv")" -ne 30 ] || [ "$(wc -l <"$work/ghbrowse.tsv")" -ne 30 ]; then
    echo "run.sh: expected 30 repositories from each program" >&2
    exit 1
fi
if ! diff <(cut -f1 "$work/ghbrowse.tsv") <(cut -f1 "$work/gh.tsv") >/dev/null; then
    echo "run.sh: the two programs list different repositories" >&2
    exit 1
fi
echo "  both list the same 30 repositories in the same order"

echo "== 1. \`search github --limit 30\`: wall time (hyperfine, $runs runs after 5 warm-ups)"
hyperfine -N --style basic --warmup 5 --runs "$runs" --export-json "$work/wall.json" \
    -n ghbrowse "$ghbrowse_command" -n gh "$gh_command" >"$work/hyperfine.txt"
sed 's/^/  /' "$work/hyperfine.txt" | grep -E 'Benchmark|Time|Range' || true

echo "== 1. peak memory (/usr/bin/time -f %M, $runs runs each, interleaved)"
for _ in $(seq "$runs"); do
    /usr/bin/time -f %M -a -o "$work/memory-ghbrowse" $ghbrowse_command >/dev/null
    /usr/bin/time -f %M -a -o "$work/memory-gh" $gh_command >/dev/null
done

echo "== 2. interactive (pty and tmux)"
python3 Benchmarks/interactive.py --ghbrowse "$bin/ghbrowse" --api-url "$api" --runs "$launches" \
    --presses "$presses" --memory-runs "$memory_runs" --json "$work/interactive.json"

echo "== Against the targets"
python3 - "$work/wall.json" "$work/memory-ghbrowse" "$work/memory-gh" "$work/interactive.json" \
    "${RESULTS:-}" <<'EOF'
import json, statistics, sys
wall_file, ghbrowse_memory_file, gh_memory_file, interactive_file, results_file = sys.argv[1:6]
wall = {r["command"]: r for r in json.load(open(wall_file))["results"]}
def kib(path):
    return [int(line) for line in open(path) if line.strip().isdigit()]
memory = {"ghbrowse": kib(ghbrowse_memory_file), "gh": kib(gh_memory_file)}
interactive = json.load(open(interactive_file))
figures = {
    "search_wall_ms": {name: {"median": statistics.median(r["times"]) * 1000, "n": len(r["times"])}
                       for name, r in wall.items()},
    "search_peak_mib": {name: {"median": statistics.median(v) / 1024, "n": len(v)} for name, v in memory.items()},
    "interactive": interactive,
}
w, m = figures["search_wall_ms"], figures["search_peak_mib"]
wall_ratio = w["ghbrowse"]["median"] / w["gh"]["median"]
memory_ratio = m["ghbrowse"]["median"] / m["gh"]["median"]
figures["ratios"] = {"wall": wall_ratio, "peak_memory": memory_ratio}
def line(label, value, target, ok):
    print(f"  {label:<44} {value:<42} target {target:<10} {'met' if ok else 'MISSED'}")
line("search wall time, ghbrowse / gh",
     f"{w['ghbrowse']['median']:.1f} / {w['gh']['median']:.1f} ms = {wall_ratio:.2f}x (N={w['gh']['n']})",
     "<= 0.30x", wall_ratio <= 0.30)
line("search peak memory, ghbrowse / gh",
     f"{m['ghbrowse']['median']:.1f} / {m['gh']['median']:.1f} MiB = {memory_ratio:.2f}x (N={m['gh']['n']})",
     "<= 0.55x", memory_ratio <= 0.55)
launch = interactive["launch_to_results_ms"]
line("launch to recalled results", f"{launch['median']:.1f} ms (N={launch['n']})", "<= 40 ms", launch["median"] <= 40)
key = interactive["key_to_redraw_end_ms"]
line("key press to redraw", f"{key['median']:.2f} ms (N={key['n']})", "< 5 ms", key["median"] < 5)
peak = interactive["peak_after_1000_results_mib"]
line("peak memory with 1,000 results", f"{peak['median']:.1f} MiB (N={peak['n']})", "<= 18 MiB",
     peak["median"] <= 18)
if results_file:
    json.dump(figures, open(results_file, "w"), indent=2)
EOF
