import APIClient
import Usecases
import Entities

/// Searches repositories through `GitHubRequestable`, one page per call, off the UI thread.
@MainActor
public final class SearchRepositoryInteractor: SearchRepositoryUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func search(query: String, page: Int, options: SearchOptions, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<SearchResults>, GitHubError>) -> Void)
        -> Cancellable {
        let request = GitHubAPI.SearchRepositories(
            query: query, sort: options.sort, order: options.order, perPage: options.perPage, page: page)
        let token = CancellationToken()
        scheduler.answer(
            request, freshness: freshness, client: client, cancellation: token,
            shape: { page, links, rateLimit in
                SearchResults(query: query, page: request.page, totalCount: page.totalCount,
                              incompleteResults: page.incompleteResults ?? false, repositories: page.items,
                              links: links, rateLimit: rateLimit)
            }, completion: completion)
        return token
    }
}
