/// The repository detail screen as its Presenter sees it.
@MainActor
public protocol RepositoryDetailView: AnyObject {
    func display(_ viewModel: RepositoryDetailViewModel)
}
