# Sourced by the benchmark scripts: the release ghbrowse and fixture-server, and the stand-in
# started on a free loopback port with its output in a scratch directory, both removed at exit.
#   release_binaries            sets bin: GHBROWSE_BIN_DIR, else the release build (built with
#                               scripts/release-flags.sh)
#   start_fixture_server NAME [ARG...]
#                               sets work (the scratch directory), server_pid and port; on failure
#                               says so as NAME and exits 1; ARGs go to fixture-server
release_binaries() {
    if [ -n "${GHBROWSE_BIN_DIR:-}" ]; then
        bin=$GHBROWSE_BIN_DIR
    else
        source scripts/release-flags.sh
        swift build "${RELEASE_FLAGS[@]}" --product ghbrowse >&2
        swift build "${RELEASE_FLAGS[@]}" --product fixture-server >&2
        bin=.build/release
    fi
}

start_fixture_server() {
    work=$(mktemp -d)
    server_pid=
    trap 'stop_fixture_server' EXIT
    "$bin/fixture-server" --port 0 "${@:2}" >"$work/server.out" 2>&1 &
    server_pid=$!
    for _ in $(seq 100); do
        grep -q '^listening on ' "$work/server.out" 2>/dev/null && break
        sleep 0.1
    done
    port=$(sed -n 's/^listening on \([0-9]*\)$/\1/p' "$work/server.out" | head -n 1)
    if [ -z "$port" ]; then
        echo "$1: fixture-server did not start:" >&2
        cat "$work/server.out" >&2
        exit 1
    fi
}

stop_fixture_server() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
