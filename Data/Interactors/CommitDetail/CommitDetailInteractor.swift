import APIClient
import Usecases
import Entities

/// Fetches a commit and all its pages of files through `GitHubRequestable` off the UI thread.
@MainActor
public final class CommitDetailInteractor: CommitDetailUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchCommit(fullName: String, sha: String, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<CommitDetailAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let pages = CommitDetailPages(owner: parts.owner, name: parts.name, sha: sha)
        let client = self.client
        let fetch = CacheableFetch<CommitDetailAnswer>(
            stored: { pages.stored(in: client) },
            fetch: { freshness, _ in
                pages.answer(send: { client.send($0, freshness: freshness, cancellation: token) })
            })
        scheduler.answer(fetch, freshness: freshness, cancellation: token, completion: completion)
        return token
    }
}
