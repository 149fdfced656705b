import PresentationKit

/// Everything the workflow runs screen draws: breadcrumb, rows, a sentence instead of them, the status line.
public typealias WorkflowRunsViewModel = ListViewModel<WorkflowRunRow>

/// One run in the list, every text sanitized: its mark, workflow, `#number`, event, branch,
/// duration, age and the commit's first line.
public struct WorkflowRunRow: Equatable, Sendable {
    public var mark: RunMark
    public var workflow: String
    public var number: String
    public var event: String
    public var branch: String
    public var duration: String
    public var age: String
    public var title: String

    public init(mark: RunMark, workflow: String, number: String, event: String, branch: String, duration: String,
                age: String, title: String) {
        self.mark = mark
        self.workflow = workflow
        self.number = number
        self.event = event
        self.branch = branch
        self.duration = duration
        self.age = age
        self.title = title
    }
}
