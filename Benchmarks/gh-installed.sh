#!/usr/bin/env bash
# Issue 28: the start-up cost of the GitHub CLI being installed. ghbrowse asks `gh auth token` only
# when gh's hosts.yml names the host (Data/Auth/TokenResolver.swift): gh not logged in costs nothing.
# In one interleaved run each, on the loopback fixture server:
#   the piped search (`--no-cache search github --limit 30`, stdout a pipe as with `| cat`) with
#     no gh at all, gh on PATH and no hosts.yml entry (gh not asked), and hosts.yml naming the
#     host (gh asked), against curl fetching the same page;
#   the launch to the recalled search's first row (Benchmarks/launch_floor.py) in the same three
#     ways, against `curl --version`.
# Without a GitHub CLI installed, a stand-in `gh` (sleeps 50 ms, prints nothing, exits 1: what
# `gh auth token` costs and says without a login) is put on a PATH directory of its own; with one,
# that directory holds a link to it. Prints figures; never fails on time.
#
# Usage: Benchmarks/gh-installed.sh   (env: GHBROWSE_BIN_DIR=DIR to use binaries built elsewhere,
#        RUNS=20 for the medians)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-20}

missing=()
for tool in curl python3; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
[ ${#missing[@]} -eq 0 ] || scripts/install-deps.sh "${missing[@]}" >&2

source Benchmarks/fixture-server.sh
release_binaries
start_fixture_server gh-installed.sh
api="http://127.0.0.1:$port"
host="127.0.0.1:$port"  # the host ghbrowse resolves GITHUB_API_URL to, and looks up in hosts.yml

# The GitHub CLI, on a PATH directory of its own.
mkdir -p "$work/gh-bin"
calls="$work/gh-calls.log"
: >"$calls"
if real_gh=$(command -v gh); then
    ln -s "$real_gh" "$work/gh-bin/gh"
    gh_note="the GitHub CLI at $real_gh ($("$real_gh" --version | head -n 1))"
else
    cat >"$work/gh-bin/gh" <<STANDIN
#!/bin/sh
# A stand-in for the GitHub CLI without a login: \`gh auth token\` takes ~50 ms, prints nothing, exits 1.
echo "\$*" >>"$calls"
sleep 0.05
exit 1
STANDIN
    chmod +x "$work/gh-bin/gh"
    gh_note="no GitHub CLI installed: a stand-in gh on PATH (sleep 50 ms, no output, exit 1)"
fi
path_with_gh="$work/gh-bin:$PATH"
# gh's configuration: none (not logged in), or a hosts.yml naming the host without a token (a
# login whose token is in the keyring: only `gh auth token` can give it).
mkdir -p "$work/gh-none" "$work/gh-login"
printf '"%s":\n    user: octocat\n    git_protocol: https\n' "$host" >"$work/gh-login/hosts.yml"

gh="$bin/ghbrowse"
# As floors.sh: figures on a copy without debug information (the same code).
if cp "$bin/ghbrowse" "$work/ghbrowse" && strip --strip-debug "$work/ghbrowse"; then gh="$work/ghbrowse"; fi
common=(env -u GH_TOKEN -u GITHUB_TOKEN -u GH_PATH -u GH_HOST -u GH_CONFIG_DIR -u GH_ENTERPRISE_TOKEN
        -u GITHUB_ENTERPRISE_TOKEN GITHUB_API_URL="$api" XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state"
        XDG_CONFIG_HOME="$work/config" HOME="$work" TERM=xterm-256color NO_COLOR=)
no_gh="GH_PATH=/nonexistent/gh GH_CONFIG_DIR=$work/gh-none"
gh_not_logged_in="PATH=$path_with_gh GH_CONFIG_DIR=$work/gh-none"
gh_asked="PATH=$path_with_gh GH_CONFIG_DIR=$work/gh-login"
search="$gh --no-cache search github --limit 30"
curl_search="curl -s -H Accept:application/vnd.github+json $api/search/repositories?q=github&per_page=30&page=1"

# Check each way once: 30 lines, and gh asked only with the login (the stand-in logs its calls).
for way in "$no_gh" "$gh_not_logged_in" "$gh_asked"; do
    lines=$("${common[@]}" $way $search | wc -l)
    [ "$lines" -eq 30 ] || { echo "gh-installed.sh: $way: $lines lines, not 30" >&2; exit 1; }
    asked=$(wc -l <"$calls")
    echo "check: ${way//$path_with_gh/gh-bin:\$PATH}: 30 lines, gh run $asked time(s) so far" >&2
done
if [ -z "$real_gh" ] && [ "$(cat "$calls")" != "auth token --secure-storage --hostname $host" ]; then
    echo "gh-installed.sh: gh was not asked exactly once, with the login only: $(cat "$calls")" >&2
    exit 1
fi

echo "ghbrowse with the GitHub CLI installed ($(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $bin)"
echo "  $gh_note; load average $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
echo
echo "## The piped search (interleaved, fork to exit, stdout a drained pipe, N=$runs)"
echo
"${common[@]}" python3 Benchmarks/pipe_time.py --runs "$runs" --warmup 3 \
    --label "curl, the same page" --label "ghbrowse --no-cache search github --limit 30, no gh" \
    --label "ghbrowse, gh on PATH, not logged in (gh not asked)" \
    --label "ghbrowse, gh on PATH, hosts.yml names the host (gh asked)" \
    -- "$curl_search" "$no_gh $search" "$gh_not_logged_in $search" "$gh_asked $search" \
    | sed "s|$work/||g; s/^/  /"
echo
echo "## Launch to the recalled results (pty 100x30, interleaved, N=$runs)"
echo
"${common[@]}" python3 Benchmarks/launch_floor.py --ghbrowse "$gh" --api-url "$api" --runs "$runs" \
    --variant "no gh" "$no_gh" \
    --variant "gh on PATH, not logged in (gh not asked)" "$gh_not_logged_in" \
    --variant "gh on PATH, hosts.yml names the host (gh asked)" "$gh_asked" \
    | sed "s|$work/||g; s/^/  /"
if [ -z "$real_gh" ]; then
    echo
    echo "The stand-in gh ran $(wc -l <"$calls") times in all (once in the checks, then once a run with the login, warm-ups included)."
fi
