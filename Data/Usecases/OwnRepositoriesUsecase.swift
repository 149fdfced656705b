import Entities

/// Your repositories, recently pushed first (`GET /user/repos?sort=pushed`); private ones carry
/// `isPrivate`.
@MainActor
public protocol OwnRepositoriesUsecase: AnyObject {
    /// The same page under `freshness` ("cached now, fresh later", or refreshed now).
    @discardableResult
    func fetchOwnRepositories(page: Int, perPage: Int, freshness: AnswerFreshness,
                              completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<Repository>>, GitHubError>)
                                  -> Void)
        -> Cancellable
}
