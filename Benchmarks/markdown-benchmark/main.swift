// Parses and lays out a 250 KB table-heavy README at 100 columns and prints the median time
// and the memory the rendered document adds, compared with the README's size.
// Usage: markdown-benchmark [RUNS] [FIXTURE-DIRECTORY]   (Benchmarks/readme.sh runs it in release)
import BenchmarkSupport
import Foundation
import Markdown
#if canImport(Glibc)
import Glibc
#endif

/// The fzf README from the fixtures, followed by generated tables until the text is 250 KB.
func benchmarkReadme(fixtureDirectory: String, size: Int = 250_000) -> (bytes: [UInt8], htmlURL: String) {
    struct Envelope: Decodable {
        let content: String
        let html_url: String
    }
    let path = fixtureDirectory + "/readme-junegunn-fzf.json"
    guard let data = FileManager.default.contents(atPath: path),
          let envelope = try? JSONDecoder().decode(Envelope.self, from: data),
          let readme = Data(base64Encoded: envelope.content.split(whereSeparator: \.isNewline).joined()) else {
        FileHandle.standardError.write(Data("markdown-benchmark: cannot read \(path)\n".utf8))
        exit(2)
    }
    var text = String(decoding: readme, as: UTF8.self)
    var table = 0
    while text.utf8.count < size {
        table += 1
        text += "\n\n## Generated table \(table)\n\n| Option | Default | Since | Description |\n| :--- | :---: | ---: | --- |\n"
        for row in 0..<40 {
            text += "| `--option-\(table)-\(row)` | **on** | 0.\(row) | Turns on [feature \(row)](docs/feature-\(row).md) "
                + "for *every* item, including ones with ~~long~~ descriptions that wrap 中文 text |\n"
        }
    }
    return (Array(text.utf8.prefix(size)), envelope.html_url)
}

/// Heap bytes in use: glibc's mallinfo2 (uordblks + hblkhd) where it can be called, else resident memory.
func residentMemory() -> Int {
    #if arch(x86_64)
    // mallinfo2 returns a 10 × size_t struct; on x86-64 the caller passes the result's address
    // first (the System V "sret" rule), which is how it is called here without a C shim.
    typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
    if let symbol = dlsym(nil, "mallinfo2") {
        var fields = [Int](repeating: 0, count: 10)
        fields.withUnsafeMutableBytes { _ = unsafeBitCast(symbol, to: MallInfo2.self)($0.baseAddress!) }
        return fields[7] + fields[4]
    }
    #endif
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// glibc's malloc_trim(0) (not in Swift's Glibc module, so looked up at run time).
func trimHeap() {
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(nil, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
}

let arguments = CommandLine.arguments

// `markdown-benchmark write-readme PATH [KB]`: the benchmark README (KB kilobytes, default 250) to a
// file, so other renderers (`lowdown -tterm`) get the same bytes.
// `markdown-benchmark render PATH [WIDTH]`: what `ghbrowse view` does with a README on a terminal
// (parse, lay out at WIDTH, default 100, styled text), once, to stdout: the run to count under
// `valgrind --tool=callgrind`.
if arguments.count > 2, arguments[1] == "write-readme" {
    let kilobytes = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 250) : 250
    let (bytes, _) = benchmarkReadme(fixtureDirectory: arguments.count > 4 ? arguments[4] : "../shared/fixtures/readme",
                                     size: kilobytes * 1000)
    _ = FileManager.default.createFile(atPath: arguments[2], contents: Data(bytes))
    exit(0)
}
// `markdown-benchmark headings [N]`: N identical headings (default 20,000) parsed and laid out as the
// detail screen does (BlockwiseLayout) and whole, timed: anchors are de-duplicated in linear time.
if arguments.count > 1, arguments[1] == "headings" {
    let count = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 20_000) : 20_000
    let bytes = Array(String(repeating: "## Usage\n\n", count: count).utf8)
    let start = DispatchTime.now().uptimeNanoseconds
    let document = MarkdownParser.parse(bytes: bytes, fileName: "README.md", htmlURL: nil)
    let parsed = DispatchTime.now().uptimeNanoseconds
    let screen = BlockwiseLayout(document, width: 100)
    let blockwise = DispatchTime.now().uptimeNanoseconds
    let whole = DocumentLayout.layout(document, width: 100)
    let end = DispatchTime.now().uptimeNanoseconds
    print(String(format: "%d identical headings: parse %.1f ms, blockwise layout %.1f ms (%d anchors), whole layout %.1f ms "
                 + "(%d anchors)", count, Double(parsed - start) / 1e6, Double(blockwise - parsed) / 1e6, screen.anchors.count,
                 Double(end - blockwise) / 1e6, whole.anchors.count))
    exit(0)
}
// `render PATH WIDTH plain`: without colour, links in brackets (what `NO_COLOR=1 ghbrowse view` prints).
// `render-via-screen PATH [WIDTH] [plain]`: the same text made the screen's way (`DocumentLayout`, then
// `TerminalText.render(_:styled:)`), to compare with `cmp`.
if arguments.count > 2, arguments[1] == "render" || arguments[1] == "render-via-screen" {
    guard let data = FileManager.default.contents(atPath: arguments[2]) else { exit(2) }
    let width = arguments.count > 3 ? max(20, Int(arguments[3]) ?? 100) : 100
    let styled = !(arguments.count > 4 && arguments[4] == "plain")
    var document = MarkdownParser.parse(bytes: [UInt8](data), fileName: "README.md",
                                        htmlURL: "https://github.com/junegunn/fzf/blob/master/README.md")
    if !styled { document = LinkMarking.bracketed(document) }
    let text = arguments[1] == "render"
        ? TerminalText.render(document, width: width, styled: styled)
        : TerminalText.render(DocumentLayout.layout(document, width: width), styled: styled)
    FileHandle.standardOutput.write(Data(text.utf8))
    exit(0)
}
let runs = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 20) : 20
let fixtures = arguments.count > 2 ? arguments[2] : "../shared/fixtures/readme"
let (bytes, htmlURL) = benchmarkReadme(fixtureDirectory: fixtures)

// Memory first, in a fresh heap, so freed memory from earlier runs does not hide the growth.
// malloc_trim hands freed heap back, so what remains is what is kept. The detail screen keeps the
// parsed document and a BlockwiseLayout with the blocks of the screen it drew; the whole layout
// (every line at once, what the command line prints) is measured too, for comparison.
trimHeap()
let before = residentMemory()
var keptDocument: MarkdownDocument? = MarkdownParser.parse(bytes: bytes, fileName: "README.md", htmlURL: htmlURL)
trimHeap()
let documentAdded = residentMemory() - before
var keptScreen: BlockwiseLayout? = keptDocument.map { BlockwiseLayout($0, width: 100) }
if let screen = keptScreen {
    // A screenful at the top and one in the middle, as a reader who scrolled would have drawn.
    for index in Array(0..<30) + Array((screen.lineCount / 2)..<(screen.lineCount / 2 + 30)) { _ = screen.line(index) }
}
trimHeap()
let added = residentMemory() - before
withExtendedLifetime(keptScreen) {}
keptScreen = nil
trimHeap()
let beforeWhole = residentMemory()
var keptLayout: LaidOutDocument? = keptDocument.map { DocumentLayout.layout($0, width: 100) }
trimHeap()
let wholeLayoutAdded = residentMemory() - beforeWhole
withExtendedLifetime((keptDocument, keptLayout)) {}
keptDocument = nil
keptLayout = nil

var parseTimings: [Double] = []
var totalTimings: [Double] = []
var wholeTimings: [Double] = []
var lineCount = 0
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let document = MarkdownParser.parse(bytes: bytes, fileName: "README.md", htmlURL: htmlURL)
    let parsed = DispatchTime.now().uptimeNanoseconds
    // What the detail screen does before it draws: every block laid out once, then a screenful.
    let screen = BlockwiseLayout(document, width: 100)
    for index in 0..<30 { _ = screen.line(index) }
    let end = DispatchTime.now().uptimeNanoseconds
    lineCount = screen.lineCount
    let wholeStart = DispatchTime.now().uptimeNanoseconds
    _ = DocumentLayout.layout(document, width: 100)
    wholeTimings.append(Double(DispatchTime.now().uptimeNanoseconds - wholeStart) / 1_000_000)
    parseTimings.append(Double(parsed - start) / 1_000_000)
    totalTimings.append(Double(end - start) / 1_000_000)
}

print("README \(bytes.count) bytes, \(lineCount) lines at 100 columns, \(runs) runs")
print(String(format: "parse + layout (and a screen drawn): median %.1f ms (min %.1f, max %.1f); parse alone median %.1f ms",
             median(totalTimings), totalTimings.min()!, totalTimings.max()!, median(parseTimings)))
print(String(format: "memory the detail screen keeps for the README (heap in use, mallinfo2): %.2f MB, %.1fx the README "
             + "(document %.2f MB, blockwise layout with two screens drawn %.2f MB)", Double(added) / 1_048_576,
             Double(added) / Double(bytes.count), Double(documentAdded) / 1_048_576,
             Double(added - documentAdded) / 1_048_576))
print(String(format: "for comparison, every line laid out at once (the command line's print): %.2f MB more, "
             + "median %.1f ms (the detail screen's blockwise layout: %.1f ms)", Double(wholeLayoutAdded) / 1_048_576,
             median(wholeTimings), median(zip(totalTimings, parseTimings).map { $0 - $1 })))
