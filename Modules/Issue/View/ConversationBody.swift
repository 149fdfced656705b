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
public typealias ConversationLink = BodyLink

/// An issue's conversation at one width: each piece's rows one after the other, laid out only as
/// far as it is read (`ConversationRows`): the pieces down to the end of the screen, each made
/// by the Presenter's `ConversationPieces` only when it is laid out, the rest counted from an
/// estimate until something asks for them (a key that goes further, `G`, `/`, a link past the
/// last one laid out). Each Markdown body is laid out block by block and made
/// into rows only when drawn.
public struct ConversationBody {
    /// Indent of everything on screen, in cells.
    static let indent = 1

    private let rows: ConversationRows

    /// `pieces` at `columns`; `layout` lays out a piece's Markdown body at a width (the View keeps
    /// the layouts between calls, so a page of comments arriving lays out nothing again).
    init(pieces: ConversationPieces, columns: Int, layout: MarkdownLayouts) {
        rows = ConversationRows(pieces: pieces, width: max(columns - 2 * Self.indent, 1), layouts: layout)
    }

    /// Rows so far: those laid out, and an estimate of the rest.
    public var rowCount: Int { rows.rowCount }
    /// The links of the pieces laid out so far, in reading order.
    public var links: [ConversationLink] { rows.links }
    /// How many pieces are laid out (the rest are estimated).
    public var laidOutPieces: Int { rows.laidOutCount }

    /// The first body row of piece `piece`.
    func firstRow(ofPiece piece: Int) -> Int? {
        rows.start(ofPiece: piece)
    }
}

/// What the conversation screen's `ReadingPane` needs of its body.
extension ConversationBody: RunRowsBody {
    public func prepare(throughRow row: Int) {
        rows.layOut(throughRow: row)
    }

    /// Row `row`'s runs; a body's link runs carry the conversation's link index.
    public func runs(_ row: Int) -> [ScreenRun] {
        rows.runs(row)
    }

    public func headingRow(_ anchor: String) -> Int? {
        rows.headingRow(anchor)
    }

    public func position(ofRow row: Int) -> ConversationPosition {
        rows.position(ofRow: row)
    }

    public func row(showing position: ConversationPosition) -> Int? {
        rows.row(showing: position)
    }
}
