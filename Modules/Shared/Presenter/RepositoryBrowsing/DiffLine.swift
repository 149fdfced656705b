/// One line of a unified diff (a commit file's `patch`), classified and numbered.
public struct DiffLine: Equatable, Sendable {
    /// What a diff line is.
    public enum Kind: Equatable, Sendable {
        /// `@@ -12,7 +12,8 @@ func name`: where a hunk starts.
        case hunk
        /// `+…`
        case addition
        /// `-…`
        case deletion
        /// ` …`: unchanged, shown for context.
        case context
        /// `\ No newline at end of file`.
        case note
    }

    public var kind: Kind
    /// The line without its first column (`+`, `-`, space); a hunk header whole.
    public var text: String
    /// Its number in the old file (deletions and context).
    public var oldNumber: Int?
    /// Its number in the new file (additions and context).
    public var newNumber: Int?

    public init(kind: Kind, text: String, oldNumber: Int? = nil, newNumber: Int? = nil) {
        self.kind = kind
        self.text = text
        self.oldNumber = oldNumber
        self.newNumber = newNumber
    }

    /// The kind of one raw line, by its first character. GitHub's patches carry no `---`/`+++`
    /// file headers, so a line starting `---` is a deletion.
    public static func kind(of line: Substring) -> Kind {
        switch line.utf8.first {
        case UInt8(ascii: "+"): return .addition
        case UInt8(ascii: "-"): return .deletion
        case UInt8(ascii: "\\"): return .note
        case UInt8(ascii: "@") where line.hasPrefix("@@"): return .hunk
        default: return .context
        }
    }

    /// Every line of `patch`, classified and numbered from its hunk headers (numbers from
    /// outside saturate; a line before any hunk header has no numbers). A patch is bytes with
    /// `\n` between lines: it is split and classified by bytes. (By `Character` it cost about
    /// 19,000 instructions a line, issue 30, and never split a file with CRLF line ends, whose
    /// `\r\n` is one `Character`.)
    public static func lines(of patch: String) -> [DiffLine] {
        var patch = patch
        return patch.withUTF8 { lines(ofBytes: $0) }
    }

    /// `lines(of:)` over the patch's UTF-8 bytes.
    static func lines(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> [DiffLine] {
        var lines: [DiffLine] = []
        var old: Int?
        var new: Int?
        var count = bytes.count
        if count > 0, bytes[count - 1] == UInt8(ascii: "\n") { count -= 1 }
        var start = 0
        while start <= count {
            var end = start
            while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var line = DiffLine(line: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            switch line.kind {
            case .addition:
                line.newNumber = new
                new = new.map { $0 &+ 1 }
            case .deletion:
                line.oldNumber = old
                old = old.map { $0 &+ 1 }
            case .context:
                (line.oldNumber, line.newNumber) = (old, new)
                old = old.map { $0 &+ 1 }
                new = new.map { $0 &+ 1 }
            case .hunk:
                let header = HunkHeader(parsing: Substring(line.text))
                old = header?.oldStart
                new = header?.newStart
            case .note: break
            }
            lines.append(line)
            start = end + 1
        }
        return lines
    }

    /// One raw patch line (without its `\n`; a `\r` before it is dropped), classified by its first
    /// byte and unnumbered: its text without the first column, a hunk header whole.
    public init(line bytes: UnsafeBufferPointer<UInt8>) {
        var line = bytes
        if let last = line.last, last == UInt8(ascii: "\r") { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        /// The line from `offset`, moved past a partly skipped character (a context line whose
        /// first column is not a space loses that whole character, as it did by `Character`).
        func text(from offset: Int) -> String {
            var offset = min(offset, line.count)
            while offset < line.count, offset > 0, line[offset] & 0xC0 == 0x80 { offset += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: line[offset...]), as: UTF8.self)
        }
        switch line.first {
        case UInt8(ascii: "+"): self.init(kind: .addition, text: text(from: 1))
        case UInt8(ascii: "-"): self.init(kind: .deletion, text: text(from: 1))
        case UInt8(ascii: "\\"):
            var offset = 1
            while offset < line.count, line[offset] == UInt8(ascii: " ") { offset += 1 }
            self.init(kind: .note, text: text(from: offset))
        case UInt8(ascii: "@") where line.count > 1 && line[1] == UInt8(ascii: "@"):
            self.init(kind: .hunk, text: text(from: 0))
        default: self.init(kind: .context, text: text(from: 1))
        }
    }
}

/// A hunk header's numbers: `@@ -OLD[,COUNT] +NEW[,COUNT] @@ SECTION`.
public struct HunkHeader: Equatable, Sendable {
    public var oldStart: Int
    public var oldCount: Int
    public var newStart: Int
    public var newCount: Int
    /// What follows the second `@@` (often the enclosing function), trimmed.
    public var section: String

    /// Reads `line`; nil when it is not a hunk header. Numbers too large for `Int` saturate.
    public init?(parsing line: Substring) {
        guard line.hasPrefix("@@ ") else { return nil }
        let parts = line.dropFirst(3).split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count == 3, parts[0].hasPrefix("-"), parts[1].hasPrefix("+"), parts[2].hasPrefix("@@"),
              let old = Self.range(parts[0].dropFirst()), let new = Self.range(parts[1].dropFirst()) else { return nil }
        (oldStart, oldCount, newStart, newCount) = (old.start, old.count, new.start, new.count)
        section = String(parts[2].dropFirst(2).drop { $0 == " " })
    }

    private static func range(_ text: Substring) -> (start: Int, count: Int)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2, let start = number(parts[0]) else { return nil }
        guard parts.count == 2 else { return (start, 1) }
        guard let count = number(parts[1]) else { return nil }
        return (start, count)
    }

    /// Decimal digits as an `Int`, saturating at `Int.max`; nil for anything else.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty else { return nil }
        var value = 0
        for byte in text.utf8 {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times.addingReportingOverflow(Int(byte - 0x30))
            value = overflowA || overflowB ? Int.max : sum
        }
        return value
    }
}
