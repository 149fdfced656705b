#!/usr/bin/env bash
# Installs what is missing (tmux too, for the end-to-end tests), builds the release binaries the
# end-to-end tests drive, then runs every test. Exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh tmux
source scripts/release-flags.sh
swift build "${RELEASE_FLAGS[@]}" --product ghbrowse
swift build "${RELEASE_FLAGS[@]}" --product fixture-server
swift test
