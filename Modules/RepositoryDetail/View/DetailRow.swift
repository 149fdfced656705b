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
    var firstRow: Int
    var lastRow: Int
}

/// The laid-out body of the detail screen at one width.
struct DetailBody {
    var rows: [DetailRow] = []
    /// README links in reading order.
    var links: [LinkPlace] = []
    /// README heading anchors (`installation`) and the row each heading starts on.
    var headings: [String: Int] = [:]

    /// Appends `other`'s rows after these, renumbering its links and headings.
    mutating func append(_ other: DetailBody) {
        let rowShift = rows.count, linkShift = links.count
        rows += other.rows.map { row in
            var row = row
            if linkShift > 0 {
                row.runs = row.runs.map { run in
                    var run = run
                    run.link = run.link.map { $0 + linkShift }
                    return run
                }
            }
            return row
        }
        links += other.links.map { link in
            var link = link
            link.firstRow += rowShift
            link.lastRow += rowShift
            return link
        }
        for (anchor, row) in other.headings { headings[anchor] = row + rowShift }
    }

    /// The row showing `position`: the last one of its section that starts at or before it.
    func row(nearest position: ReadingPosition) -> Int? {
        var found: Int?
        for index in rows.indices where rows[index].position.section == position.section {
            if found == nil || rows[index].position <= position { found = index }
            if rows[index].position > position { break }
        }
        return found
    }
}
