import RepositoryDetailPresenter
import Markdown
import TerminalUI

/// One screen row of the detail body: styled runs at given columns, and where it comes from.
struct DetailRow {
    /// A run of text (or of coloured cells, for the language bar) starting at `column`.
    struct Run {
        var text: String
        var column: Int
        var style: TextStyle
        /// Cells to fill instead of text (a swatch of the language bar); 0 for text.
        var fillWidth = 0
        /// The README link (index into `DetailBody.links`) this run is text of.
        var link: Int?
    }

    var runs: [Run]
    var position: ReadingPosition

    static func blank(_ position: ReadingPosition) -> DetailRow {
        DetailRow(runs: [], position: position)
    }
}

/// Where a row's content comes from, independent of the width it was laid out at: what the
/// reader was looking at, to find again after a re-wrap or when something above it changes.
enum ReadingPosition: Comparable {
    /// The description and facts: line `index` of them.
    case facts(Int)
    /// The language bar and legend.
    case languages(Int)
    /// The README: before any of its blocks (its title, a sentence instead of it).
    case readmeHeader(Int)
    /// The README: `offset` characters of text into top-level block `block` (the row's first).
    case readme(block: Int, offset: Int)

    /// Which part of the screen the position is in; positions are only compared within one.
    var section: Int {
        switch self {
        case .facts: return 0
        case .languages: return 1
        case .readmeHeader: return 2
        case .readme: return 3
        }
    }
}

/// A README link in the laid-out body: the rows it covers and where it leads.
struct LinkPlace: Equatable {
    /// The link as the README wrote it (sanitized).
    var target: String
    var destination: LinkDestination
    /// Which link of the README this is (its index in the document's links), whatever the width.
    var source: Int
    var firstRow: Int
    var lastRow: Int
}

/// The laid-out body of the detail screen at one width: the rows of the facts, the languages and
/// the README's heading, then the README's lines, made into rows only when asked for.
struct DetailBody {
    /// The rows before the README's lines.
    var rows: [DetailRow] = []
    /// The README laid out block by block, after `rows`.
    private(set) var readme: BlockwiseLayout?

    /// All rows, the README's included.
    var rowCount: Int { rows.count + (readme?.lineCount ?? 0) }

    /// README links in reading order.
    var links: [LinkPlace] {
        let shift = rows.count
        return readme?.links.map {
            LinkPlace(target: $0.target, destination: $0.destination, source: $0.source, firstRow: $0.firstLine + shift, lastRow: $0.lastLine + shift)
        } ?? []
    }

    /// The row a README heading anchor (`installation`) starts on.
    func headingRow(_ anchor: String) -> Int? {
        readme?.anchors[anchor].map { $0 + rows.count }
    }

    /// Row `index`, 0 ..< `rowCount`.
    func row(_ index: Int) -> DetailRow {
        if index < rows.count { return rows[index] }
        guard let readme else { return .blank(.readme(block: Int.max, offset: 0)) }
        return ReadmeRows.row(index - rows.count, of: readme)
    }

    /// Puts `readme`'s lines after the rows there are now.
    mutating func appendReadme(_ readme: BlockwiseLayout) {
        self.readme = readme
    }

    /// The row showing `position`: the last one of its section that starts at or before it.
    func row(nearest position: ReadingPosition) -> Int? {
        if case .readme(let block, let offset) = position {
            guard let readme, readme.lineCount > 0 else { return nil }
            return rows.count + readme.nearestLine(block: block, offset: offset)
        }
        var found: Int?
        for index in rows.indices where rows[index].position.section == position.section {
            if found == nil || rows[index].position <= position { found = index }
            if rows[index].position > position { break }
        }
        return found
    }
}
