#if canImport(Glibc)
import Glibc
#endif
import Highlight

/// Fuzz target: source text through libGHBHighlight (KSyntaxHighlighting, dlopened) within a work
/// budget, chunk by chunk as the file view asks for it. Any input must come back without a trap,
/// within its budget (a slow input is a finding), and what comes out must hold: the chunks follow
/// each other and cover exactly the file's lines (all of them, or up to where the file's budget
/// ran out), every span inside its line and in its palette.
///
/// Input: byte 0 picks the syntax (a file name from `fileNames`), byte 1 the lines of the first
/// chunk (1 ... 64); the rest is the file.
public enum HighlightFuzz {
    /// File names whose syntax definitions differ in how they nest, escape and switch contexts.
    public static let fileNames = [
        "a.c", "a.cpp", "a.swift", "a.py", "a.js", "a.ts", "a.json", "a.xml", "a.html", "a.md", "a.rs", "a.go",
        "a.sh", "a.rb", "a.php", "a.pl", "a.css", "a.yaml", "a.toml", "Makefile", "a.sql", "a.lua", "a.tex",
        "CMakeLists.txt", "a.diff", "a.ini", "a.java", "a.kt", "a.hs", "a.scala", "a.erl", "a.ex",
    ]

    /// The budget fuzzed inputs run under: the line limits of the app, a shorter file budget.
    public static let budget = HighlightBudget(lineBytes: HighlightBudget.standard.lineBytes,
                                               lineNanoseconds: HighlightBudget.standard.lineNanoseconds,
                                               fileNanoseconds: 500_000_000)

    /// How far past the file's budget a run may end: one line, its state freed, and the chunks' own
    /// work (generous: the machine is shared and the fuzzer instruments the Swift side).
    public static let slackNanoseconds: UInt64 = 2_000_000_000

    /// One input; traps (as libFuzzer wants) on the first broken promise.
    public static func run(_ bytes: [UInt8]) {
        if let problem = problems(bytes).first { preconditionFailure("HighlightFuzz: \(problem)") }
    }

    /// What went wrong with one input (empty when it held up).
    public static func problems(_ bytes: [UInt8]) -> [String] {
        let fileName = fileNames[Int(bytes.first ?? 0) % fileNames.count]
        let firstChunk = 1 + Int(bytes.count > 1 ? bytes[1] : 0) % 64
        let text = Array(bytes.dropFirst(2))
        let highlighter: SyntaxHighlighter
        switch SyntaxHighlighter.make(fileName: fileName, firstLine: text, theme: .githubDark) {
        case .failure(let error): return ["libGHBHighlight cannot be used: \(error)"]
        case .success(nil): return ["no syntax definition for \(fileName)"]
        case .success(let made?): highlighter = made
        }
        highlighter.budget = budget
        let started = now()
        let session = HighlightSession(highlighter: highlighter, text: text)
        var chunks: [HighlightChunk] = []
        var count = firstChunk
        while !session.isComplete {
            let chunk = session.highlightNext(count, nanoseconds: 20_000_000)
            if chunk.lines.isEmpty && !session.isComplete { return ["an empty chunk before the end"] }
            chunks.append(chunk)
            count = 256
        }
        let elapsed = now() - started
        var problems: [String] = []
        if elapsed > budget.fileNanoseconds + slackNanoseconds {
            problems.append("took \(elapsed / 1_000_000) ms, over the budget of \(budget.fileNanoseconds / 1_000_000) ms")
        }
        let lines = lineLengths(text)
        if lines.count != session.lineCount { problems.append("\(session.lineCount) lines counted, \(lines.count) split") }
        let covered = session.budgetSpentAt ?? lines.count
        var next = 0
        for chunk in chunks {
            if chunk.firstLine != next { problems.append("a chunk starts at \(chunk.firstLine), not \(next)") }
            next = chunk.firstLine + chunk.lines.count
        }
        if next != covered { problems.append("the chunks cover \(next) lines of \(covered)") }
        guard let palette = chunks.last?.palette else { return problems + ["no chunk at all"] }
        for chunk in chunks {
            for (offset, spans) in chunk.lines.enumerated() {
                let line = chunk.firstLine + offset
                guard line < lines.count else { break }
                for span in spans where Int(span.offset) + Int(span.length) > lines[line] || span.length == 0 {
                    problems.append("line \(line): span \(span.offset)+\(span.length) outside its \(lines[line]) bytes")
                }
                for span in spans where Int(span.style) >= palette.styles.count {
                    problems.append("line \(line): style \(span.style) not in the palette of \(palette.styles.count)")
                }
            }
        }
        return problems
    }

    /// Each line's length in bytes, split as the session splits them (without `\n` nor a `\r` before it).
    static func lineLengths(_ text: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var start = 0
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
            lengths.append(index > start && text[index - 1] == UInt8(ascii: "\r") ? index - 1 - start : index - start)
            start = index + 1
        }
        if start < text.count || lengths.isEmpty {
            let end = text.last == UInt8(ascii: "\r") && text.count > start ? text.count - 1 : text.count
            lengths.append(end - start)
        }
        return lengths
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
