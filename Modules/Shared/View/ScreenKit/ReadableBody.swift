import ReadingLayout
import TextCells

/// A laid-out document that a reading screen scrolls (the detail screen's body, a release's):
/// its rows, its links in reading order, its headings' rows, and for each row a position that
/// survives a new layout at another width.
public protocol ReadableBody {
    /// Where a row's content is in the document, whatever the width.
    associatedtype Position
    associatedtype Link: ScreenLink

    var rowCount: Int { get }
    /// The links, in reading order.
    var links: [Link] { get }
    /// The row a heading anchor (`installation`) starts on, nil when there is no such heading.
    func headingRow(_ anchor: String) -> Int?
    /// Where what `row` shows comes from.
    func position(ofRow row: Int) -> Position
    /// The row that shows `position` in this layout (or the nearest before it), nil when none does.
    func row(showing position: Position) -> Int?
    /// The link (its index in `links`) whose text is drawn on `row` at screen column `column`.
    func link(atRow row: Int, column: Int) -> Int?
}

extension DetailBody: ReadableBody {
    public func position(ofRow row: Int) -> ReadingPosition {
        self.row(row).position
    }

    public func row(showing position: ReadingPosition) -> Int? {
        row(nearest: position)
    }

    public func link(atRow row: Int, column: Int) -> Int? {
        self.row(row).runs.first { run in
            run.link != nil && column >= run.column && column < run.column + DisplayWidth.of(run.text)
        }?.link
    }
}
