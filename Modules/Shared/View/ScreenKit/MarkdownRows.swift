import ReadingLayout
import Markdown
import TerminalUI
import TextCells

/// A styled run of one screen row: text (or cells to fill) at a column, and the document link it
/// is text of, if any.
public struct ScreenRun: Equatable {
    public var text: String
    public var column: Int
    public var style: TextStyle
    /// Cells to fill instead of text (a swatch of a bar); 0 for text.
    public var fillWidth: Int
    /// The document link (index into `BlockwiseLayout.links`) this run is text of.
    public var link: Int?

    public init(text: String, column: Int, style: TextStyle, fillWidth: Int = 0, link: Int? = nil) {
        self.text = text
        self.column = column
        self.style = style
        self.fillWidth = fillWidth
        self.link = link
    }
}

/// A Markdown document on screen, drawn the same way wherever it appears (the detail's README, a
/// release's notes): laid out block by block at a width, each line's runs styled for the terminal.
public enum MarkdownRows {
    /// The document laid out at `width`; without colour, link text is marked with brackets.
    public static func layout(_ document: MarkdownDocument, width: Int, showsColor: Bool) -> BlockwiseLayout {
        ReadmeRows.layout(document, width: width, showsColor: showsColor)
    }

    /// Line `index` of `layout` as runs starting at column `indent`, its links numbered as in
    /// `layout.links`; nil past the last line.
    public static func runs(ofLine index: Int, in layout: BlockwiseLayout, indent: Int)
        -> (runs: [ScreenRun], line: BlockwiseLayout.Line)? {
        guard let line = layout.line(index) else { return nil }
        var runs: [ScreenRun] = []
        var column = indent
        for run in line.screenLine.runs {
            runs.append(ScreenRun(text: run.text, column: column, style: style(of: run),
                                  link: run.link.map { line.linkBase + $0 }))
            column += DisplayWidth.of(run.text)
        }
        return (runs, line)
    }

    /// The terminal style of a laid-out run: the one role mapping (`ReadmeRows.style(of:)`), drawn.
    public static func style(of run: StyledRun) -> TextStyle {
        TextStyle(ReadmeRows.style(of: run))
    }
}
