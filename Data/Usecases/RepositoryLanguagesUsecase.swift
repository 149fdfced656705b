import Entities

/// Fetches how many bytes of each language a repository holds (`GET /repos/OWNER/REPO/languages`).
@MainActor
public protocol RepositoryLanguagesUsecase: AnyObject {
    /// Fetches the languages under `freshness`: with `.cachedThenFresh` the stored ones first
    /// (when GitHub might have changed them), then GitHub's; with `.refreshNow` only GitHub's,
    /// asked conditionally.
    @discardableResult
    func fetchLanguages(fullName: String, freshness: AnswerFreshness,
                        completion: @escaping @MainActor (Result<CachedThenFresh<RepositoryLanguages>, GitHubError>) -> Void)
        -> Cancellable
}
