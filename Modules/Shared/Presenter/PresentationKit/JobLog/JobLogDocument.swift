import Entities

/// A job's log read once for the screen: each line's timestamp, its text (styled only when drawn:
/// `spans(_:)`, SGR colours kept, everything else removed, cut for the screen), its marker, and the
/// `##[group]` it opens or sits in (`##[endgroup]` lines themselves are not shown, as on github.com).
/// Reading it costs one pass over the bytes; a line's styling is paid only for the lines shown.
public struct JobLogDocument: Equatable, Sendable {
    /// One shown line.
    public struct Entry: Equatable, Sendable {
        /// Digits, `-`, `:`, `.`, `T` and `Z` only (`JobLogLine` reads nothing else as one).
        public var timestamp: Substring
        /// The raw text after the timestamp and marker: untrusted, shown only through `spans(_:)`.
        var text: Substring
        public var marker: JobLogLine.Marker?
        /// The group this line is inside, if any.
        public var group: Int?
        /// The group this line opens (a `##[group]` line), if any.
        public var opens: Int?
    }

    public private(set) var entries: [Entry] = []
    public private(set) var groupCount = 0
    /// The entries marked `##[error]`, in order (found while reading, so `e` never scans the log).
    public private(set) var errors: [Int] = []
    private let columnsKept: Int

    public init(_ log: JobLog, columnsKept: Int = 2_000) {
        self.columnsKept = columnsKept
        var current: Int?
        let text = String(decoding: log.bytes, as: UTF8.self)
        let utf8 = text.utf8
        var start = utf8.startIndex
        // Lines split at each newline byte (a byte scan, not grapheme by grapheme); no last empty line.
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
            let line = JobLogLine(text[start..<end])
            start = end < utf8.endIndex ? utf8.index(after: end) : end
            switch line.marker {
            case .endGroup:
                current = nil
            case .group:
                let group = groupCount
                groupCount += 1
                entries.append(Entry(timestamp: line.timestamp, text: line.text, marker: .group, group: nil, opens: group))
                current = group
            default:
                if line.marker == .error { errors.append(entries.count) }
                entries.append(Entry(timestamp: line.timestamp, text: line.text, marker: line.marker, group: current,
                                     opens: nil))
            }
        }
    }

    /// Entry `index`'s text as styled spans (sanitized, cut at the columns kept); none past the end.
    public func spans(_ index: Int) -> [LogSpan] {
        guard entries.indices.contains(index) else { return [] }
        return LogLineStyler.spans(entries[index].text, limit: columnsKept)
    }

    /// The entries shown when the groups in `open` are open and the others folded.
    public func visible(open: Set<Int>) -> [Int] {
        entries.indices.filter { index in entries[index].group.map(open.contains) ?? true }
    }
}
