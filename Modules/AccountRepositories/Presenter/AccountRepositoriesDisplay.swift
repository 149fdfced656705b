/// Your stars or repositories as their Presenter sees them. The View owns the selection.
@MainActor
public protocol AccountRepositoriesDisplay: AnyObject {
    /// Shows `viewModel`; the screen is redrawn on the next pass of the run loop.
    func display(_ viewModel: AccountRepositoriesViewModel)
}
