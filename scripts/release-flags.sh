# Sourced by run.sh and test.sh: how release binaries are built.
# A static Swift runtime starts faster and keeps about 4 MiB less resident than the shared
# libraries; lld links it without GNU ld's warnings about glibc symbols inside Foundation.
# `-z pack-relative-relocs` (DT_RELR, glibc 2.36): the binary's ~85,000 relative relocations as a
# few kilobytes of bitmaps instead of 2 MB of entries the dynamic loader reads at every start.
RELEASE_FLAGS=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)

# ghbrowse's release link takes libstdc++ from .build/static-libstdc++ when the archive is there
# (Package.swift): the static archive instead of libstdc++.so, one library fewer at start-up.
ghbrowse_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
libstdcxx_archive=$(c++ -print-file-name=libstdc++.a 2>/dev/null || gcc -print-file-name=libstdc++.a 2>/dev/null || true)
if [ -f "$libstdcxx_archive" ]; then
    mkdir -p "$ghbrowse_root/.build/static-libstdc++"
    ln -sf "$libstdcxx_archive" "$ghbrowse_root/.build/static-libstdc++/libstdc++.a"
fi

# Memory: the kernel maps code in 64-128 KiB windows around each page a program touches, so what
# stays resident follows how far apart the functions a run uses are, not how many there are.
# - `--no-export-dynamic` takes back the static stdlib's `-export-dynamic`: nothing loads symbols
#   from ghbrowse (libGHBHighlight links its own libraries), and the ~10,000 public Swift symbols'
#   dynamic table kept 0.8 MB resident at every start.
# - `--symbol-ordering-file`: the functions the usual paths run, first and side by side
#   (scripts/order-file.py writes the list; a name a later build lacks only loses its place).
#   `-function-sections` gives each of ghbrowse's own functions a section the linker can move
#   (the static stdlib's are built that way already).
RELEASE_FLAGS+=(-Xlinker --no-export-dynamic -Xswiftc -Xfrontend -Xswiftc -function-sections)
if [ -f "$ghbrowse_root/scripts/ghbrowse.order" ]; then
    RELEASE_FLAGS+=(-Xlinker "--symbol-ordering-file=$ghbrowse_root/scripts/ghbrowse.order"
        -Xlinker --no-warn-symbol-ordering)
fi
unset ghbrowse_root libstdcxx_archive
