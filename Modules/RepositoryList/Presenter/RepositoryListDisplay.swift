/// The repository list screen as its Presenter sees it. The View owns the query field's text
/// and the selection: the Presenter never keeps a copy of either; events carry the row or the
/// text they act on, and the Presenter replaces or resets them only through these calls.
@MainActor
public protocol RepositoryListDisplay: AnyObject {
    /// Shows `viewModel`; the screen is redrawn on the next pass of the run loop. When the rows
    /// are replaced, the selection stays on the row with the same id (the same repository) where
    /// it still is, and on the same index, clamped to the rows, where it is gone.
    func display(_ viewModel: RepositoryListViewModel)
    /// Replaces the query field's text (a query from the history, the one restored at launch);
    /// the cursor goes to its end.
    func replaceQuery(with text: String)
    /// Moves the selection back to the first row: a new search replaced the results, so what
    /// was selected is forgotten.
    func resetSelection()
}
