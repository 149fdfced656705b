import Entities

/// Fetches one repository in full (`GET /repos/OWNER/REPO`), for the fields search results lack.
@MainActor
public protocol RepositoryDetailUsecase: AnyObject {
    @discardableResult
    func fetchRepository(fullName: String,
                         completion: @escaping @MainActor (Result<Repository, GitHubError>) -> Void) -> Cancellable

    /// Fetches the repository under `freshness`: with `.cachedThenFresh` the stored one first
    /// (if any), then GitHub's; with `.refreshNow` only GitHub's, asked conditionally.
    @discardableResult
    func fetchRepository(fullName: String, freshness: AnswerFreshness,
                         completion: @escaping @MainActor (CachedThenFresh<Repository>) -> Void) -> Cancellable
}
