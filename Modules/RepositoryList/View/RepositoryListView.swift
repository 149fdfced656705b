/// The repository list screen as its Presenter sees it: something that shows a view model.
@MainActor
public protocol RepositoryListView: AnyObject {
    func display(_ viewModel: RepositoryListViewModel)
}
