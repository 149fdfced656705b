import APIClient
import Entities
import Usecases

/// Your stars and your own repositories (`StarredRepositoriesUsecase`, `OwnRepositoriesUsecase`)
/// over `GitHubRequestable`, a page at a time, off the UI thread: two listings of one shape.
@MainActor
public final class AccountRepositoriesInteractor: StarredRepositoriesUsecase, OwnRepositoriesUsecase {
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
        fetch(GitHubAPI.Starred(perPage: Self.clamped(perPage), page: max(page, 1)), freshness: freshness,
              completion: completion)
    }

    @discardableResult
    public func fetchOwnRepositories(page: Int, perPage: Int, freshness: AnswerFreshness,
                                     completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<Repository>>, GitHubError>)
                                         -> Void)
        -> Cancellable {
        fetch(GitHubAPI.OwnRepositories(perPage: Self.clamped(perPage), page: max(page, 1)), freshness: freshness,
              completion: completion)
    }

    /// One page of `request`'s listing, with the page after it from the `Link` header.
    private func fetch<Request: GitHubRequest, Item>(
        _ request: Request, freshness: AnswerFreshness,
        completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<Item>>, GitHubError>) -> Void
    ) -> Cancellable where Request.Response == [Item] {
        let token = CancellationToken()
        scheduler.answer(request, freshness: freshness, client: client, cancellation: token,
                         shape: { items, links, rateLimit in ListingPage(items: items, nextPage: links.next, rateLimit: rateLimit) },
                         completion: completion)
        return token
    }

    /// GitHub's page sizes: 1 to 100.
    private static func clamped(_ perPage: Int) -> Int {
        min(max(perPage, 1), 100)
    }
}
