import IssuePresenter
import Markdown
import PresentationKit
import RepositoryBrowsing
import ScreenKit
import TerminalUI
import TextCells

/// The rows of a conversation at one width, laid out piece by piece only as far as they are read:
/// the pieces laid out so far (a prefix) have exact rows, links and headings; each piece after them
/// counts as an estimate of its rows until a row at or past it is asked for. A row is never asked
/// for past the pieces laid out without laying them out first, so every row number given out is
/// exact; only `rowCount` is an estimate until the last piece is laid out.
///
/// A class, so that the (value) `ConversationBody` can lay out more while it is read; one screen
/// owns it, on the main actor.
final class ConversationRows {
    /// Indent of everything on screen, in cells.
    static let indent = ConversationBody.indent

    /// A piece laid out: wrapped lines, or a body's layout.
    private enum Laid {
        case rows([[ScreenRun]])
        case markdown(BlockwiseLayout)

        var count: Int {
            switch self {
            case .rows(let rows): return rows.count
            case .markdown(let layout): return layout.lineCount
            }
        }
    }

    private let pieces: ConversationPieces
    private let width: Int
    private let layouts: MarkdownLayouts
    /// The pieces laid out so far, from the first.
    private var laid: [Laid] = []
    /// The first row of each piece laid out.
    private var starts: [Int] = []
    /// How many links the pieces before each laid-out piece have.
    private var linkBases: [Int] = []
    /// The rows of the pieces laid out.
    private var laidRows = 0
    private(set) var links: [ConversationLink] = []

    init(pieces: ConversationPieces, width: Int, layouts: MarkdownLayouts) {
        self.pieces = pieces
        self.width = width
        self.layouts = layouts
    }

    var laidOutCount: Int { laid.count }
    /// The rows laid out, and an estimate of the rest (made by the pieces from their lengths).
    var rowCount: Int { laidRows + pieces.estimatedRows(fromPiece: laid.count, width: width) }

    /// Lays pieces out until row `row` is in one of them (or every piece is).
    func layOut(throughRow row: Int) {
        while laid.count < pieces.count, laidRows <= row { layOutNext() }
    }

    /// Lays pieces out through piece `piece`.
    private func layOut(throughPiece piece: Int) {
        while laid.count < pieces.count, laid.count <= piece { layOutNext() }
    }

    private func layOutNext() {
        let index = laid.count
        let piece: Laid
        linkBases.append(links.count)
        starts.append(laidRows)
        switch pieces.piece(index) {
        case .lines(let lines):
            piece = .rows(lines.flatMap { line in
                if case .labels(let chips) = line.role, let row = Self.labelRow(chips, width: width) { return [row] }
                return TextLayout.wrap(line.text, width: width).map {
                    [ScreenRun(text: $0, column: Self.indent, style: Self.style(of: line.role))]
                }
            })
        case .diff(let lines):
            piece = .rows(lines.map { Self.diffRow($0, width: width) })
        case .markdown(let source):
            let layout = layouts.layout(source)
            let base = links.count
            links += layout.links.map { ConversationLink($0, rowShift: laidRows, sourceShift: base) }
            piece = .markdown(layout)
        }
        laid.append(piece)
        laidRows += piece.count
    }

    // MARK: Rows

    /// The first row of piece `piece` (the pieces through it laid out).
    func start(ofPiece piece: Int) -> Int? {
        guard (0..<pieces.count).contains(piece) else { return nil }
        layOut(throughPiece: piece)
        return starts[piece]
    }

    /// The piece row `row` is in, and the row within it (laying pieces out down to it).
    private func locate(_ row: Int) -> (piece: Int, offset: Int)? {
        guard row >= 0 else { return nil }
        layOut(throughRow: row)
        guard row < laidRows else { return nil }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return (low, row - starts[low])
    }

    func runs(_ row: Int) -> [ScreenRun] {
        guard let (piece, offset) = locate(row) else { return [] }
        switch laid[piece] {
        case .rows(let rows): return rows[offset]
        case .markdown(let layout):
            var runs = MarkdownRows.runs(ofLine: offset, in: layout, indent: Self.indent)?.runs ?? []
            for index in runs.indices { runs[index].link = runs[index].link.map { $0 + linkBases[piece] } }
            return runs
        }
    }

    /// The row a heading anchor of a body starts on: the bodies laid out first, then the rest.
    func headingRow(_ anchor: String) -> Int? {
        var index = 0
        while index < pieces.count {
            layOut(throughPiece: index)
            if case .markdown(let layout) = laid[index], let row = layout.anchors[anchor] { return starts[index] + row }
            index += 1
        }
        return nil
    }

    func position(ofRow row: Int) -> ConversationPosition {
        guard let (piece, offset) = locate(row) else { return .lines(piece: 0, row: 0) }
        if case .markdown(let layout) = laid[piece], let line = layout.line(offset) {
            return .markdown(piece: piece, block: line.block, offset: line.offset)
        }
        return .lines(piece: piece, row: offset)
    }

    func row(showing position: ConversationPosition) -> Int? {
        switch position {
        case .lines(let piece, let row):
            guard (0..<pieces.count).contains(piece) else { return lastRow }
            layOut(throughPiece: piece)
            return starts[piece] + min(row, max(laid[piece].count - 1, 0))
        case .markdown(let piece, let block, let offset):
            guard (0..<pieces.count).contains(piece) else { return lastRow }
            layOut(throughPiece: piece)
            guard case .markdown(let layout) = laid[piece], layout.lineCount > 0 else { return starts[piece] }
            return starts[piece] + layout.nearestLine(block: block, offset: offset)
        }
    }

    /// The last row, every piece laid out; nil without rows.
    private var lastRow: Int? {
        layOut(throughRow: Int.max)
        return laidRows > 0 ? laidRows - 1 : nil
    }

    // MARK: Drawing lines

    /// A diff line (a review comment's hunk) as the commit screen colours it, cut at `width`.
    static func diffRow(_ line: DiffTextLine, width: Int) -> [ScreenRun] {
        var runs: [ScreenRun] = []
        var column = Self.indent + 2
        let end = Self.indent + width
        for run in line.runs where column < end {
            let text = TextLayout.truncate(run.text, toWidth: end - column)
            runs.append(ScreenRun(text: text, column: column, style: TextStyle(diffRole: run.role)))
            column += DisplayWidth.of(text)
        }
        return runs
    }

    /// How a line looks: the title large, the state in its colour, comment headers bold, events dimmed.
    static func style(of role: IssueLine.Role) -> TextStyle {
        switch role {
        case .title: return .heading(1)
        case .state(let mark):
            switch mark {
            case .open: return .success
            case .merged: return .accent
            case .draft, .closed, .notPlanned: return .dim
            }
        case .detail, .event, .note, .labels: return .dim
        case .commentHeader: return .bold
        }
    }

    /// `Labels:  bug   ui ` with each label a chip of its own colour (`[name]` without one), when
    /// the row fits in `width`; nil when it does not (the line is then wrapped as text).
    static func labelRow(_ chips: [LabelChip], width: Int) -> [ScreenRun]? {
        var runs = [ScreenRun(text: "Labels:", column: indent, style: .dim)]
        var column = indent + 8
        for chip in chips {
            let text = chip.text
            runs.append(ScreenRun(text: text, column: column, style: chip.color.map { .badge($0) } ?? .dim))
            column += DisplayWidth.of(text) + 1
        }
        return column - 1 <= width + indent ? runs : nil
    }
}
