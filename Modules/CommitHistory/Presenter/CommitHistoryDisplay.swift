/// The commits screen, as its Presenter sees it.
@MainActor
public protocol CommitHistoryDisplay: AnyObject {
    func display(_ viewModel: CommitHistoryViewModel)
}
