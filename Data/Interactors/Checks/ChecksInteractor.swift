import APIClient
import Usecases
import Entities

/// Fetches a commit's check runs and combined status through `GitHubRequestable` off the UI
/// thread, cached then fresh.
@MainActor
public final class ChecksInteractor: ChecksUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchCheckRuns(fullName: String, ref: String, page: Int, perPage: Int, freshness: AnswerFreshness,
                               completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<CheckRun>>, GitHubError>)
                                   -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.CheckRuns(owner: parts.owner, name: parts.name, ref: ref,
                                             perPage: min(100, max(1, perPage)), page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: { list, links, rateLimit in
                             PagedAnswer(items: list.checkRuns, page: page, nextPage: links.next, lastPage: links.last,
                                         rateLimit: rateLimit)
                         }, completion: completion)
        return token
    }

    @discardableResult
    public func fetchCombinedStatus(fullName: String, ref: String, freshness: AnswerFreshness,
                                    completion: @escaping @MainActor (Result<CachedThenFresh<CombinedStatus>, GitHubError>)
                                        -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(GitHubAPI.CombinedStatus(owner: parts.owner, name: parts.name, ref: ref), freshness: freshness,
                         client: client, cancellation: token, shape: { status, _, _ in status }, completion: completion)
        return token
    }
}
