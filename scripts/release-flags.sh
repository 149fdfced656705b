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
unset ghbrowse_root libstdcxx_archive
