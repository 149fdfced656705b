import Entities

/// Lists a repository's issues a page at a time, and searches its issues or pull requests with
/// GitHub's qualifiers.
@MainActor
public protocol IssuesUsecase: AnyObject {
    /// Page `page` (from 1) of `perPage` items (at most 100) of `GET …/issues`, pull requests left
    /// out (so a page may hold fewer than `perPage`); `nextPage` says whether more follow.
    @discardableResult
    func fetchIssues(fullName: String, state: IssueListState, sort: IssueListSort, direction: SearchOrder, page: Int,
                     perPage: Int, freshness: AnswerFreshness,
                     completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Issue>>, GitHubError>) -> Void)
        -> Cancellable

    /// Page `page` of `GET /search/issues` for `query` with `repo:FULLNAME is:issue` (or `is:pr`)
    /// added, under the search budget.
    @discardableResult
    func searchIssues(fullName: String, query: String, kind: IssueSearchKind, sort: IssueListSort?, order: SearchOrder?,
                      page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<IssueSearchAnswer>, GitHubError>) -> Void)
        -> Cancellable

    /// Page `page` of `GET /search/issues` for `query` as it is, across every repository (the
    /// inbox's searches, whose qualifiers say what they want), under the search budget.
    @discardableResult
    func searchAllIssues(query: String, sort: IssueListSort?, order: SearchOrder?, page: Int, perPage: Int,
                         freshness: AnswerFreshness,
                         completion: @escaping @MainActor (Result<CachedThenFresh<IssueSearchAnswer>, GitHubError>) -> Void)
        -> Cancellable
}
