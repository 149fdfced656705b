import Entities

/// Fetches a repository's releases, a page at a time, which one is the latest, and one by its id.
@MainActor
public protocol ReleasesUsecase: AnyObject {
    /// Page `page` (from 1) of `perPage` releases (at most 100), newest first.
    @discardableResult
    func fetchReleases(fullName: String, page: Int, perPage: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Release>>, GitHubError>) -> Void)
        -> Cancellable

    /// The latest release (neither draft nor pre-release), or nil when there is none (GitHub's 404).
    @discardableResult
    func fetchLatestRelease(fullName: String, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<Release?>, GitHubError>) -> Void)
        -> Cancellable

    /// The release tagged `tag` (`ghbrowse download`).
    @discardableResult
    func fetchRelease(fullName: String, tag: String, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void)
        -> Cancellable

    /// The release with id `id` (a notification's subject).
    @discardableResult
    func fetchRelease(fullName: String, id: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void)
        -> Cancellable
}
