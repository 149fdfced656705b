#!/usr/bin/env bash
# Builds every fuzz target under Fuzz/<Name>/ with libFuzzer (`swiftc -sanitize=fuzzer`) and runs
# each for SECONDS (default 60), starting from its committed corpus. Exits non-zero when a target
# crashes (the crashing input is left in .build/fuzz/artifacts/<Name>/; copy it into
# Fuzz/<Name>/corpus/ once fixed, so `swift test` replays it) or does not build.
#
#   scripts/fuzz.sh [SECONDS] [NAME…]     e.g. scripts/fuzz.sh 600, scripts/fuzz.sh 30 Keys
#
# Each target is a library target `Fuzz<Name>` (see Package.swift) with one entry,
# `<Name>Fuzz.run(_ bytes: [UInt8])`. SwiftPM compiles it and its dependencies with coverage
# instrumentation into .build/fuzz; this script links them with a generated
# `LLVMFuzzerTestOneInput` calling that entry. Findings and new inputs go to .build/fuzz, never
# into the committed corpus.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
case "$seconds" in ''|*[!0-9]*) echo "usage: scripts/fuzz.sh [SECONDS] [NAME…]" >&2; exit 2 ;; esac

if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for directory in Fuzz/*/; do
        name="$(basename "$directory")"
        [ -d "Fuzz/$name/corpus" ] && names+=("$name")
    done
fi

scratch=.build/fuzz
configuration=release
# libFuzzer's own handler must see a crash to write the input that caused it: no Swift backtracer.
export SWIFT_BACKTRACE=enable=no
status=0

for name in "${names[@]}"; do
    echo "== Fuzz$name: building" >&2
    if ! swift build -c "$configuration" --scratch-path "$scratch" --target "Fuzz$name" \
            -Xswiftc -sanitize=fuzzer >&2; then
        echo "fuzz.sh: Fuzz$name does not build" >&2
        status=1
        continue
    fi
done

products="$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)"

# FuzzHighlight dlopens libGHBHighlight.so (KSyntaxHighlighting) as ghbrowse does: build it (not
# instrumented: a C++ library) and point the loader at it, since the fuzz binary does not sit beside it.
for name in "${names[@]}"; do
    [ "$name" = Highlight ] || continue
    if ! swift build -c "$configuration" --scratch-path "$scratch" --product GHBHighlight >&2; then
        echo "fuzz.sh: libGHBHighlight does not build" >&2
        status=1
    fi
done
export GHBROWSE_HIGHLIGHT_LIBRARY="$products/libGHBHighlight.so"

# The objects a target needs: those of the modules it loads (the closure SwiftPM's dependency
# files name), each module's as its current `sources` list names them. A scratch directory kept
# from older builds holds objects of sources since removed or renamed, and of modules no target
# uses any more: linking every object found would link those too (duplicate or missing symbols).
objects_for() {
    local queue=("Fuzz$1") module dependency
    local -A seen=()
    objects=()
    while [ "${#queue[@]}" -gt 0 ]; do
        module="${queue[0]}"
        queue=("${queue[@]:1}")
        [ -n "${seen[$module]:-}" ] && continue
        seen[$module]=1
        local directory="$products/$module.build"
        if [ ! -f "$directory/sources" ]; then
            # A C or C++ target of a dependency (Yams' CYaml, TOMLKit's CTOML): every object it built.
            [ -d "$directory" ] && while IFS= read -r object; do objects+=("$object"); done < <(
                find "$directory" -name '*.o' | sort)
            continue
        fi
        while IFS= read -r source; do
            # A path with a shell-special character (`Operators&Extensions.swift`) is listed quoted.
            source="${source#\'}"
            source="${source%\'}"
            [ -f "$directory/$(basename "$source").o" ] && objects+=("$directory/$(basename "$source").o")
        done < "$directory/sources"
        [ -f "$directory/$module.d" ] || continue
        while IFS= read -r dependency; do queue+=("$dependency"); done < <(
            # Each grep may find nothing (`|| true`: under `set -e` the group would stop there).
            { grep -o 'Modules/[A-Za-z0-9_]*\.swiftmodule' "$directory/$module.d" | sed 's|^Modules/||; s|\.swiftmodule$||' || true
              grep -o '[A-Za-z0-9_]*\.build/module\.modulemap' "$directory/$module.d" | sed 's|\.build/module\.modulemap$||' || true
              grep -o 'Sources/CShims/[A-Za-z0-9_]*/include/module\.modulemap' "$directory/$module.d" \
                | sed 's|^Sources/CShims/||; s|/include/module\.modulemap$||' || true
            } | sort -u)
    done
}

for name in "${names[@]}"; do
    [ -f "$products/Modules/Fuzz$name.swiftmodule" ] || continue
    driver="$scratch/driver-$name.swift"
    binary="$scratch/fuzz-$name"
    cat > "$driver" <<EOF
import Fuzz$name

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ${name}Fuzz.run(data.map { Array(UnsafeBufferPointer(start: \$0, count: size)) } ?? [])
    return 0
}
EOF
    echo "== Fuzz$name: linking" >&2
    objects_for "$name"
    # The module maps of the dependencies' C targets (CYaml, CTOML) sit in their build directories.
    dependency_maps=()
    for map in "$products"/*.build/module.modulemap; do
        [ -f "$map" ] && dependency_maps+=(-I "$(dirname "$map")")
    done
    if ! swiftc -O -sanitize=fuzzer -parse-as-library -module-name "FuzzDriver$name" "$driver" \
            -I "$products/Modules" -I Sources/CShims/CCurl -I Sources/CShims/CNCursesW -I Sources/CShims/CCmarkGFM \
            -I Sources/CShims/CCrypto -I Sources/CShims/CHighlightAPI "${dependency_maps[@]}" \
            "${objects[@]}" -lcurl -lcrypto -lncursesw -lcmark-gfm -lcmark-gfm-extensions -lstdc++ -o "$binary"; then
        echo "fuzz.sh: Fuzz$name does not link" >&2
        status=1
        continue
    fi

    work="$scratch/corpus/$name"
    artifacts="$scratch/artifacts/$name"
    mkdir -p "$work" "$artifacts"
    echo "== Fuzz$name: running for $seconds s" >&2
    dictionary=()
    [ -f "Fuzz/$name/fuzz.dict" ] && dictionary=(-dict="Fuzz/$name/fuzz.dict")
    # New inputs go to the scratch corpus (first directory); the committed one is only read.
    if ! "$binary" "$work" "Fuzz/$name/corpus" "${dictionary[@]}" -max_total_time="$seconds" -max_len=131072 -rss_limit_mb=2048 \
            -timeout=10 -artifact_prefix="$artifacts/" -print_final_stats=1 \
            2> "$scratch/fuzz-$name.log"; then
        echo "fuzz.sh: Fuzz$name CRASHED; input in $artifacts/, log in $scratch/fuzz-$name.log" >&2
        grep -E 'ERROR|Fatal error|SUMMARY|precondition|Test unit written' "$scratch/fuzz-$name.log" >&2 || true
        status=1
        continue
    fi
    grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb|^#[0-9]+.*DONE' "$scratch/fuzz-$name.log" >&2 || true
    tail -n 3 "$scratch/fuzz-$name.log" | grep -E 'cov:|Done' >&2 || true
done
exit "$status"
