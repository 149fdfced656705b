import Entities

/// What CI says about a commit: its check runs (a page at a time) and its combined commit status.
@MainActor
public protocol ChecksUsecase: AnyObject {
    /// Page `page` (from 1) of `perPage` check runs (at most 100) of `ref` (a SHA, branch or tag).
    @discardableResult
    func fetchCheckRuns(fullName: String, ref: String, page: Int, perPage: Int, freshness: AnswerFreshness,
                        completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<CheckRun>>, GitHubError>)
                            -> Void) -> Cancellable

    /// The combined status of `ref`.
    @discardableResult
    func fetchCombinedStatus(fullName: String, ref: String, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<CombinedStatus>, GitHubError>) -> Void)
        -> Cancellable
}
