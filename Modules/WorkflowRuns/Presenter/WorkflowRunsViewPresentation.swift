import PresentationKit

/// What happens on the workflow runs screen, told to its Presenter by the View.
@MainActor
public protocol WorkflowRunsViewPresentation: RowListEvents where Command == WorkflowRunsCommand {
    /// Enter in the filter field: `WorkflowRunQuery`'s words (`branch:main status:failure
    /// event:push workflow:ci.yml`, plain words narrowing by workflow name); empty: every run.
    func filterDidSubmit(query: String)
}
