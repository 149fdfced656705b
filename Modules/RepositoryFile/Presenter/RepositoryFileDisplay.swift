/// The file view as its Presenter sees it.
@MainActor
public protocol RepositoryFileDisplay: AnyObject {
    func display(_ viewModel: RepositoryFileViewModel)
    /// Scrolls the rendered Markdown to the heading `anchor`; false when it has none.
    func scrollToHeading(anchor: String) -> Bool
}
