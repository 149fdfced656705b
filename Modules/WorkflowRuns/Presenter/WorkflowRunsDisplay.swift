/// The workflow runs screen as its Presenter sees it.
@MainActor
public protocol WorkflowRunsDisplay: AnyObject {
    func display(_ viewModel: WorkflowRunsViewModel)
}
