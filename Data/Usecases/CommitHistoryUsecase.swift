import Entities

/// Fetches a ref's history, a page at a time (`GET /repos/OWNER/REPO/commits?sha=REF`).
@MainActor
public protocol CommitHistoryUsecase: AnyObject {
    /// Page `page` (from 1) of `perPage` commits (at most 100) reachable from `ref` (the default
    /// branch when nil), newest first; `nextPage` says whether more follow.
    @discardableResult
    func fetchCommits(fullName: String, ref: String?, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)
        -> Cancellable
}
