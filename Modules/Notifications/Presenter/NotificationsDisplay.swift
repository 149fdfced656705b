/// The notifications screen as its Presenter sees it. The View owns the selection.
@MainActor
public protocol NotificationsDisplay: AnyObject {
    func display(_ viewModel: NotificationsViewModel)
}
