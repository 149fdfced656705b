import Entities

/// Fetches a repository's branches and tags, a page at a time, for the ref chooser.
@MainActor
public protocol RepositoryRefsUsecase: AnyObject {
    /// Page `page` (from 1) of the branches, 100 a page.
    @discardableResult
    func fetchBranches(fullName: String, page: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Branch>>, GitHubError>) -> Void)
        -> Cancellable

    /// Page `page` (from 1) of the tags, 100 a page, newest first as GitHub lists them.
    @discardableResult
    func fetchTags(fullName: String, page: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Tag>>, GitHubError>) -> Void)
        -> Cancellable
}
