import Markdown

/// The laid-out body of the detail screen at one width: the rows of the facts, the languages and
/// the README's heading, then the README's lines, made into rows only when asked for.
public struct DetailBody {
    /// The rows before the README's lines.
    public var rows: [DetailRow] = []
    /// The README laid out block by block, after `rows`.
    public private(set) var readme: BlockwiseLayout?
    /// The rows after the README's lines (the facts past the first screen).
    public var trailingRows: [DetailRow] = []

    public init() {}

    /// All rows, the README's included.
    public var rowCount: Int { rows.count + readmeLineCount + trailingRows.count }

    private var readmeLineCount: Int { readme?.lineCount ?? 0 }

    /// README links in reading order.
    public var links: [LinkPlace] {
        let shift = rows.count
        return readme?.links.map {
            LinkPlace(target: $0.target, destination: $0.destination, source: $0.source, firstRow: $0.firstLine + shift, lastRow: $0.lastLine + shift)
        } ?? []
    }

    /// The row a README heading anchor (`installation`) starts on.
    public func headingRow(_ anchor: String) -> Int? {
        readme?.anchors[anchor].map { $0 + rows.count }
    }

    /// Row `index`, 0 ..< `rowCount`.
    public func row(_ index: Int) -> DetailRow {
        if index < rows.count { return rows[index] }
        if index >= rows.count + readmeLineCount {
            let trailing = index - rows.count - readmeLineCount
            return trailingRows.indices.contains(trailing) ? trailingRows[trailing] : .blank(.moreFacts(Int.max))
        }
        guard let readme else { return .blank(.readme(block: Int.max, offset: 0)) }
        return ReadmeRows.row(index - rows.count, of: readme)
    }

    /// Puts `readme`'s lines after the rows there are now.
    public mutating func appendReadme(_ readme: BlockwiseLayout) {
        self.readme = readme
    }

    /// The row showing `position`: the last one of its section that starts at or before it.
    public func row(nearest position: ReadingPosition) -> Int? {
        if case .readme(let block, let offset) = position {
            guard let readme, readme.lineCount > 0 else { return nil }
            return rows.count + readme.nearestLine(block: block, offset: offset)
        }
        if case .moreFacts(let index) = position {
            guard !trailingRows.isEmpty else { return nil }
            return rows.count + readmeLineCount + min(max(index, 0), trailingRows.count - 1)
        }
        var found: Int?
        for index in rows.indices where rows[index].position.section == position.section {
            if found == nil || rows[index].position <= position { found = index }
            if rows[index].position > position { break }
        }
        return found
    }
}
