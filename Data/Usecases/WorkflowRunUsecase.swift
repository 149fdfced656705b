import Entities

/// One workflow run and its jobs, each with its steps.
@MainActor
public protocol WorkflowRunUsecase: AnyObject {
    /// The run `runID` of `fullName`.
    @discardableResult
    func fetchRun(fullName: String, runID: Int, freshness: AnswerFreshness,
                  completion: @escaping @MainActor (Result<CachedThenFresh<WorkflowRun>, GitHubError>) -> Void)
        -> Cancellable

    /// Every job of the run (all pages, in GitHub's order), answered once they are all in.
    @discardableResult
    func fetchJobs(fullName: String, runID: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<[WorkflowJob]>, GitHubError>) -> Void)
        -> Cancellable
}
