#!/usr/bin/env bash
# Installs what is missing (tmux too, for the end-to-end tests), then runs every test with plain
# `swift test`, which builds the debug ghbrowse and fixture-server the end-to-end tests drive.
# (Not `--parallel`: it runs each test in a process of its own, and a process that exits while
# the highlighter's warm-up thread is still starting Qt can deadlock or abort in Qt's exit-time
# destructors; see the note of 2026-11-27.) With no arguments it then runs
# scripts/architecture-probes.sh, which proves the compiler keeps the VIPER layers apart (about
# twelve minutes on two cores). Exits non-zero when any test or probe fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh tmux
swift test "$@"
if [ $# -eq 0 ]; then scripts/architecture-probes.sh; fi
