// highlight-benchmark [FILE] [--lines N]
//
// Times syntax highlighting of a 10,000-line file (default: the recorded 94,550-byte
// github3/repos/repo.py of shared/fixtures/github-repo, its lines repeated to 10,000): loading
// libGHBHighlight (Qt included) and the definitions, the first screen (50 lines) from the
// moment the bytes are there, and the whole file. Prints figures; never fails on a time.
import BenchmarkSupport
import Foundation
import Glibc
import Highlight

func format(_ value: Double) -> String { String(format: "%.2f", value) }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("highlight-benchmark: \(message)\n".utf8))
    exit(1)
}

/// The recorded Python file, from its contents envelope.
func recordedFile() -> (name: String, bytes: [UInt8])? {
    var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("shared/fixtures/github-repo/contents-file-sigmavirus24-github3.py.json")
        if let data = FileManager.default.contents(atPath: candidate.path),
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let content = object["content"] as? String,
           let bytes = Data(base64Encoded: content, options: .ignoreUnknownCharacters) {
            return ("repo.py", [UInt8](bytes))
        }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}

var arguments = Array(CommandLine.arguments.dropFirst())
var wantedLines = 10_000
if let flag = arguments.firstIndex(of: "--lines"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
    wantedLines = count
    arguments.removeSubrange(flag...(flag + 1))
}
let source: (name: String, bytes: [UInt8])
if let path = arguments.first {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    source = (URL(fileURLWithPath: path).lastPathComponent, [UInt8](data))
} else {
    guard let recorded = recordedFile() else { fail("cannot find the recorded repo.py fixture") }
    source = recorded
}
// Repeat the file's lines up to the wanted count.
let sourceLines = source.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
var text: [UInt8] = []
for index in 0..<wantedLines {
    text += sourceLines[index % sourceLines.count]
    text.append(UInt8(ascii: "\n"))
}
let screenLines = 50

// Cold: the first highlighter of this process loads the library (and Qt) and the definitions.
var start = DispatchTime.now()
guard case .success = HighlightLibrary.load() else { fail("cannot load libGHBHighlight.so") }
let loadTime = milliseconds(start)
start = DispatchTime.now()
guard let coldHighlighter = (try? SyntaxHighlighter.make(fileName: source.name, firstLine: text, theme: .githubDark).get()) ?? nil else {
    fail("no syntax definition for \(source.name)")
}
let createTime = milliseconds(start)
start = DispatchTime.now()
let coldSession = HighlightSession(highlighter: coldHighlighter, text: text)
_ = coldSession.highlightNext(screenLines)
let coldScreen = milliseconds(start)

var firstScreens: [Double] = []
var wholeFiles: [Double] = []
var spanCount = 0
var styleCount = 0
for _ in 0..<7 {
    // From the bytes' arrival: a highlighter for the file, its lines, the first screen.
    start = DispatchTime.now()
    guard let highlighter = (try? SyntaxHighlighter.make(fileName: source.name, firstLine: text, theme: .githubDark).get()) ?? nil
    else { fail("no definition") }
    let session = HighlightSession(highlighter: highlighter, text: text)
    _ = session.highlightNext(screenLines)
    firstScreens.append(milliseconds(start))
    start = DispatchTime.now()
    let rest = session.highlightNext(session.lineCount)
    wholeFiles.append(milliseconds(start) + firstScreens.last!)
    spanCount = rest.lines.reduce(0) { $0 + $1.count }
    styleCount = rest.palette.styles.count
}

var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
print("file: \(source.name) repeated to \(wantedLines) lines, \(text.count) bytes; definition \(coldHighlighter.definitionName)")
print("cold (first in the process): dlopen libGHBHighlight + Qt \(format(loadTime)) ms, "
      + "highlighter (definitions) \(format(createTime)) ms, first \(screenLines) lines \(format(coldScreen)) ms")
print("first screen (\(screenLines) lines) from the bytes: median \(format(median(firstScreens))) ms")
print("whole file: median \(format(median(wholeFiles))) ms")
print("spans: \(spanCount) in \(styleCount) styles, \(spanCount * MemoryLayout<StyledSpan>.stride) bytes of spans "
      + "(\(String(format: "%.1f", Double(spanCount * MemoryLayout<StyledSpan>.stride) / Double(text.count)))x the file); "
      + "max RSS \(usage.ru_maxrss / 1024) MiB")
