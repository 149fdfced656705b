/// An issue's conversation as its Presenter sees it.
@MainActor
public protocol IssueDisplay: AnyObject {
    func display(_ viewModel: IssueViewModel)
    /// Scrolls to the heading `anchor` of a body (a `#heading` link); false when there is none.
    func scrollToHeading(anchor: String) -> Bool
}
