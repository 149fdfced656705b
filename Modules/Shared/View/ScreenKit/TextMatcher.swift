#if canImport(Glibc)
import Glibc
#endif
import TextCells

/// Finds a query in a text's lines, for `/` on every text screen: a byte search over the whole
/// text at once (the lines joined by line breaks), with smart case (a query without a capital
/// letter matches either case of the ASCII letters; one with a capital matches exactly), and
/// narrowing when the query grows (only the places the shorter query matched are checked again).
///
/// Matches are kept as byte offsets; their display columns are measured only for the lines drawn,
/// so a query matching half a million times costs no width measuring.
public struct TextMatcher: Equatable {
    /// One match: its line, and where it starts and ends in the line's bytes.
    public struct Match: Equatable, Sendable {
        public var line: Int
        public var bytes: Range<Int>

        public init(line: Int, bytes: Range<Int>) {
            self.line = line
            self.bytes = bytes
        }
    }

    /// The text's bytes, the lines joined by `\n`.
    private let text: [UInt8]
    /// The same with ASCII letters lower-cased (what a query without a capital is searched in).
    private let folded: [UInt8]
    /// Where each line starts in `text`, then one past the end as if a line break followed the last.
    private let lineStarts: [Int]
    /// The query the matches are for.
    public private(set) var query = ""
    private var caseSensitive = false
    /// Where each match starts in `text`, in order.
    private var starts: [Int] = []

    /// A text of `lines`.
    public init(lines: [String]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for (index, line) in lines.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            bytes.append(contentsOf: line.utf8)
        }
        self.init(bytes: bytes)
    }

    /// A text of `bytes`, split into lines at `\n` (a last line break ends the last line, as a
    /// file's lines are counted).
    public init(bytes: [UInt8]) {
        text = bytes
        var starts = [0]
        folded = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
            bytes.withUnsafeBufferPointer { source in
                for index in 0..<source.count {
                    let byte = source[index]
                    buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                    if byte == UInt8(ascii: "\n") { starts.append(index + 1) }
                }
            }
            initialized = bytes.count
        }
        if bytes.last != UInt8(ascii: "\n") || bytes.isEmpty { starts.append(bytes.count + 1) }
        lineStarts = starts
    }

    /// How many lines the text has.
    public var lineCount: Int { lineStarts.count - 1 }

    /// How many matches the query has.
    public var count: Int { starts.count }

    /// Whether a query is case-sensitive: it has a capital letter (smart case).
    public static func isCaseSensitive(_ query: String) -> Bool {
        query.contains { $0.isUppercase }
    }

    /// Finds `query` (control characters dropped); an empty query matches nothing. A query that
    /// extends the last one (of the same case rule) only checks where the last one matched.
    public mutating func search(_ query: String) {
        let query = String(query.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
        let sensitive = Self.isCaseSensitive(query)
        let narrowing = !self.query.isEmpty && query.hasPrefix(self.query) && sensitive == caseSensitive
        let previous = narrowing ? starts : nil
        self.query = query
        caseSensitive = sensitive
        let needle = Array(sensitive ? query.utf8 : Self.fold(query).utf8)
        guard !needle.isEmpty else {
            starts = []
            return
        }
        let haystack = sensitive ? text : folded
        if let previous {
            starts = previous.filter { start in
                start + needle.count <= haystack.count && haystack[start..<(start + needle.count)].elementsEqual(needle)
            }
        } else {
            starts = Self.find(needle, in: haystack)
        }
    }

    /// Every place `needle` starts in `haystack`, overlapping ones too (as vim counts them; and
    /// so a longer query's places are always among a shorter one's).
    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        var found: [Int] = []
        haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                guard let base = hay.baseAddress, let pinBase = pin.baseAddress, let first = needle.first else { return }
                let last = hay.count - pin.count
                var position = 0
                // memchr to the next place the first byte is, memcmp for the rest.
                while position <= last, let hit = memchr(base + position, Int32(first), last - position + 1) {
                    let start = UnsafeRawPointer(hit) - base
                    if memcmp(hit, pinBase, pin.count) == 0 { found.append(start) }
                    position = start + 1
                }
            }
        }
        return found
    }

    /// ASCII letters lower-cased, as `folded` holds them.
    private static func fold(_ query: String) -> String {
        String(decoding: query.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Match `index` (0-based, in reading order).
    public func match(_ index: Int) -> Match? {
        guard starts.indices.contains(index) else { return nil }
        let start = starts[index]
        let line = self.line(containing: start)
        let lineStart = lineStarts[line]
        return Match(line: line, bytes: (start - lineStart)..<(start - lineStart + query.utf8.count))
    }

    /// The first match on line `line` or after it, wrapping to the first; nil without matches.
    public func firstMatch(atOrAfterLine line: Int) -> Int? {
        guard !starts.isEmpty else { return nil }
        let from = line <= 0 ? 0 : (line < lineStarts.count ? lineStarts[line] : Int.max)
        let index = firstStart(atOrAfter: from)
        return index < starts.count ? index : 0
    }

    /// The matches on line `line`, as indices.
    public func matches(onLine line: Int) -> Range<Int> {
        guard line >= 0, line < lineCount else { return 0..<0 }
        return firstStart(atOrAfter: lineStarts[line])..<firstStart(atOrAfter: lineStarts[line + 1])
    }

    /// Line `line`'s bytes (without its `\n`).
    public func bytes(ofLine line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineCount else { return [] }
        return text[lineStarts[line]..<max(lineStarts[line + 1] - 1, lineStarts[line])]
    }

    /// The display columns match `index` covers on its line, measuring a prefix of the line's
    /// bytes with `width` (by default the display width of the bytes as text).
    public func columns(of index: Int, width: (ArraySlice<UInt8>) -> Int = TextMatcher.displayWidth) -> Range<Int>? {
        guard let match = match(index) else { return nil }
        let line = bytes(ofLine: match.line)
        let start = width(line.prefix(match.bytes.lowerBound))
        let end = width(line.prefix(match.bytes.upperBound))
        return start..<max(end, start)
    }

    /// The display width of bytes read as UTF-8.
    public static func displayWidth(_ bytes: ArraySlice<UInt8>) -> Int {
        DisplayWidth.of(String(decoding: bytes, as: UTF8.self))
    }

    /// The line a byte of `text` is on.
    private func line(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return min(low, max(lineCount - 1, 0))
    }

    /// The index of the first match starting at `offset` or after it (`count` when none does).
    private func firstStart(atOrAfter offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
