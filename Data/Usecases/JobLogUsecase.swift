import Entities

/// A job's log. The log of a finished job is kept and read offline; a running job's log is
/// always asked of GitHub and never kept.
@MainActor
public protocol JobLogUsecase: AnyObject {
    /// The log of `job` in `fullName`.
    @discardableResult
    func fetchLog(fullName: String, job: WorkflowJob, freshness: AnswerFreshness,
                  completion: @escaping @MainActor (Result<CachedThenFresh<JobLog>, GitHubError>) -> Void)
        -> Cancellable
}
