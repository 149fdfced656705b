#!/usr/bin/env bash
# Installs what is missing, builds the release binary, and runs ghbrowse with the given arguments.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
source scripts/release-flags.sh
swift build "${RELEASE_FLAGS[@]}" --product ghbrowse >&2
# The highlighter (KSyntaxHighlighting over Qt), beside ghbrowse, opened only when a file is shown.
swift build "${RELEASE_FLAGS[@]}" --product GHBHighlight >&2
exec .build/release/ghbrowse "$@"
