import RepositoryBrowsing
import Usecases

/// A text file's lines with what is known of their highlighting; a line becomes runs only when
/// it is asked for (the View asks for the lines it draws), so a 10,000-line file costs one pass
/// to split and nothing per line until it is seen.
public struct CodeLines: Equatable, Sendable {
    private let bytes: [UInt8]
    /// Each line's bytes in `bytes`, without its `\n` (nor a `\r` before it).
    private let ranges: [Range<Int>]
    /// Each line's spans once highlighted (nil until then).
    private var spans: [[CodeSpan]?]
    private var looks: [CodeSpanLook] = []

    /// `bytes` split into lines at `\n` as the highlighter splits them (a last line break ends
    /// the last line; an empty file is one empty line).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(bytes.count / 32 + 1)
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count where buffer[index] == UInt8(ascii: "\n") {
                let end = index > start && buffer[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
                ranges.append(start..<end)
                start = index + 1
            }
        }
        if start < bytes.count || ranges.isEmpty { ranges.append(start..<bytes.count) }
        self.ranges = ranges
        spans = Array(repeating: nil, count: ranges.count)
    }

    public var count: Int { ranges.count }

    /// How many lines are highlighted.
    public private(set) var highlightedCount = 0

    /// Takes in a chunk of highlighted lines (lines past the end are ignored).
    public mutating func apply(_ chunk: CodeHighlightChunk) {
        looks = chunk.looks
        for (offset, lineSpans) in chunk.lines.enumerated() {
            let line = chunk.firstLine + offset
            guard line >= 0, line < spans.count else { continue }
            if spans[line] == nil { highlightedCount += 1 }
            spans[line] = lineSpans
        }
    }

    /// Line `index` (0-based) as runs to draw; no runs past the end.
    public func runs(ofLine index: Int) -> [CodeRun] {
        guard index >= 0, index < ranges.count else { return [] }
        let lineSpans = (spans[index] ?? []).map { StyledRuns.Span(offset: $0.offset, length: $0.length, style: $0.look) }
        return StyledRuns.make(bytes[ranges[index]], spans: lineSpans).map { run in
            CodeRun(text: run.text, style: style(run.style))
        }
    }

    private func style(_ look: Int?) -> CodeStyle {
        guard let look, look >= 0, look < looks.count else { return .plain }
        let value = looks[look]
        if value.foreground == nil && !value.bold && !value.italic && !value.underline { return .plain }
        return .syntax(color: value.foreground, bold: value.bold, italic: value.italic, underline: value.underline)
    }

    public static func == (lhs: CodeLines, rhs: CodeLines) -> Bool {
        lhs.ranges == rhs.ranges && lhs.spans == rhs.spans && lhs.looks == rhs.looks && lhs.bytes == rhs.bytes
    }
}
