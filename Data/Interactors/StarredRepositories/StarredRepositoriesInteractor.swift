import APIClient
import Usecases
import Entities

/// `StarredRepositoriesUsecase` over `GitHubRequestable`, off the UI thread.
@MainActor
public final class StarredRepositoriesInteractor: StarredRepositoriesUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchStarred(page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<StarredRepository>>, GitHubError>)
                                 -> Void)
        -> Cancellable {
        let token = CancellationToken()
        scheduler.answer(GitHubAPI.Starred(perPage: min(max(perPage, 1), 100), page: max(page, 1)),
                         freshness: freshness, client: client, cancellation: token,
                         shape: { items, links, rateLimit in ListingPage(items: items, nextPage: links.next, rateLimit: rateLimit) },
                         completion: completion)
        return token
    }
}
