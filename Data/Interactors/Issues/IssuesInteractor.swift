import APIClient
import Usecases
import Entities

/// Lists a repository's issues (pull requests left out) and searches its issues or pull requests,
/// through `GitHubRequestable` off the UI thread, cached then fresh.
@MainActor
public final class IssuesInteractor: IssuesUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchIssues(fullName: String, state: IssueListState, sort: IssueListSort, direction: SearchOrder,
                            page: Int, perPage: Int, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Issue>>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        let request = GitHubAPI.Issues(owner: parts.owner, name: parts.name, state: state, sort: sort, direction: direction,
                                       perPage: min(100, max(1, perPage)), page: page)
        scheduler.answer(request, freshness: freshness, client: client, cancellation: token,
                         shape: { items, links, rateLimit in
                             PagedAnswer(items: items.filter { !$0.isPullRequest }, page: page, nextPage: links.next,
                                         lastPage: links.last, rateLimit: rateLimit)
                         }, completion: completion)
        return token
    }

    @discardableResult
    public func searchIssues(fullName: String, query: String, kind: IssueSearchKind, sort: IssueListSort?,
                             order: SearchOrder?, page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<IssueSearchAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let request = GitHubAPI.SearchIssues(fullName: parts.owner + "/" + parts.name, query: query, kind: kind, sort: sort,
                                             order: order, perPage: min(100, max(1, perPage)), page: max(1, page))
        search(request, freshness: freshness, cancellation: token, completion: completion)
        return token
    }

    @discardableResult
    public func searchAllIssues(query: String, sort: IssueListSort?, order: SearchOrder?, page: Int, perPage: Int,
                                freshness: AnswerFreshness,
                                completion: @escaping @MainActor (Result<CachedThenFresh<IssueSearchAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        let request = GitHubAPI.SearchIssues(fullName: nil, query: query, kind: .issue, sort: sort, order: order,
                                             perPage: min(100, max(1, perPage)), page: max(1, page))
        search(request, freshness: freshness, cancellation: token, completion: completion)
        return token
    }

    private func search(_ request: GitHubAPI.SearchIssues, freshness: AnswerFreshness, cancellation token: CancellationToken,
                        completion: @escaping @MainActor (Result<CachedThenFresh<IssueSearchAnswer>, GitHubError>) -> Void) {
        let page = request.page
        scheduler.answer(request, freshness: freshness, client: client, cancellation: token,
                         shape: { found, links, rateLimit in
                             IssueSearchAnswer(page: PagedAnswer(items: found.items, page: page, nextPage: links.next,
                                                                 lastPage: links.last, rateLimit: rateLimit),
                                               totalCount: found.totalCount,
                                               incompleteResults: found.incompleteResults ?? false)
                         }, completion: completion)
    }
}
