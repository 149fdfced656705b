/// A job's log screen as its Presenter sees it.
@MainActor
public protocol JobLogDisplay: AnyObject {
    func display(_ viewModel: JobLogViewModel)
}
