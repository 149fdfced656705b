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
    /// What `row` shows as plain text from screen column 0 (a run's text at its column, blanks
    /// between): what `/` searches, its display columns the screen's.
    func text(ofRow row: Int) -> String
    /// Lays out at least the rows up to `row` (all of them for `Int.max`), for a body laid out
    /// only as far as it is read (a long conversation): until then, the rows after those laid
    /// out are counted from an estimate and `links` lacks theirs. A body laid out whole does nothing.
    func prepare(throughRow row: Int)
}

public extension ReadableBody {
    func prepare(throughRow row: Int) {}

    /// Every row's text, for a `TextMatcher`: the whole body laid out first.
    var searchableText: TextMatcher {
        prepare(throughRow: Int.max)
        return TextMatcher(lines: (0..<rowCount).map(text(ofRow:)))
    }
}

/// A row of runs as plain text from screen column 0: each run's text (or blanks for a filled
/// run) at its column, blanks before it. The one way every reading body gives `/` its rows.
public enum RowText {
    public static func of(_ runs: [(text: String, column: Int, fillWidth: Int)]) -> String {
        var line = ""
        var width = 0
        for run in runs {
            if run.column > width {
                line += String(repeating: " ", count: run.column - width)
                width = run.column
            }
            let text = run.fillWidth > 0 ? String(repeating: " ", count: run.fillWidth) : run.text
            line += text
            width += run.fillWidth > 0 ? run.fillWidth : DisplayWidth.of(text)
        }
        return line
    }

    /// The text of screen runs.
    public static func of(_ runs: [ScreenRun]) -> String {
        of(runs.map { ($0.text, $0.column, $0.fillWidth) })
    }
}

extension DetailBody: ReadableBody {
    public func text(ofRow row: Int) -> String {
        RowText.of(self.row(row).runs.map { ($0.text, $0.column, $0.fillWidth) })
    }

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
