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
    /// outside saturate; a line before any hunk header has no numbers).
    public static func lines(of patch: String) -> [DiffLine] {
        var lines: [DiffLine] = []
        var old: Int?
        var new: Int?
        var rest = Substring(patch)
        if rest.hasSuffix("\n") { rest = rest.dropLast() }
        for raw in rest.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let kind = kind(of: line)
            switch kind {
            case .hunk:
                let header = HunkHeader(parsing: line)
                old = header?.oldStart
                new = header?.newStart
                lines.append(DiffLine(kind: .hunk, text: String(line)))
            case .addition:
                lines.append(DiffLine(kind: kind, text: String(line.dropFirst()), newNumber: new))
                new = new.map { $0 &+ 1 }
            case .deletion:
                lines.append(DiffLine(kind: kind, text: String(line.dropFirst()), oldNumber: old))
                old = old.map { $0 &+ 1 }
            case .context:
                lines.append(DiffLine(kind: kind, text: String(line.dropFirst()), oldNumber: old, newNumber: new))
                old = old.map { $0 &+ 1 }
                new = new.map { $0 &+ 1 }
            case .note:
                lines.append(DiffLine(kind: kind, text: String(line.dropFirst().drop { $0 == " " })))
            }
        }
        return lines
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
