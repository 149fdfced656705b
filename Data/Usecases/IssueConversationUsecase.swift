import Entities

/// One issue and what was said and done around it: the issue, its comments and its timeline,
/// the lists a page at a time, oldest first.
@MainActor
public protocol IssueConversationUsecase: AnyObject {
    @discardableResult
    func fetchIssue(fullName: String, number: Int, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<Issue>, GitHubError>) -> Void) -> Cancellable

    /// Page `page` (from 1) of `perPage` comments (at most 100).
    @discardableResult
    func fetchComments(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<IssueComment>>, GitHubError>)
                           -> Void) -> Cancellable

    /// Page `page` (from 1) of `perPage` timeline events (at most 100); kinds not known are kept
    /// as `.unknown`, for the caller to skip.
    @discardableResult
    func fetchTimeline(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<TimelineEvent>>, GitHubError>)
                           -> Void) -> Cancellable
}
