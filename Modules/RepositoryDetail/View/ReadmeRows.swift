import Markdown
import RepositoryDetailPresenter
import ScreenKit
import TerminalUI

/// The README's rows on the detail screen: a `BlockwiseLayout` of the document at the body's
/// width, whose lines become rows only when they are drawn or looked at.
///
/// Every row knows which top-level block it shows and how far into it: that is what keeps the
/// reader's place when the width changes.
enum ReadmeRows {
    /// Indent of the README on screen, in cells.
    static let indent = 1

    /// The document laid out at `width` (as every Markdown document is, see `MarkdownRows`).
    static func layout(_ document: MarkdownDocument, width: Int, showsColor: Bool) -> BlockwiseLayout {
        MarkdownRows.layout(document, width: width, showsColor: showsColor)
    }

    /// Line `index` of `layout` as a row, its links numbered as in `layout.links`.
    static func row(_ index: Int, of layout: BlockwiseLayout) -> DetailRow {
        guard let (runs, line) = MarkdownRows.runs(ofLine: index, in: layout, indent: indent) else {
            return .blank(.readme(block: Int.max, offset: 0))
        }
        return DetailRow(runs: runs.map { DetailRow.Run(text: $0.text, column: $0.column, style: $0.style, link: $0.link) },
                         position: .readme(block: line.block, offset: line.offset))
    }
}
