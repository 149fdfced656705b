import Entities

/// A commit with every changed file GitHub lists, and the rate limit of its first page.
public struct CommitDetailAnswer: Equatable, Sendable {
    public var detail: CommitDetail
    /// False when GitHub announced more pages of files than `CommitDetailPages.maximumPages`.
    public var hasAllFiles: Bool
    public var rateLimit: RateLimit?

    public init(detail: CommitDetail, hasAllFiles: Bool = true, rateLimit: RateLimit? = nil) {
        self.detail = detail
        self.hasAllFiles = hasAllFiles
        self.rateLimit = rateLimit
    }
}

/// Fetches one commit with its stats and changed files (`GET /repos/OWNER/REPO/commits/SHA`).
@MainActor
public protocol CommitDetailUsecase: AnyObject {
    /// The commit `sha` with all its files (GitHub pages them 300 at a time: every page is asked
    /// for, up to 3,000 files). A commit asked for by full SHA is stored once and never asked
    /// for again.
    @discardableResult
    func fetchCommit(fullName: String, sha: String, freshness: AnswerFreshness,
                     completion: @escaping @MainActor (Result<CachedThenFresh<CommitDetailAnswer>, GitHubError>) -> Void)
        -> Cancellable
}
