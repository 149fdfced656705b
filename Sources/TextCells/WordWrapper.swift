/// The one word-wrapper: breaks attributed text into lines of at most `width` terminal cells.
///
/// Text is appended piece by piece, each piece with an attribute (a caller's index: a style, a
/// link); the wrapper works on the pieces' UTF-8 bytes, one unit per grapheme cluster, and hands
/// back each line as byte ranges of `bytes` with their attribute, so callers build one string per
/// run instead of appending characters. Printable ASCII (most text) is measured a byte at a time;
/// only other text goes through grapheme breaking and `DisplayWidth`.
///
/// The rules, used by the README layout and by `TextLayout.wrap` alike:
/// - words are separated by spaces; runs of spaces collapse to one, and spaces at the start or
///   end of a line are dropped;
/// - a hard line break (`appendLineBreak`, or a newline inside appended text) starts a new line;
///   consecutive ones leave empty lines;
/// - wide (CJK) characters are words of their own, so text without spaces breaks between them,
///   but closing punctuation (`，。）」` …) never starts a line;
/// - a word longer than a line is broken between clusters (see `LongWords`); a cluster wider
///   than the whole line is left out.
public struct WordWrapper {
    /// Where a word longer than a line starts.
    public enum LongWords: Sendable {
        /// On the current line after a space when there is room for a cell of it (the README).
        case continueLine
        /// On a line of its own (`TextLayout.wrap`).
        case newLine
    }

    /// One piece of a wrapped line: `bytes[range]`, appended with `attribute`.
    public struct Segment: Equatable, Sendable {
        public var attribute: Int
        public var range: Range<Int>
    }

    /// A wrapped line: its segments left to right and its width in cells.
    public struct Line: Equatable, Sendable {
        public var segments: [Segment]
        public var cells: Int
    }

    /// The UTF-8 bytes of everything appended; `Segment.range` indexes into them.
    public private(set) var bytes: [UInt8] = []
    /// Per unit (a grapheme cluster, a space or a hard break): its first byte.
    private var starts: [Int32] = []
    /// Per unit: attribute << 8 | flags << 2 | cells (0, 1 or 2).
    private var info: [UInt32] = []

    private static let space: UInt32 = 1 << 2
    private static let lineBreak: UInt32 = 2 << 2
    private static let closing: UInt32 = 4 << 2

    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
        starts.reserveCapacity(capacity)
        info.reserveCapacity(capacity)
    }

    /// Forgets the text, keeping the buffers' capacity for the next.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        info.removeAll(keepingCapacity: true)
    }

    /// True when nothing has been appended.
    public var isEmpty: Bool { starts.isEmpty }

    /// Appends `text` with `attribute` (0 ..< 2^23). Newlines (LF, CR, CRLF, U+2028 …) become hard breaks.
    public mutating func append(_ text: String, attribute: Int) {
        let tag = UInt32(truncatingIfNeeded: attribute) << 8
        var utf8 = text
        let ascii = utf8.withUTF8 { buffer in
            guard Self.isASCII(buffer) else { return false }
            appendASCII(buffer, tag: tag)
            return true
        }
        if !ascii { appendClusters(text, tag: tag) }
    }

    /// Appends a hard line break.
    public mutating func appendLineBreak() {
        starts.append(Int32(truncatingIfNeeded: bytes.count))
        info.append(Self.lineBreak)
    }

    private static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var all: UInt8 = 0
        for byte in utf8 { all |= byte }
        return all < 0x80
    }

    private mutating func appendASCII(_ utf8: UnsafeBufferPointer<UInt8>, tag: UInt32) {
        var offset = Int32(truncatingIfNeeded: bytes.count)
        if !utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            // Printable: every byte is a one-cell unit (spaces flagged), written in bulk.
            // The unit arrays grow by zeros, then are filled in place (cheaper than appending a sequence).
            let count = utf8.count
            let first = starts.count
            bytes.append(contentsOf: utf8)
            starts.append(contentsOf: repeatElement(0, count: count))
            info.append(contentsOf: repeatElement(0, count: count))
            starts.withUnsafeMutableBufferPointer { starts in
                for index in 0..<count { starts[first + index] = offset &+ Int32(truncatingIfNeeded: index) }
            }
            let word = tag | 1
            let space = tag | Self.space | 1
            info.withUnsafeMutableBufferPointer { info in
                for index in 0..<count { info[first + index] = utf8[index] == 0x20 ? space : word }
            }
            return
        }
        var previous: UInt8 = 0
        for byte in utf8 {
            defer { previous = byte }
            if byte >= 0x0A && byte <= 0x0D {
                if !(byte == 0x0A && previous == 0x0D) {
                    starts.append(offset)
                    info.append(Self.lineBreak)
                }
                continue
            }
            starts.append(offset)
            offset += 1
            bytes.append(byte)
            if byte == 0x20 {
                info.append(tag | Self.space | 1)
            } else {
                info.append(tag | (byte < 0x20 || byte == 0x7F ? 0 : 1))
            }
        }
    }

    private mutating func appendClusters(_ text: String, tag: UInt32) {
        var previous: UInt8 = 0
        ClusterScan.scan(text, ascii: { byte in
            defer { previous = byte }
            if byte >= 0x0A && byte <= 0x0D {
                if !(byte == 0x0A && previous == 0x0D) { appendLineBreak() }
                return
            }
            starts.append(Int32(truncatingIfNeeded: bytes.count))
            bytes.append(byte)
            info.append(tag | (byte == 0x20 ? Self.space | 1 : (byte < 0x20 || byte == 0x7F ? 0 : 1)))
        }, scalar: { scalar, utf8 in
            previous = 0
            starts.append(Int32(truncatingIfNeeded: bytes.count))
            bytes.append(contentsOf: utf8)
            info.append(tag | (Self.isClosing(scalar) ? Self.closing : 0) | UInt32(DisplayWidth.ofSimple(scalar)))
        }, cluster: { character in
            previous = 0
            if character.isNewline {
                appendLineBreak()
                return
            }
            starts.append(Int32(truncatingIfNeeded: bytes.count))
            bytes.append(contentsOf: character.utf8)
            if character == " " {
                info.append(tag | Self.space | 1)
                return
            }
            let cells = UInt32(DisplayWidth.of(character))
            info.append(tag | (Self.isClosingPunctuation(character) ? Self.closing : 0) | cells)
        })
    }

    /// CJK punctuation that must not begin a line (judged by the cluster's first scalar).
    private static func isClosingPunctuation(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { isClosing($0.value) } ?? false
    }

    private static func isClosing(_ scalar: UInt32) -> Bool {
        guard scalar >= 0x2000 else { return false }
        switch scalar {
        case 0xFF0C, 0x3002, 0x3001, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0xFF09, 0x300D, 0x300F, 0x3011, 0x300B,
             0x3009, 0x201D, 0x2019, 0xFF0E, 0x30FB, 0x30FC, 0xFF5E:
            return true
        default:
            return false
        }
    }

    /// The appended text wrapped into lines of at most `width` cells (at least one line).
    public func lines(width: Int, longWords: LongWords = .continueLine) -> [Line] {
        starts.withUnsafeBufferPointer { starts in
            info.withUnsafeBufferPointer { info in
                Self.lines(starts: starts, info: info, byteCount: bytes.count, width: width, longWords: longWords)
            }
        }
    }

    private static func lines(starts: UnsafeBufferPointer<Int32>, info: UnsafeBufferPointer<UInt32>, byteCount: Int,
                              width: Int, longWords: LongWords) -> [Line] {
        var result: [Line] = []
        result.reserveCapacity(4)
        var segments: [Segment] = []
        segments.reserveCapacity(8)
        var lineWidth = 0
        var lineHasContent = false
        let count = starts.count

        func unitEnd(_ index: Int) -> Int { index + 1 < count ? Int(starts[index + 1]) : byteCount }
        func cells(_ index: Int) -> Int { Int(info[index] & 3) }
        func isBreak(_ index: Int) -> Bool { info[index] & 0xFC == Self.lineBreak }
        func isSpace(_ index: Int) -> Bool { info[index] & Self.space != 0 }
        func isClosing(_ index: Int) -> Bool { info[index] & Self.closing != 0 }

        func put(_ index: Int) {
            let attribute = Int(info[index] >> 8)
            let start = Int(starts[index])
            let end = unitEnd(index)
            if let last = segments.last, last.attribute == attribute, last.range.upperBound == start {
                segments[segments.count - 1].range = last.range.lowerBound..<end
            } else {
                segments.append(Segment(attribute: attribute, range: start..<end))
            }
            lineWidth += cells(index)
            lineHasContent = true
        }
        // A word's units are contiguous: one segment per change of attribute, not one step per unit.
        func putWord(_ start: Int, _ end: Int, cells: Int) {
            var unit = start
            while unit < end {
                let attribute = info[unit] >> 8
                var last = unit + 1
                while last < end, info[last] >> 8 == attribute { last += 1 }
                let from = Int(starts[unit])
                let to = unitEnd(last - 1)
                if let previous = segments.last, previous.attribute == Int(attribute), previous.range.upperBound == from {
                    segments[segments.count - 1].range = previous.range.lowerBound..<to
                } else {
                    segments.append(Segment(attribute: Int(attribute), range: from..<to))
                }
                unit = last
            }
            lineWidth += cells
            lineHasContent = lineHasContent || end > start
        }
        func endLine() {
            result.append(Line(segments: segments, cells: lineWidth))
            segments = []
            segments.reserveCapacity(8)
            lineWidth = 0
            lineHasContent = false
        }

        var pendingSpace: Int?
        var index = 0
        while index < count {
            if isBreak(index) {
                endLine()
                pendingSpace = nil
                index += 1
                continue
            }
            if isSpace(index) {
                if lineHasContent && pendingSpace == nil { pendingSpace = index }
                index += 1
                continue
            }
            // A word runs to the next space; wide (CJK) characters are words of their own, so
            // text without spaces breaks between them, but closing punctuation never starts a line.
            var end = index
            var wordWidth = 0
            while end < count, !isBreak(end), !isSpace(end) {
                let isWide = cells(end) == 2
                if end > index, isWide, !isClosing(end) { break }
                wordWidth += cells(end)
                end += 1
                if isWide {
                    while end < count, !isBreak(end), !isSpace(end), cells(end) == 0 || isClosing(end) {
                        wordWidth += cells(end)
                        end += 1
                    }
                    break
                }
            }
            let spaceWidth = pendingSpace == nil ? 0 : 1
            if lineHasContent && lineWidth + spaceWidth + wordWidth <= width {
                if let space = pendingSpace { put(space) }
                putWord(index, end, cells: wordWidth)
            } else if wordWidth <= width {
                if lineHasContent { endLine() }
                putWord(index, end, cells: wordWidth)
            } else {
                // Longer than a line: break it between clusters.
                if lineHasContent {
                    if longWords == .continueLine, lineWidth + spaceWidth < width, let space = pendingSpace {
                        put(space)
                    } else {
                        endLine()
                    }
                }
                for i in index..<end {
                    let w = cells(i)
                    if w > width { continue }
                    if lineWidth + w > width { endLine() }
                    put(i)
                }
            }
            pendingSpace = nil
            index = end
        }
        if lineHasContent || result.isEmpty || !segments.isEmpty || (count > 0 && isBreak(count - 1)) { endLine() }
        return result
    }

    /// The text of `range` (a segment's).
    public func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
