import RepositoryBrowsing
import TerminalUI
import TextCells

public extension DrawingSurface {
    /// A history's row (a ref's commits, a pull request's): `abc1234  3 days ago     Ada Lovelace
    /// Fix the parser`; on a narrow screen the author, then the date, are left out before the
    /// subject is squeezed.
    func putCommitRow(_ commit: CommitSummaryText, selected: Bool, row: Int, columns: Int) {
        let dateWidth = 14
        let authorWidth = 18
        if selected { fill(row: row, column: 0, width: columns, style: .selected) }
        var column = 1
        func cell(_ text: String, width: Int, style: TextStyle) {
            guard column < columns else { return }
            let text = TextLayout.truncate(text, toWidth: min(width, columns - column))
            _ = put(text, row: row, column: column, maxWidth: columns - column, style: selected ? .selected : style)
            column += width + 1
        }
        cell(commit.shortSHA, width: 7, style: .accent)
        let roomy = columns >= 7 + dateWidth + authorWidth + 30
        if columns >= 7 + dateWidth + 25 { cell(commit.date, width: dateWidth, style: .dim) }
        if roomy { cell(commit.author, width: authorWidth, style: .bold) }
        cell(commit.subject, width: max(columns - column, 0), style: .normal)
    }
}
