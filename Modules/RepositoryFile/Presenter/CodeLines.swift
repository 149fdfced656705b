#if canImport(Glibc)
import Glibc
#endif
import RepositoryBrowsing
import Synchronization
import TextCells
import Usecases

/// A text file's lines with what is known of their highlighting; a line becomes runs only when
/// it is asked for (the View asks for the lines it draws, as far as the screen reaches), so a
/// file costs one pass to split and nothing per line until it is seen.
///
/// Highlighting arrives in chunks while the View still holds the value it drew: the spans live
/// in an append-only log shared by every copy, each copy seeing the lines it was made with, so
/// taking in a chunk costs the chunk, never the file (copying every line's spans on each chunk
/// made a million-line file quadratic on the UI thread). Memory: 4 bytes a line for where it
/// starts, 4 more for each highlighted line, 12 a span.
public struct CodeLines: Equatable, Sendable {
    private let text: LineTable
    private var log: SpanLog
    /// How many lines of `log` this value sees.
    public private(set) var highlightedCount = 0
    private var looks: [CodeSpanLook] = []

    /// `bytes` split into lines at `\n` as the highlighter splits them (a last line break ends
    /// the last line; an empty file is one empty line).
    public init(bytes: [UInt8]) {
        text = LineTable(bytes: bytes)
        log = SpanLog()
    }

    public var count: Int { text.count }

    /// The file's bytes, as given (what `/` searches, every line whether highlighted or not).
    public var bytes: [UInt8] { text.bytes }

    /// The cells a line's first bytes take on screen, as `runs(ofLine:)` lays them out (tabs
    /// expanded, control characters dropped): where a search match on the line is drawn.
    public static func displayWidth(ofPrefix bytes: ArraySlice<UInt8>) -> Int {
        StyledRuns.make(bytes, spans: []).reduce(0) { $0 + DisplayWidth.of($1.text) }
    }

    /// Takes in a chunk of highlighted lines (lines past the end are ignored). Chunks that follow
    /// each other are appended; any other chunk is merged into a log of this value's own.
    public mutating func apply(_ chunk: CodeHighlightChunk) {
        looks = chunk.looks
        let lines = chunk.lines.prefix(max(0, text.count - max(chunk.firstLine, 0)))
        guard chunk.firstLine >= 0 else {
            merge(chunk)
            return
        }
        if chunk.firstLine == highlightedCount, log.append(lines, after: highlightedCount) {
            highlightedCount += lines.count
        } else {
            merge(chunk)
        }
    }

    /// The slow path: a log of this value's own with the chunk's lines put in place.
    private mutating func merge(_ chunk: CodeHighlightChunk) {
        var perLine = (0..<highlightedCount).map { log.spans(ofLine: $0) }
        for (offset, spans) in chunk.lines.enumerated() {
            let line = chunk.firstLine + offset
            guard line >= 0, line < text.count else { continue }
            while perLine.count < line { perLine.append([]) }
            if line < perLine.count { perLine[line] = spans.map(PackedSpan.init) } else { perLine.append(spans.map(PackedSpan.init)) }
        }
        let fresh = SpanLog()
        _ = fresh.append(packed: perLine)
        log = fresh
        highlightedCount = perLine.count
    }

    /// Line `index` (0-based) as runs to draw, as far as `maxColumns` cells reach (the rest of a
    /// long line is not made); no runs past the end.
    public func runs(ofLine index: Int, maxColumns: Int = Int.max) -> [CodeRun] {
        guard index >= 0, index < text.count else { return [] }
        let lineSpans = index < highlightedCount
            ? log.spans(ofLine: index).map { StyledRuns.Span(offset: Int($0.offset), length: Int($0.length), style: Int($0.look)) }
            : []
        return StyledRuns.make(text.bytes[text.range(ofLine: index)], spans: lineSpans, maxColumns: maxColumns).map { run in
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
        guard lhs.highlightedCount == rhs.highlightedCount, lhs.looks == rhs.looks else { return false }
        guard lhs.text === rhs.text || lhs.text.bytes == rhs.text.bytes else { return false }
        if lhs.log === rhs.log { return true }
        return (0..<lhs.highlightedCount).allSatisfy { lhs.log.spans(ofLine: $0) == rhs.log.spans(ofLine: $0) }
    }
}

/// A file's bytes and where each line starts, made once and never changed.
final class LineTable: Sendable {
    let bytes: [UInt8]
    /// Where each line starts, then one past the end as if a line break followed the last line.
    private let starts: [UInt32]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [UInt32] = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var position = 0
            while position < buffer.count,
                  let found = memchr(base + position, Int32(UInt8(ascii: "\n")), buffer.count - position) {
                position = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(UInt32(truncatingIfNeeded: position))
            }
        }
        // The last line, unless a line break ended the text (an empty text is one empty line).
        if bytes.isEmpty || bytes.last != UInt8(ascii: "\n") {
            starts.append(UInt32(truncatingIfNeeded: bytes.count + 1))
        }
        self.starts = starts
    }

    var count: Int { starts.count - 1 }

    /// Line `index`'s bytes, without its `\n` (nor a `\r` before it).
    func range(ofLine index: Int) -> Range<Int> {
        let start = Int(starts[index])
        var end = max(start, min(Int(starts[index + 1]) - 1, bytes.count))
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }
}

/// A span as the log keeps it: 12 bytes.
struct PackedSpan: Equatable, Sendable {
    var offset: UInt32
    var length: UInt32
    var look: UInt16

    init(_ span: CodeSpan) {
        offset = UInt32(clamping: span.offset)
        length = UInt32(clamping: span.length)
        look = UInt16(clamping: span.look)
    }
}

/// Highlighted lines in order, only ever appended to: a value that saw `n` lines keeps seeing
/// the same `n` whatever is appended after them.
final class SpanLog: Sendable {
    private struct Storage {
        var spans: [PackedSpan] = []
        /// Where each line's spans end in `spans`.
        var lineEnds: [UInt32] = []
    }

    private let storage = Mutex(Storage())

    /// Appends `lines` when the log holds exactly `count` lines (the caller's view of it is the
    /// whole log); false otherwise, appending nothing.
    func append(_ lines: ArraySlice<[CodeSpan]>, after count: Int) -> Bool {
        storage.withLock { storage in
            guard storage.lineEnds.count == count else { return false }
            storage.lineEnds.reserveCapacity(storage.lineEnds.count + lines.count)
            for spans in lines {
                for span in spans { storage.spans.append(PackedSpan(span)) }
                storage.lineEnds.append(UInt32(truncatingIfNeeded: storage.spans.count))
            }
            return true
        }
    }

    func append(packed lines: [[PackedSpan]]) -> Bool {
        storage.withLock { storage in
            for spans in lines {
                storage.spans += spans
                storage.lineEnds.append(UInt32(truncatingIfNeeded: storage.spans.count))
            }
            return true
        }
    }

    func spans(ofLine index: Int) -> [PackedSpan] {
        storage.withLock { storage in
            guard index >= 0, index < storage.lineEnds.count else { return [] }
            let start = index == 0 ? 0 : Int(storage.lineEnds[index - 1])
            return Array(storage.spans[start..<Int(storage.lineEnds[index])])
        }
    }
}
