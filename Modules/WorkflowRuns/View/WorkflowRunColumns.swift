import ScreenKit
import TerminalUI
import TextCells
import WorkflowRunsPresenter

/// The columns of a workflow run's row at a width: mark, workflow, number, event, branch, the
/// commit's first line filling what is left, then the duration and the age at the right edge.
enum WorkflowRunColumns {
    static func runs(for row: WorkflowRunRow, width: Int) -> [ScreenRun] {
        var runs: [ScreenRun] = []
        var column = 1
        func put(_ text: String, _ columnWidth: Int, _ style: TextStyle) {
            guard column < width - 1 else { return }
            runs.append(ScreenRun(text: TextLayout.truncate(text, toWidth: min(columnWidth, width - 1 - column)),
                                  column: column, style: style))
            column += columnWidth + 1
        }
        put(row.mark.symbol, 1, TextStyle(runMark: row.mark))
        put(row.workflow, 18, .bold)
        put(row.number, 6, .dim)
        put(row.event, 12, .normal)
        put(row.branch, 16, .accent)
        let right = width - 1
        let tail = "\(row.duration)  \(row.age)"
        let tailColumn = max(right - DisplayWidth.of(tail), column)
        if tailColumn - column - 1 > 0 {
            runs.append(ScreenRun(text: TextLayout.truncate(row.title, toWidth: tailColumn - column - 1), column: column,
                                  style: .normal))
        }
        if tailColumn < right { runs.append(ScreenRun(text: tail, column: tailColumn, style: .dim)) }
        return runs
    }
}
