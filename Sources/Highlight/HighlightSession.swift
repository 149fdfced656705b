import Glibc

/// One file's lines highlighted a chunk at a time, each line starting from the state the line
/// before it left, so the first screen is ready after highlighting just those lines and the
/// rest follows in chunks (on a background thread: a session is used by one thread at a time,
/// and hands its results over as `HighlightChunk` values).
///
/// It works within the highlighter's `HighlightBudget`: a line given up comes back with no spans
/// (plain), and once the file's budget is spent the session is complete, the lines after the
/// last chunk plain. It keeps no table of lines: it walks the text once, from line to line.
public final class HighlightSession: @unchecked Sendable {
    // @unchecked: used by one thread at a time, as documented; results leave as values.
    public let highlighter: SyntaxHighlighter
    private let text: [UInt8]
    /// Where the next line starts in `text`.
    private var cursor = 0
    private var state: HighlightState
    private var palette = HighlightPalette()
    /// Lines highlighted (or given up) so far: the next chunk starts here.
    public private(set) var highlightedCount = 0
    /// How many lines the file has.
    public let lineCount: Int
    /// Lines given up so far because they were too long or too slow (they are plain).
    public private(set) var givenUpLines = 0
    /// The first line the file's budget did not reach (it and every line after it are plain),
    /// or nil while the budget lasts.
    public private(set) var budgetSpentAt: Int?
    /// Nanoseconds this session has spent on lines, freeing the states they replace included (a
    /// deeply nested state takes as long to free as to make, which the library does not count).
    public private(set) var spentNanoseconds: UInt64 = 0

    /// A session over `text` (the file's bytes, lines split at `\n`, a `\r` before it dropped).
    public init(highlighter: SyntaxHighlighter, text: [UInt8]) {
        self.highlighter = highlighter
        self.text = text
        lineCount = Self.countLines(text)
        state = highlighter.initialState()
    }

    /// Lines in `text` as the session splits them: a last line break ends the last line; an
    /// empty text is one empty line.
    public static func countLines(_ text: [UInt8]) -> Int {
        text.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return 1 }
            var breaks = 0
            var position = base
            let end = base + bytes.count
            while position < end, let found = memchr(position, Int32(UInt8(ascii: "\n")), end - position) {
                breaks += 1
                position = base + (UnsafeRawPointer(found) - UnsafeRawPointer(base)) + 1
            }
            return bytes.last == UInt8(ascii: "\n") ? breaks : breaks + 1
        }
    }

    /// Whether every line is highlighted, or the file's budget is spent (the rest is plain).
    public var isComplete: Bool { highlightedCount >= lineCount || budgetSpentAt != nil }

    /// Highlights the next `count` lines (fewer at the end of the file), stopping early after
    /// `nanoseconds` (0: no limit; one line at least) or as soon as `isCancelled` says so (asked
    /// before every line).
    public func highlightNext(_ count: Int, nanoseconds: UInt64 = 0,
                              isCancelled: () -> Bool = { false }) -> HighlightChunk {
        let first = highlightedCount
        let end = min(lineCount, first + max(0, count))
        var lines: [[StyledSpan]] = []
        lines.reserveCapacity(min(end - first, 4_096))
        let started = Self.now()
        var lastTick = started
        text.withUnsafeBufferPointer { bytes in
            var line = first
            while line < end && budgetSpentAt == nil {
                if isCancelled() || (line > first && nanoseconds > 0 && lastTick - started >= nanoseconds) { break }
                let start = cursor
                var lineEnd = start
                if let base = bytes.baseAddress, start < bytes.count,
                   let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                    lineEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    cursor = lineEnd + 1
                } else {
                    lineEnd = bytes.count
                    cursor = bytes.count
                }
                if lineEnd > start && bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let (spans, next, outcome) = highlighter.highlight(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]),
                                                                   from: state, palette: &palette)
                state = next
                let tick = Self.now()
                spentNanoseconds += tick - lastTick
                lastTick = tick
                switch outcome {
                case .fileBudgetSpent:
                    budgetSpentAt = line
                    continue
                case .tooLong, .tooSlow:
                    givenUpLines += 1
                case .highlighted:
                    break
                }
                lines.append(spans)
                line += 1
                let fileBudget = highlighter.budget.fileNanoseconds
                if fileBudget > 0 && spentNanoseconds >= fileBudget && line < lineCount { budgetSpentAt = line }
            }
            highlightedCount = line
        }
        return HighlightChunk(firstLine: first, lines: lines, palette: palette)
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Lines highlighted in one go: their spans, and the file's palette as of then (it only grows,
/// so the last chunk's palette serves every line).
public struct HighlightChunk: Equatable, Sendable {
    public var firstLine: Int
    /// One array of spans per line, from `firstLine` (none for a line given up: it is plain).
    public var lines: [[StyledSpan]]
    public var palette: HighlightPalette

    public init(firstLine: Int, lines: [[StyledSpan]], palette: HighlightPalette) {
        self.firstLine = firstLine
        self.lines = lines
        self.palette = palette
    }
}
