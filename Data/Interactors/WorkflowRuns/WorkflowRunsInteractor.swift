import APIClient
import Usecases
import Entities

/// Fetches a page of a repository's workflow runs through `GitHubRequestable` off the UI
/// thread, cached then fresh.
@MainActor
public final class WorkflowRunsInteractor: WorkflowRunsUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchRuns(fullName: String, filter: WorkflowRunFilter, page: Int, perPage: Int,
                          freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<WorkflowRun>>, GitHubError>)
                              -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.WorkflowRuns(owner: parts.owner, name: parts.name, filter: filter,
                                                perPage: min(100, max(1, perPage)), page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: { list, links, rateLimit in
                             PagedAnswer(items: list.runs, page: page, nextPage: links.next, lastPage: links.last,
                                         rateLimit: rateLimit)
                         }, completion: completion)
        return token
    }
}
