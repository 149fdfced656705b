/// The file view as its Presenter sees it.
@MainActor
public protocol RepositoryFileView: AnyObject {
    func display(_ viewModel: RepositoryFileViewModel)
}
