import APIClient
import Usecases
import Entities

/// Fetches pages of a ref's history through `GitHubRequestable` off the UI thread.
@MainActor
public final class CommitHistoryInteractor: CommitHistoryUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchCommits(fullName: String, ref: String?, page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.Commits(owner: parts.owner, name: parts.name, ref: ref,
                                           perPage: min(100, max(1, perPage)), page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: PagedAnswer<Commit>.shape(page: page), completion: completion)
        return token
    }
}
