/// The files screen, as its Presenter sees it.
@MainActor
public protocol RepositoryFilesDisplay: AnyObject {
    func display(_ viewModel: RepositoryFilesViewModel)
}
