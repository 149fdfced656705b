import Entities
import TextCells

/// A job's log read once for the screen: each line's timestamp, its text as styled spans (only
/// SGR colours kept, cut for the screen), its marker, and the `##[group]` it opens or sits in
/// (`##[endgroup]` lines themselves are not shown, as on github.com).
public struct JobLogDocument: Equatable, Sendable {
    /// One shown line.
    public struct Entry: Equatable, Sendable {
        public var timestamp: String
        public var spans: [LogSpan]
        public var marker: JobLogLine.Marker?
        /// The group this line is inside, if any.
        public var group: Int?
        /// The group this line opens (a `##[group]` line), if any.
        public var opens: Int?
    }

    public private(set) var entries: [Entry] = []
    public private(set) var groupCount = 0

    public init(_ log: JobLog, columnsKept: Int = 2_000) {
        var current: Int?
        for raw in JobLogSteps.lines(of: log) {
            let line = JobLogLine(raw)
            switch line.marker {
            case .endGroup:
                current = nil
            case .group:
                let group = groupCount
                groupCount += 1
                entries.append(Entry(timestamp: TextSanitizer.singleLine(String(line.timestamp)),
                                     spans: LogLineStyler.spans(line.text, limit: columnsKept), marker: .group,
                                     group: nil, opens: group))
                current = group
            default:
                entries.append(Entry(timestamp: TextSanitizer.singleLine(String(line.timestamp)),
                                     spans: LogLineStyler.spans(line.text, limit: columnsKept), marker: line.marker,
                                     group: current, opens: nil))
            }
        }
    }

    /// The entries shown when the groups in `open` are open and the others folded.
    public func visible(open: Set<Int>) -> [Int] {
        entries.indices.filter { index in entries[index].group.map(open.contains) ?? true }
    }
}
