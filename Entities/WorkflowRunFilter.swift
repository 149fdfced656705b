/// What a list of workflow runs is narrowed to, through the endpoint's own parameters: a branch,
/// an event, a status or conclusion, and a workflow (its file name or id, which GitHub lists
/// under `…/actions/workflows/WORKFLOW/runs`). Empty: every run.
public struct WorkflowRunFilter: Equatable, Sendable {
    public var branch: String?
    public var event: String?
    /// A status (`queued`, `in_progress`, `completed` …) or a conclusion (`success`, `failure` …).
    public var status: String?
    /// A workflow's file name (`ci.yml`) or id.
    public var workflow: String?

    public init(branch: String? = nil, event: String? = nil, status: String? = nil, workflow: String? = nil) {
        self.branch = branch
        self.event = event
        self.status = status
        self.workflow = workflow
    }

    public var isEmpty: Bool { branch == nil && event == nil && status == nil && workflow == nil }
}
