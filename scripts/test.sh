#!/usr/bin/env bash
# Installs what is missing (tmux too, for the end-to-end tests), then runs every test with plain
# `swift test`, which builds the debug ghbrowse and fixture-server the end-to-end tests drive.
# Exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh tmux
swift test "$@"
