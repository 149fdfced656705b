import Entities

/// What a repository's README turned out to be.
public enum ReadmeAnswer: Equatable, Sendable {
    /// The file's bytes as stored (UTF-8 normally; the renderer copes with anything), its name
    /// (`README.md`, `README.rst`, …) and its page on github.com, against which relative links resolve.
    case readme(bytes: [UInt8], fileName: String, htmlURL: String?)
    /// GitHub answered 404: the repository has no README. Not an error.
    case noReadme
}

/// Fetches a repository's README (`GET /repos/OWNER/REPO/readme[?ref=REF]`), decoded to bytes.
@MainActor
public protocol RepositoryReadmeUsecase: AnyObject {
    /// Fetches the README under `freshness`: with `.cachedThenFresh` the stored one first (when
    /// GitHub might have changed it), then GitHub's; with `.refreshNow` only GitHub's, asked
    /// conditionally. A `.fresh` answer whose source is `.revalidated` is the stored README, unchanged.
    /// `ref` (a branch, tag or SHA) reads the README at that ref; nil at the default branch.
    @discardableResult
    func fetchReadme(fullName: String, ref: String?, freshness: AnswerFreshness,
                     completion: @escaping @MainActor (Result<CachedThenFresh<ReadmeAnswer>, GitHubError>) -> Void)
        -> Cancellable
}

public extension RepositoryReadmeUsecase {
    /// The README at the default branch.
    @discardableResult
    func fetchReadme(fullName: String, freshness: AnswerFreshness,
                     completion: @escaping @MainActor (Result<CachedThenFresh<ReadmeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        fetchReadme(fullName: fullName, ref: nil, freshness: freshness, completion: completion)
    }
}
