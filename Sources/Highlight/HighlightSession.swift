/// One file's lines highlighted a chunk at a time, each line starting from the state the line
/// before it left, so the first screen is ready after highlighting just those lines and the
/// rest follows in chunks (on a background thread: a session is used by one thread at a time,
/// and hands its results over as `HighlightChunk` values).
public final class HighlightSession: @unchecked Sendable {
    // @unchecked: used by one thread at a time, as documented; results leave as values.
    public let highlighter: SyntaxHighlighter
    private let text: [UInt8]
    /// Where each line starts in `text`, plus the end.
    private let lineStarts: [Int]
    private var state: HighlightState
    private var palette = HighlightPalette()
    /// Lines highlighted so far: the next chunk starts here.
    public private(set) var highlightedCount = 0

    /// A session over `text` (the file's bytes, lines split at `\n`, a `\r` before it dropped).
    public init(highlighter: SyntaxHighlighter, text: [UInt8]) {
        self.highlighter = highlighter
        self.text = text
        var starts = [0]
        starts.reserveCapacity(text.count / 32 + 2)
        for (offset, byte) in text.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        // The end: after the last line break, or one past the end when the last line has none.
        if !(text.last == UInt8(ascii: "\n")) { starts.append(text.count + 1) }
        if text.isEmpty { starts = [0, 1] }
        lineStarts = starts
        state = highlighter.initialState()
    }

    /// How many lines the file has.
    public var lineCount: Int { lineStarts.count - 1 }

    /// Whether every line is highlighted.
    public var isComplete: Bool { highlightedCount >= lineCount }

    /// Highlights the next `count` lines (fewer at the end of the file).
    public func highlightNext(_ count: Int) -> HighlightChunk {
        let first = highlightedCount
        let end = min(lineCount, first + max(0, count))
        var lines: [[StyledSpan]] = []
        lines.reserveCapacity(end - first)
        text.withUnsafeBufferPointer { bytes in
            for line in first..<end {
                var lineEnd = min(lineStarts[line + 1] - 1, bytes.count)  // before its `\n`
                let start = lineStarts[line]
                if lineEnd > start && bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let (spans, next) = highlighter.highlight(UnsafeBufferPointer(rebasing: bytes[start..<max(start, lineEnd)]),
                                                          from: state, palette: &palette)
                lines.append(spans)
                state = next
            }
        }
        highlightedCount = end
        return HighlightChunk(firstLine: first, lines: lines, palette: palette)
    }
}

/// Lines highlighted in one go: their spans, and the file's palette as of then (it only grows,
/// so the last chunk's palette serves every line).
public struct HighlightChunk: Equatable, Sendable {
    public var firstLine: Int
    /// One array of spans per line, from `firstLine`.
    public var lines: [[StyledSpan]]
    public var palette: HighlightPalette

    public init(firstLine: Int, lines: [[StyledSpan]], palette: HighlightPalette) {
        self.firstLine = firstLine
        self.lines = lines
        self.palette = palette
    }
}
