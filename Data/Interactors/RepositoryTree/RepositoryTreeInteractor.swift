import APIClient
import Usecases
import Entities

/// Fetches trees through `GitHubRequestable` off the UI thread, under the freshness asked for.
@MainActor
public final class RepositoryTreeInteractor: RepositoryTreeUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchTree(fullName: String, ref: String, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        fetch(fullName: fullName, ref: ref, recursive: true, freshness: freshness, completion: completion)
    }

    @discardableResult
    public func fetchDirectory(fullName: String, treeSHA: String, freshness: AnswerFreshness,
                               completion: @escaping @MainActor (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        fetch(fullName: fullName, ref: treeSHA, recursive: false, freshness: freshness, completion: completion)
    }

    private func fetch(fullName: String, ref: String, recursive: Bool, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(GitHubAPI.Tree(owner: parts.owner, name: parts.name, ref: ref, recursive: recursive),
                         freshness: freshness, client: client, cancellation: token,
                         shape: { tree, _, rateLimit in TreeAnswer(tree: tree, rateLimit: rateLimit) },
                         completion: completion)
        return token
    }
}
