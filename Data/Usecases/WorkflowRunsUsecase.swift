import Entities

/// Lists a repository's GitHub Actions workflow runs a page at a time, newest first, narrowed
/// through the endpoint's own parameters.
@MainActor
public protocol WorkflowRunsUsecase: AnyObject {
    /// Page `page` (from 1) of `perPage` runs (at most 100) matching `filter`.
    @discardableResult
    func fetchRuns(fullName: String, filter: WorkflowRunFilter, page: Int, perPage: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<WorkflowRun>>, GitHubError>)
                       -> Void) -> Cancellable
}
