import PresentationKit

/// Everything a workflow run's screen draws: its breadcrumb, a line about the run, its jobs
/// each followed by its steps, the row to select (the first failed job, once, when the jobs
/// arrive), a sentence instead of the rows, the status line.
public struct WorkflowRunViewModel: Equatable, Sendable {
    public var list: ListViewModel<WorkflowRunJobRow>
    /// `push on main · failure · 3m 5s · Make every date timezone aware`.
    public var summary: String
    public var summaryMark: RunMark
    /// Set when the View should move the selection there (the jobs just arrived).
    public var selectRow: Int?

    public init(list: ListViewModel<WorkflowRunJobRow> = ListViewModel(), summary: String = "",
                summaryMark: RunMark = .queued, selectRow: Int? = nil) {
        self.list = list
        self.summary = summary
        self.summaryMark = summaryMark
        self.selectRow = selectRow
    }
}

/// A job's row or one of its steps' rows, sanitized.
public struct WorkflowRunJobRow: Equatable, Sendable {
    public var isStep: Bool
    public var mark: RunMark
    /// A job's name, or a step's `N. name`.
    public var name: String
    public var duration: String
    /// A failed step: marked `← failed`.
    public var failedStep: Bool

    public init(isStep: Bool, mark: RunMark, name: String, duration: String, failedStep: Bool = false) {
        self.isStep = isStep
        self.mark = mark
        self.name = name
        self.duration = duration
        self.failedStep = failedStep
    }
}
