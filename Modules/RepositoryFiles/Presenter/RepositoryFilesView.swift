/// The files screen, as its Presenter sees it.
@MainActor
public protocol RepositoryFilesView: AnyObject {
    func display(_ viewModel: RepositoryFilesViewModel)
}
