import PresentationKit

/// What happens on the workflow runs screen, told to its Presenter by the View.
@MainActor
public protocol WorkflowRunsViewPresentation: ScreenLifecycleEvents {
    /// The selection moved to row `index` with `visibleRowCount` rows on screen (the next page is
    /// asked for as it nears the end).
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// A key asked for `command`, with the selection on row `row`.
    func didRequest(_ command: WorkflowRunsCommand, row: Int)
    /// Enter in the filter field: `WorkflowRunQuery`'s words (`branch:main status:failure
    /// event:push workflow:ci.yml`, plain words narrowing by workflow name); empty: every run.
    func filterDidSubmit(query: String)
}
