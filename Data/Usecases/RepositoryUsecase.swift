import Entities

/// A repository with the rate limit its answer reported (the detail screen's budget).
public struct RepositoryAnswer: Equatable, Sendable {
    public var repository: Repository
    /// From the answer's `x-ratelimit-*` headers; for a cached copy, as of when it was fetched.
    public var rateLimit: RateLimit?

    public init(repository: Repository, rateLimit: RateLimit?) {
        self.repository = repository
        self.rateLimit = rateLimit
    }
}

/// Fetches one repository in full (`GET /repos/OWNER/REPO`), for the fields search results lack.
@MainActor
public protocol RepositoryUsecase: AnyObject {
    /// Fetches the repository under `freshness`: with `.cachedThenFresh` the stored one first
    /// (when GitHub might have changed it), then GitHub's; with `.refreshNow` only GitHub's,
    /// asked conditionally.
    @discardableResult
    func fetchRepository(fullName: String, freshness: AnswerFreshness,
                         completion: @escaping @MainActor (Result<CachedThenFresh<RepositoryAnswer>, GitHubError>) -> Void)
        -> Cancellable
}
