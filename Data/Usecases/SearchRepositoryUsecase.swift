import Entities

/// Sort, order and page size for a repository search (no sort: GitHub's best match).
public struct SearchOptions: Equatable, Sendable {
    public var sort: RepositorySearchSort?
    public var order: SearchOrder?
    public var perPage: Int

    public init(sort: RepositorySearchSort? = nil, order: SearchOrder? = nil, perPage: Int = 100) {
        self.sort = sort
        self.order = order
        self.perPage = perPage
    }
}

/// Searches GitHub's repositories a page at a time.
///
/// Answers come back on the UI thread. Starting a new search does not cancel an older one
/// by itself: callers cancel what they no longer want through the returned handle.
@MainActor
public protocol SearchRepositoryUsecase: AnyObject {
    /// Fetches page `page` of the results for `query` under `freshness`: with `.cachedThenFresh`
    /// the stored page comes first (when there is one GitHub might have changed), then GitHub's;
    /// with `.refreshNow` only GitHub's, asked conditionally whatever the stored page's age.
    @discardableResult
    func search(query: String, page: Int, options: SearchOptions, freshness: AnswerFreshness,
                completion: @escaping @MainActor (Result<CachedThenFresh<SearchResults>, GitHubError>) -> Void)
        -> Cancellable
}
