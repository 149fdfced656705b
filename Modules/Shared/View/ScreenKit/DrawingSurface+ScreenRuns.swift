import TerminalUI

public extension DrawingSurface {
    /// A row of laid-out runs (rendered Markdown, a release's body), each from its column to the
    /// right edge; the runs of the link `selectedLink` (its index in the body's links) in the
    /// selected-link style.
    func putRuns(_ runs: [ScreenRun], row: Int, selectedLink: Int?) {
        for run in runs {
            let style = run.link != nil && run.link == selectedLink ? TextStyle.selectedLink : run.style
            put(run.text, row: row, column: run.column, maxWidth: max(size.columns - run.column, 0), style: style)
        }
    }
}
