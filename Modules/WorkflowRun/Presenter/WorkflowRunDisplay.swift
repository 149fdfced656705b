/// A workflow run's screen as its Presenter sees it.
@MainActor
public protocol WorkflowRunDisplay: AnyObject {
    func display(_ viewModel: WorkflowRunViewModel)
}
