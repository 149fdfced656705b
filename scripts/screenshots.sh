#!/usr/bin/env bash
# Pictures of ghbrowse's screens, dark and light, from the loopback fixture server through tmux:
# each screen is captured with its colours (`capture-pane -e`) and drawn as a PNG by
# scripts/ansi_png.py, so they can be made again after any change and looked at side by side.
#
#   scripts/screenshots.sh [OUT_DIR]      (default docs/screenshots; README.md shows browser-dark.png)
#
# Uses the debug build (built when missing; GHBROWSE_BIN_DIR points elsewhere), tmux, and
# /usr/bin/python3 with Pillow and DejaVu Sans Mono (Debian: python3-pil fonts-dejavu-core, installed
# when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/screenshots}"
mkdir -p "$out"
scripts/install-deps.sh tmux python3-pil fonts-dejavu-core
bin="${GHBROWSE_BIN_DIR:-.build/debug}"
[ -x "$bin/ghbrowse" ] && [ -x "$bin/fixture-server" ] || swift build --product ghbrowse >&2
[ -x "$bin/fixture-server" ] || swift build --product fixture-server >&2
bin="$(cd "$bin" && pwd)"

work="$(mktemp -d)"
socket="ghbrowse-shots-$$"
server_pid=""
cleanup() {
    tmux -L "$socket" kill-server 2>/dev/null || true
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
"$bin/fixture-server" --port 0 > "$work/server.out" 2>&1 &
server_pid=$!
for _ in $(seq 100); do grep -q "listening on" "$work/server.out" 2>/dev/null && break; sleep 0.05; done
port="$(grep -o 'listening on [0-9]*' "$work/server.out" | grep -o '[0-9]*$')"

columns=100
rows=30
# Waits until the screen shows TEXT (at most 10 s).
wait_for() {
    for _ in $(seq 200); do
        tmux -L "$socket" capture-pane -p -t shots | grep -qF -- "$1" && return 0
        sleep 0.05
    done
    echo "screenshots.sh: '$1' never appeared" >&2
    tmux -L "$socket" capture-pane -p -t shots >&2
    return 1
}
keys() { tmux -L "$socket" send-keys -t shots "$@"; }
shot() {
    sleep 0.3 # the last frame drawn
    tmux -L "$socket" capture-pane -e -p -t shots > "$work/$1.txt"
    /usr/bin/python3 scripts/ansi_png.py "$work/$1.txt" "$out/$1.png" --columns "$columns" --rows "$rows" $2
    echo "$out/$1.png" >&2
}

for theme in dark light; do
    light=""
    [ "$theme" = light ] && light="--light"
    home="$work/home-$theme"
    mkdir -p "$home"
    tmux -L "$socket" -f /dev/null new-session -d -s shots -x "$columns" -y "$rows" \
        "env -u GH_TOKEN -u GITHUB_TOKEN -u NO_COLOR HOME=$home XDG_STATE_HOME=$home/state XDG_CACHE_HOME=$home/cache \
         XDG_CONFIG_HOME=$home/config GH_CONFIG_DIR=$home/gh GH_PATH=/nonexistent TERM=xterm-256color \
         COLORTERM=truecolor LANG=C.UTF-8 GITHUB_API_URL=http://127.0.0.1:$port $bin/ghbrowse --theme $theme"
    wait_for "Search:"
    keys -l "readme-fixtures"
    keys Enter
    wait_for "junegunn/fzf"
    shot "browser-$theme" "$light"
    keys Enter
    wait_for "README.md"
    shot "detail-$theme" "$light"
    keys f
    wait_for "files"
    wait_for "github3/"
    shot "files-$theme" "$light"
    keys -l "/"
    keys -l "repos/repo.py"
    keys Enter
    wait_for "repo.py"
    sleep 1 # highlighting
    shot "file-$theme" "$light"
    keys Escape
    keys Escape
    keys Escape
    wait_for "README.md"
    keys c
    wait_for "commits"
    shot "commits-$theme" "$light"
    keys Enter
    wait_for "Author:"
    shot "commit-$theme" "$light"
    keys Escape
    keys Escape
    wait_for "README.md"
    keys -l "?"
    wait_for "Keys"
    shot "help-$theme" "$light"
    tmux -L "$socket" kill-session -t shots
done
