import APIClient
import Usecases
import Entities

/// `OwnRepositoriesUsecase` over `GitHubRequestable`, off the UI thread.
@MainActor
public final class OwnRepositoriesInteractor: OwnRepositoriesUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchOwnRepositories(page: Int, perPage: Int, freshness: AnswerFreshness,
                                     completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<Repository>>, GitHubError>)
                                         -> Void)
        -> Cancellable {
        let token = CancellationToken()
        scheduler.answer(GitHubAPI.OwnRepositories(perPage: min(max(perPage, 1), 100), page: max(page, 1)),
                         freshness: freshness, client: client, cancellation: token,
                         shape: { items, links, rateLimit in ListingPage(items: items, nextPage: links.next, rateLimit: rateLimit) },
                         completion: completion)
        return token
    }
}
