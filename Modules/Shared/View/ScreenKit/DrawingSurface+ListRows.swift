import TerminalUI

public extension DrawingSurface {
    /// A list screen's rows (the issues, the workflow runs, the releases): those of `pane` on
    /// screen, below `count` rows at most, the selected one on the selection's background; each
    /// row's runs (from `runs`, given the row's index) from their column to the right edge.
    func putListRows(_ pane: ListPane, count: Int, runs: (Int) -> [ScreenRun]) {
        for row in pane.rowsOnScreen(screenRows: size.rows) where row.index < count {
            if row.isSelected { fill(row: row.screenRow, column: 0, width: size.columns, style: .selected) }
            for run in runs(row.index) {
                put(run.text, row: row.screenRow, column: run.column,
                    maxWidth: max(size.columns - run.column, 0), style: row.isSelected ? .selected : run.style)
            }
        }
    }
}
