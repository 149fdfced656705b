/// The releases screen as its Presenter sees it.
@MainActor
public protocol ReleasesView: AnyObject {
    func display(_ viewModel: ReleasesViewModel)
}
