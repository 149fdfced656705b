import Entities

/// Your repositories, recently pushed first (`GET /user/repos?sort=pushed`); private ones carry
/// `isPrivate`.
@MainActor
public protocol OwnRepositoriesUsecase: AnyObject {
    /// Page `page` (from 1) of `perPage` repositories (at most 100), once, on the UI thread,
    /// unless cancelled first; offline, the stored copy if there is one.
    @discardableResult
    func fetchOwnRepositories(page: Int, perPage: Int,
                              completion: @escaping @MainActor (Result<ListingPage<Repository>, GitHubError>) -> Void)
        -> Cancellable

    /// The same page under `freshness` ("cached now, fresh later", or refreshed now).
    @discardableResult
    func fetchOwnRepositories(page: Int, perPage: Int, freshness: AnswerFreshness,
                              completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<Repository>>, GitHubError>)
                                  -> Void)
        -> Cancellable
}
