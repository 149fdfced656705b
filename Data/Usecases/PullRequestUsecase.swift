import Entities

/// One pull request and its parts: the pull request, its commits, its changed files, its reviews
/// and review comments (each a page at a time), and its whole diff as bytes.
@MainActor
public protocol PullRequestUsecase: AnyObject {
    @discardableResult
    func fetchPullRequest(fullName: String, number: Int, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<PullRequest>, GitHubError>) -> Void)
        -> Cancellable

    /// Page `page` (from 1) of `perPage` commits (at most 100; GitHub lists 250 at most).
    @discardableResult
    func fetchCommits(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)
        -> Cancellable

    /// Page `page` (from 1) of `perPage` changed files (at most 100; GitHub lists 3,000 at most).
    @discardableResult
    func fetchFiles(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<CommitFile>>, GitHubError>) -> Void)
        -> Cancellable

    @discardableResult
    func fetchReviews(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<PullRequestReview>>, GitHubError>)
                          -> Void) -> Cancellable

    @discardableResult
    func fetchReviewComments(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<ReviewComment>>, GitHubError>)
                                 -> Void) -> Cancellable

    /// The whole unified diff (`Accept: application/vnd.github.diff`), byte for byte.
    @discardableResult
    func fetchDiff(fullName: String, number: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<[UInt8]>, GitHubError>) -> Void) -> Cancellable
}
