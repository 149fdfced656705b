/// The repository list screen as its Presenter sees it. The View owns the query field's text
/// and the selection; the Presenter replaces or resets them only through these calls.
@MainActor
public protocol RepositoryListView: AnyObject {
    /// Shows `viewModel`; the screen is redrawn on the next pass of the run loop.
    func display(_ viewModel: RepositoryListViewModel)
    /// Replaces the query field's text (a query from the history, the one restored at launch);
    /// the cursor goes to its end.
    func replaceQuery(with text: String)
    /// Moves the selection back to the first row: a new search replaced the results.
    func resetSelection()
    /// The rows were replaced by a newer copy of the same results: select row `index` (the
    /// repository that was selected), keeping the scroll position as far as it stays in view.
    func keepSelection(onRow index: Int)
}
