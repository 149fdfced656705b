/// The releases screen as its Presenter sees it.
@MainActor
public protocol ReleasesDisplay: AnyObject {
    func display(_ viewModel: ReleasesViewModel)
}
