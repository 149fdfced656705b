/// A page of `GET …/actions/runs`: how many runs match and this page's.
public struct WorkflowRunList: Equatable, Sendable {
    public var totalCount: Int
    public var runs: [WorkflowRun]

    public init(totalCount: Int, runs: [WorkflowRun]) {
        self.totalCount = totalCount
        self.runs = runs
    }
}
