import IssuePresenter
import Markdown
import PresentationKit
import RepositoryBrowsing
import ScreenKit
import TerminalUI
import TextCells

/// Where a row of a conversation comes from, whatever the width it was laid out at.
public enum ConversationPosition: Equatable {
    /// Row `row` of the lines of piece `piece`.
    case lines(piece: Int, row: Int)
    /// Piece `piece`'s Markdown body: `offset` characters into its top-level block `block`.
    case markdown(piece: Int, block: Int, offset: Int)
}

/// A link of one of the conversation's bodies: the rows it covers and where it leads.
public struct ConversationLink: Equatable, ScreenLink {
    public var target: String
    public var destination: LinkDestination
    /// Which link of the whole conversation this is, whatever the width.
    public var source: Int
    public var rows: ClosedRange<Int>
}

/// An issue's conversation at one width: each piece's rows one after the other: lines wrapped as
/// they are, each Markdown body laid out block by block and made into rows only when drawn.
public struct ConversationBody {
    /// Indent of everything on screen, in cells.
    static let indent = 1

    /// A piece laid out: wrapped lines, or a body's layout.
    enum Laid {
        case rows([[ScreenRun]])
        case markdown(BlockwiseLayout)

        var count: Int {
            switch self {
            case .rows(let rows): return rows.count
            case .markdown(let layout): return layout.lineCount
            }
        }
    }

    private(set) var pieces: [Laid] = []
    /// The first body row of each piece.
    private(set) var pieceStarts: [Int] = []
    public private(set) var rowCount = 0
    public private(set) var links: [ConversationLink] = []
    /// How many links the bodies before each piece have.
    private var linkBases: [Int] = []

    /// `pieces` at `columns`; `layout` lays out the Markdown body of a piece (its index, the
    /// document, the width), so the View can keep them between calls.
    init(pieces model: [IssuePiece], columns: Int, layout: (Int, MarkdownDocument, Int) -> BlockwiseLayout) {
        let width = max(columns - 2 * Self.indent, 1)
        for (index, piece) in model.enumerated() {
            let laid: Laid
            switch piece {
            case .lines(let lines):
                laid = .rows(lines.flatMap { line in
                    if case .labels(let chips) = line.role, let row = Self.labelRow(chips, width: width) { return [row] }
                    return TextLayout.wrap(line.text, width: width).map {
                        [ScreenRun(text: $0, column: Self.indent, style: Self.style(of: line.role))]
                    }
                })
                linkBases.append(links.count)
            case .diff(let lines):
                laid = .rows(lines.map { Self.diffRow($0, width: width) })
                linkBases.append(links.count)
            case .markdown(let document):
                let markdown = layout(index, document, width)
                let base = links.count
                linkBases.append(base)
                links += markdown.links.map {
                    ConversationLink(target: $0.target, destination: $0.destination, source: base + $0.source,
                                     rows: ($0.firstLine + rowCount)...(max($0.firstLine, $0.lastLine) + rowCount))
                }
                laid = .markdown(markdown)
            }
            pieceStarts.append(rowCount)
            pieces.append(laid)
            rowCount += laid.count
        }
    }

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

    /// The piece row `row` is in, and the row within it.
    private func locate(_ row: Int) -> (piece: Int, offset: Int)? {
        guard row >= 0, row < rowCount else { return nil }
        var low = 0
        var high = pieceStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieceStarts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return (low, row - pieceStarts[low])
    }

    /// Row `row`'s runs; a body's link runs carry the conversation's link index.
    func runs(_ row: Int) -> [ScreenRun] {
        guard let (piece, offset) = locate(row) else { return [] }
        switch pieces[piece] {
        case .rows(let rows): return rows[offset]
        case .markdown(let layout):
            var runs = MarkdownRows.runs(ofLine: offset, in: layout, indent: Self.indent)?.runs ?? []
            for index in runs.indices { runs[index].link = runs[index].link.map { $0 + linkBases[piece] } }
            return runs
        }
    }

    /// The first body row of piece `piece`.
    func firstRow(ofPiece piece: Int) -> Int? {
        pieceStarts.indices.contains(piece) ? pieceStarts[piece] : nil
    }
}

/// What the conversation screen's `ReadingPane` needs of its body.
extension ConversationBody: ReadableBody {
    public func headingRow(_ anchor: String) -> Int? {
        for (index, piece) in pieces.enumerated() {
            if case .markdown(let layout) = piece, let row = layout.anchors[anchor] { return pieceStarts[index] + row }
        }
        return nil
    }

    public func position(ofRow row: Int) -> ConversationPosition {
        guard let (piece, offset) = locate(row) else { return .lines(piece: 0, row: 0) }
        if case .markdown(let layout) = pieces[piece], let line = layout.line(offset) {
            return .markdown(piece: piece, block: line.block, offset: line.offset)
        }
        return .lines(piece: piece, row: offset)
    }

    public func row(showing position: ConversationPosition) -> Int? {
        switch position {
        case .lines(let piece, let row):
            guard pieces.indices.contains(piece) else { return rowCount > 0 ? rowCount - 1 : nil }
            return pieceStarts[piece] + min(row, max(pieces[piece].count - 1, 0))
        case .markdown(let piece, let block, let offset):
            guard pieces.indices.contains(piece) else { return rowCount > 0 ? rowCount - 1 : nil }
            guard case .markdown(let layout) = pieces[piece], layout.lineCount > 0 else { return pieceStarts[piece] }
            return pieceStarts[piece] + layout.nearestLine(block: block, offset: offset)
        }
    }

    public func text(ofRow row: Int) -> String {
        RowText.of(runs(row))
    }

    public func link(atRow row: Int, column: Int) -> Int? {
        runs(row).first { run in
            run.link != nil && column >= run.column && column < run.column + DisplayWidth.of(run.text)
        }?.link
    }
}
