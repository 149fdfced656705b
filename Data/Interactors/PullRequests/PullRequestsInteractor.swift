import APIClient
import Usecases
import Entities

/// Lists a repository's pull requests through `GitHubRequestable` off the UI thread, cached then fresh.
@MainActor
public final class PullRequestsInteractor: PullRequestsUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchPullRequests(fullName: String, state: IssueListState, sort: IssueListSort, direction: SearchOrder,
                                  page: Int, perPage: Int, freshness: AnswerFreshness,
                                  completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<PullRequest>>, GitHubError>)
                                      -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.PullRequests(owner: parts.owner, name: parts.name, state: state, sort: sort,
                                                direction: direction, perPage: min(100, max(1, perPage)), page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: PagedAnswer<PullRequest>.shape(page: page), completion: completion)
        return token
    }
}
