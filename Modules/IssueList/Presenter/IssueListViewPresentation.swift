import PresentationKit

/// What happens on an issue list, told to its Presenter by the View (its appearing and width are
/// `ScreenLifecycleEvents`).
@MainActor
public protocol IssueListViewPresentation: ScreenLifecycleEvents {
    /// The selection moved to row `index` with `visibleRowCount` rows on screen (the next page is
    /// asked for as it nears the end).
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// A key asked for `command`, with the selection on row `row`.
    func didRequest(_ command: IssueListCommand, row: Int)
    /// Enter in the filter field: GitHub's issue search with `query` (qualifiers such as
    /// `label:bug is:closed author:octocat`, and words); an empty query is the default list again.
    func filterDidSubmit(query: String)
}
