import APIClient
import Usecases
import Entities

/// Fetches pages of branches and tags through `GitHubRequestable` off the UI thread.
@MainActor
public final class RepositoryRefsInteractor: RepositoryRefsUsecase {
    /// Items a page: GitHub's maximum, so most repositories take one request.
    public static let perPage = 100

    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchBranches(fullName: String, page: Int, freshness: AnswerFreshness,
                              completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Branch>>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.Branches(owner: parts.owner, name: parts.name, perPage: Self.perPage, page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: PagedAnswer<Branch>.shape(page: page), completion: completion)
        return token
    }

    @discardableResult
    public func fetchTags(fullName: String, page: Int, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Tag>>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.Tags(owner: parts.owner, name: parts.name, perPage: Self.perPage, page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: PagedAnswer<Tag>.shape(page: page), completion: completion)
        return token
    }
}
