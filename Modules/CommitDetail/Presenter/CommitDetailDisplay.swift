/// The commit screen, as its Presenter sees it.
@MainActor
public protocol CommitDetailDisplay: AnyObject {
    func display(_ viewModel: CommitDetailViewModel)
}
