/// The commit screen, as its Presenter sees it.
@MainActor
public protocol CommitDetailView: AnyObject {
    func display(_ viewModel: CommitDetailViewModel)
}
