# Sourced by the benchmark scripts: starts "$bin/fixture-server" on a free loopback port with its
# output in a scratch directory, and removes both when the script exits.
#   start_fixture_server NAME   sets work (the scratch directory), server_pid and port; on failure
#                               says so as NAME and exits 1
start_fixture_server() {
    work=$(mktemp -d)
    server_pid=
    trap 'stop_fixture_server' EXIT
    "$bin/fixture-server" --port 0 >"$work/server.out" 2>&1 &
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
