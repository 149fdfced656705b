// A standalone libFuzzer entry for FuzzMarkdown (scripts/fuzz.sh generates the same one itself).
// Build it by hand, from the package root:
//   swift build -c release --scratch-path .build/fuzz --target FuzzMarkdown -Xswiftc -sanitize=fuzzer
//   bin=.build/fuzz/release
//   swiftc -O -sanitize=fuzzer -parse-as-library Fuzz/Markdown/entry/LLVMFuzzerTestOneInput.swift \
//       -I $bin/Modules -I Sources/CShims/CCmarkGFM $bin/FuzzMarkdown.build/*.o $bin/Markdown.build/*.o \
//       $bin/TextCells.build/*.o -lcmark-gfm -lcmark-gfm-extensions -o .build/fuzz/fuzz-markdown
//   .build/fuzz/fuzz-markdown .build/fuzz/corpus-markdown Fuzz/Markdown/corpus -max_total_time=60
import FuzzMarkdown

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    MarkdownFuzz.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
