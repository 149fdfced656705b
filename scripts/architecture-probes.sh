#!/usr/bin/env bash
# Proves that the compiler keeps DESIGN.md's rule 3: drops a probe file into every
# Modules/*/Presenter and Modules/*/View folder (and each shared target under Modules/Shared/Presenter
# and Modules/Shared/View) that imports a module the layer must not reach
# (curl, the terminal, the file store, the response cache, the Interactors, the HTTP client),
# builds that folder's target with SwiftPM's import check, and passes only when every probe
# fails to compile. A control probe per folder (an allowed import) must compile, so a failure
# is the rule's and not a broken build's.
# Usage: scripts/architecture-probes.sh     (exits non-zero when a probe compiles)
set -uo pipefail
cd "$(dirname "$0")/.."

# What issue 16 names: curl, the terminal, and the modules that define CurlHTTPClient (APIClient)
# and the history store (Store); the rest of the data layer is kept out by the target graph,
# which Tests/ArchitectureTests checks as `swift package dump-package` reports it.
presenter_forbidden=(CCurl CNCursesW TerminalUI APIClient Store Interactors)
view_forbidden=(CCurl Store Interactors)
failures=0
probe=""
# Logs of this run only: another run (another checkout) must never be read as this one's.
scratch=$(mktemp -d)
cleanup() { [ -n "$probe" ] && rm -f "$probe"; rm -rf "$scratch"; }
trap cleanup EXIT

build() { # target → 0 when it compiles
    swift build --target "$1" --explicit-target-dependency-import-check error >"$scratch/probe.log" 2>&1
}

check() { # folder target module expectation(compiles|fails)
    local folder=$1 target=$2 module=$3 expected=$4
    probe="$folder/ArchitectureProbe.swift"
    printf 'import %s\n' "$module" >"$probe"
    if build "$target"; then
        outcome=compiles
    elif grep -qE "no such module '$module'|imports another target \($module\)" "$scratch/probe.log"; then
        outcome=fails
    else
        outcome="fails for another reason"
    fi
    rm -f "$probe"
    probe=""
    if [ "$outcome" = "$expected" ]; then
        echo "ok    $target: import $module $outcome"
    else
        echo "FAIL  $target: import $module $outcome (expected: $expected)"
        sed -n '1,15p' "$scratch/probe.log" | grep -E "error" | head -3
        failures=$((failures + 1))
    fi
}

build ghbrowse >/dev/null 2>&1 || { echo "the package does not build; fix that first" >&2; exit 1; }
# Which target builds a folder, from the package's own description (not from folder names).
swift package dump-package >"$scratch/package.json"
target_of() {
    python3 -c 'import json,sys
for t in json.load(open(sys.argv[2]))["targets"]:
    if t.get("path") == sys.argv[1]: print(t["name"])' "$1" "$scratch/package.json"
}
for folder in Modules/*/Presenter Modules/Shared/Presenter/*; do
    [ "$folder" = Modules/Shared/Presenter ] && continue
    target=$(target_of "$folder")
    [ -n "$target" ] || { echo "FAIL  no target builds $folder"; failures=$((failures + 1)); continue; }
    check "$folder" "$target" TextCells compiles
    for module in "${presenter_forbidden[@]}"; do check "$folder" "$target" "$module" fails; done
done
for folder in Modules/*/View Modules/Shared/View/*; do
    [ "$folder" = Modules/Shared/View ] && continue
    target=$(target_of "$folder")
    [ -n "$target" ] || { echo "FAIL  no target builds $folder"; failures=$((failures + 1)); continue; }
    check "$folder" "$target" TerminalUI compiles
    for module in "${view_forbidden[@]}"; do check "$folder" "$target" "$module" fails; done
done
# Leave the build as it was (the probes' objects are gone with the probes).
build ghbrowse >/dev/null 2>&1
if [ "$failures" -ne 0 ]; then
    echo "$failures probe(s) broke the layering" >&2
    exit 1
fi
echo "every probe outside its layer failed to compile"
