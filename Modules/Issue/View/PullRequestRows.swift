import IssuePresenter
import RepositoryBrowsing
import ScreenKit
import TerminalUI
import TextCells

/// How a pull request's Commits and Checks sections draw a row.
@MainActor
public enum PullRequestRows {
    /// A commit as a history draws it.
    public static func commit(_ surface: DrawingSurface, _ commit: CommitSummaryText, _ selected: Bool, _ row: Int,
                              _ columns: Int) {
        surface.putCommitRow(commit, selected: selected, row: row, columns: columns)
    }

    /// `✗ failure     build (ubuntu)            3m 07s  Tests failed`: the outcome in its colour.
    public static func check(_ surface: DrawingSurface, _ check: CheckRowText, _ selected: Bool, _ row: Int,
                             _ columns: Int) {
        if selected { surface.fill(row: row, column: 0, width: columns, style: .selected) }
        var column = 1
        func cell(_ text: String, width: Int, style: TextStyle) {
            guard column < columns else { return }
            let text = TextLayout.truncate(text, toWidth: min(width, columns - column))
            _ = surface.put(text, row: row, column: column, maxWidth: columns - column, style: selected ? .selected : style)
            column += width + 1
        }
        cell(mark(check.outcome) + " " + check.outcome.rawValue, width: 13, style: style(of: check.outcome))
        cell(check.name, width: min(40, max(columns / 3, 12)), style: .bold)
        cell(check.duration, width: 8, style: .dim)
        cell(check.detail, width: max(columns - column, 0), style: .dim)
    }

    /// ✓ passed, ✗ failed, ● running or waiting, – skipped or neutral.
    static func mark(_ outcome: CheckRowText.Outcome) -> String {
        switch outcome {
        case .success: return "✓"
        case .failure, .cancelled: return "✗"
        case .neutral, .skipped: return "–"
        case .inProgress, .queued: return "●"
        }
    }

    /// Success green, failure red, in progress in the busy colour, the rest dimmed.
    public static func style(of outcome: CheckRowText.Outcome) -> TextStyle {
        switch outcome {
        case .success: return .success
        case .failure: return .removal
        case .inProgress, .queued: return TextStyle(statusTone: .busy)
        case .neutral, .cancelled, .skipped: return .dim
        }
    }
}
