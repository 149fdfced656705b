import Markdown
import TextCells

/// A Markdown document alone on a reading screen (a Markdown file of a repository): the rows of
/// its layout, each indented, for `ReadingPane` to scroll and cycle the links of.
public struct MarkdownBody: RunRowsBody {
    /// Where a row comes from whatever the width: `offset` characters into top-level block `block`.
    public struct Position: Equatable, Sendable {
        public var block: Int
        public var offset: Int
    }

    /// The document laid out; nil before there is one.
    public let layout: BlockwiseLayout?
    /// The column every row starts at.
    public let indent: Int

    public init(layout: BlockwiseLayout?, indent: Int) {
        self.layout = layout
        self.indent = indent
    }

    public var rowCount: Int { layout?.lineCount ?? 0 }

    public var links: [BlockwiseLayout.Link] { layout?.links ?? [] }

    /// Row `index` as runs, its links numbered as in `links`; none past the end.
    public func runs(_ index: Int) -> [ScreenRun] {
        guard let layout else { return [] }
        return MarkdownRows.runs(ofLine: index, in: layout, indent: indent)?.runs ?? []
    }

    public func headingRow(_ anchor: String) -> Int? {
        layout?.anchors[anchor]
    }

    public func position(ofRow row: Int) -> Position {
        guard let line = layout?.line(row) else { return Position(block: 0, offset: 0) }
        return Position(block: line.block, offset: line.offset)
    }

    public func row(showing position: Position) -> Int? {
        guard let layout, layout.lineCount > 0 else { return nil }
        return layout.nearestLine(block: position.block, offset: position.offset)
    }
}

extension BlockwiseLayout.Link: ScreenLink {
    public var rows: ClosedRange<Int> { firstLine...max(firstLine, lastLine) }
}
