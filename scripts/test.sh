#!/usr/bin/env bash
# Installs what is missing (tmux too, for the end-to-end tests), then runs every test with
# `swift test --parallel` (each test a process of its own, as many at once as there are cores;
# plain `swift test` runs the same tests one at a time), which builds the debug ghbrowse and
# fixture-server the end-to-end tests drive. A process may end while the highlighter's warm-up
# thread is still starting Qt: the highlighter's exit gate (HighlightLibrary.closeForExit, closed
# by the test bundle as by ghbrowse) keeps Qt's exit-time destructors from running under it. With
# no arguments it then runs
# scripts/architecture-probes.sh, which proves the compiler keeps the VIPER layers apart (about
# twelve minutes on two cores). Exits non-zero when any test or probe fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh tmux
swift test --parallel "$@"
if [ $# -eq 0 ]; then scripts/architecture-probes.sh; fi
