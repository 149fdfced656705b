/// The commits screen, as its Presenter sees it.
@MainActor
public protocol CommitHistoryView: AnyObject {
    func display(_ viewModel: CommitHistoryViewModel)
}
