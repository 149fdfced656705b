#!/usr/bin/env bash
# Writes docs/ghbrowse.1, the manual page: the commands and options from swift-argument-parser's
# own manual generator (its `generate-manual` tool, run on the built ghbrowse), then the KEYS
# section that `ghbrowse keys-manual` writes from the key table. Neither part is written by hand,
# so neither can drift; ManualPageTests checks the committed page against both.
#
#   scripts/man.sh [GHBROWSE_BINARY]     (default: the debug build, built when missing)
#   man ./docs/ghbrowse.1                to read it
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/ghbrowse}"
[ -x "$binary" ] || swift build --product ghbrowse >&2
swift build --product generate-manual >&2
tool="$(swift build --show-bin-path)/generate-manual"
# The date of the last commit, so the page changes only when the program does.
date="$(git log -1 --format=%cs 2>/dev/null || date +%F)"
generated="$("$tool" "$binary" --date "$date" --output-directory -)"
keys="$("$binary" keys-manual)"
# The hidden `keys-manual` command is for this script only: its entry leaves the page, and the
# KEYS section goes before EXIT STATUS.
printf '%s\n' "$generated" | awk -v keys="$keys" '
    /^\.It Em keys-manual$/ { skipping = 1; next }
    skipping && /^\.It Em / { skipping = 0 }
    /^\.Sh "EXIT STATUS"$/ { print keys; skipping = 0 }
    !skipping { print }
' > docs/ghbrowse.1
echo "docs/ghbrowse.1: $(wc -l < docs/ghbrowse.1) lines" >&2
