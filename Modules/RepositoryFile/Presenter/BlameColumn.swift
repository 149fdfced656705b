import RepositoryBrowsing
import TextCells

/// The blame drawn beside a file's lines (`B`): for each run of lines of one commit, its short
/// SHA, author and age written on the run's first line, and each line's age (1 recent … 10 old)
/// for its colour. Every text is safe and fitted to `width` cells.
public struct BlameColumn: Equatable, Sendable {
    /// The cells the column takes (the View leaves one more before the line numbers).
    public var width: Int
    /// The ranges laid onto the file's lines.
    public var lines: BlameLines
    /// Each group's text (`lines.groups`' order), `width` cells.
    public var texts: [String]

    public init(width: Int, lines: BlameLines, texts: [String]) {
        self.width = width
        self.lines = lines
        self.texts = texts
    }

    /// What to draw beside `line` (from 0): its group's text on the first line of a run, blank
    /// cells on the others (or outside any range), and the age that colours it (nil: none).
    public func cell(ofLine line: Int) -> (text: String, age: Int?) {
        guard let index = lines.groupIndex(ofLine: line), index < texts.count else {
            return (TextLayout.spaces(width), nil)
        }
        return (lines.startsRun(line) ? texts[index] : TextLayout.spaces(width), lines.groups[index].age)
    }
}
