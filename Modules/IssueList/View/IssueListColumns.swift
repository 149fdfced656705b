import IssueListPresenter
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// One row of an issue list at a width: `#123 ● title [label] [label]   head → base   who · when`.
/// The title is cut first when the screen is narrow, then the labels, then the right-hand facts.
enum IssueListColumns {
    static func runs(for row: IssueListRow, width: Int) -> [ScreenRun] {
        var runs: [ScreenRun] = []
        var column = 1
        let right = width - 1
        runs.append(ScreenRun(text: row.number, column: column, style: .dim))
        column += max(DisplayWidth.of(row.number), 6) + 1
        runs.append(ScreenRun(text: row.mark.symbol, column: column, style: style(of: row.mark)))
        column += 2
        let meta = [row.branches, row.meta].filter { !$0.isEmpty }.joined(separator: "   ")
        let metaWidth = min(DisplayWidth.of(meta), max((right - column) / 2, 0))
        let metaColumn = right - metaWidth
        let titleRoom = metaColumn - column - 2
        guard titleRoom > 0 else { return runs }
        let title = TextLayout.truncate(row.title, toWidth: titleRoom)
        runs.append(ScreenRun(text: title, column: column, style: .normal))
        column += DisplayWidth.of(title) + 1
        for label in row.labels {
            // A label with its colour is a chip of that colour (` bug `); without one, `[bug]`.
            let text = label.text
            let labelWidth = DisplayWidth.of(text)
            guard column + labelWidth < metaColumn - 1 else { break }
            runs.append(ScreenRun(text: text, column: column, style: label.color.map { .badge($0) } ?? .accent))
            column += labelWidth + 1
        }
        if metaWidth > 0 {
            runs.append(ScreenRun(text: TextLayout.truncate(meta, toWidth: metaWidth), column: metaColumn, style: .dim))
        }
        return runs
    }

    /// Open green, merged in the accent colour, closed and not planned dimmed, a draft dimmed.
    static func style(of mark: IssueStateMark) -> TextStyle {
        switch mark {
        case .open: return .success
        case .merged: return .accent
        case .draft, .closed, .notPlanned: return .dim
        }
    }
}
