/// The repository detail screen as its Presenter sees it.
@MainActor
public protocol RepositoryDetailDisplay: AnyObject {
    func display(_ viewModel: RepositoryDetailViewModel)
    /// Scrolls the README so the heading with this anchor (`#installation` without the `#`)
    /// is at the top; false when the README has no such heading.
    func scrollToHeading(anchor: String) -> Bool
}
