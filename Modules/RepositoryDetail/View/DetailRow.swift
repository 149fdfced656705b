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
    /// The README: `offset` characters into block `block` (the first character a row shows).
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

/// A link in the laid-out README: where it is on screen and where it leads.
struct LinkPlace: Equatable {
    /// The link as written in the README (relative, `#anchor` or absolute).
    var destination: String
    /// Each piece of the link's text: a link wrapped over two rows has two.
    var pieces: [Piece]

    struct Piece: Equatable {
        var row: Int
        var column: Int
        /// The text as laid out (with its brackets when there is no colour).
        var text: String
    }

    var firstRow: Int { pieces.first?.row ?? 0 }
    var lastRow: Int { pieces.last?.row ?? 0 }
}

/// The laid-out body of the detail screen at one width.
struct DetailBody {
    var rows: [DetailRow] = []
    /// README links in reading order.
    var links: [LinkPlace] = []
    /// README heading anchors (`installation`) and the row each heading starts on.
    var headings: [String: Int] = [:]

    /// The first row at or after `position` within its section, for keeping the reader's place.
    func row(nearest position: ReadingPosition) -> Int? {
        let candidates = rows.indices.filter { rows[$0].position.section == position.section }
        guard let first = candidates.first else { return nil }
        // The last row that starts at or before the position: the one showing it.
        return candidates.last { rows[$0].position <= position } ?? first
    }
}
