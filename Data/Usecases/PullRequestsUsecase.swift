import Entities

/// Lists a repository's pull requests a page at a time (searching them is `IssuesUsecase`'s, `kind: .pullRequest`).
@MainActor
public protocol PullRequestsUsecase: AnyObject {
    /// Page `page` (from 1) of `perPage` pull requests (at most 100) of `GET …/pulls`.
    @discardableResult
    func fetchPullRequests(fullName: String, state: IssueListState, sort: IssueListSort, direction: SearchOrder,
                           page: Int, perPage: Int, freshness: AnswerFreshness,
                           completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<PullRequest>>, GitHubError>)
                               -> Void) -> Cancellable
}
