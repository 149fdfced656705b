# Sourced by run.sh and test.sh: how release binaries are built.
# A static Swift runtime starts faster and keeps about 4 MiB less resident than the shared
# libraries; lld links it without GNU ld's warnings about glibc symbols inside Foundation.
# `-z pack-relative-relocs` (DT_RELR, glibc 2.36): the binary's ~85,000 relative relocations as a
# few kilobytes of bitmaps instead of 2 MB of entries the dynamic loader reads at every start.
RELEASE_FLAGS=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
