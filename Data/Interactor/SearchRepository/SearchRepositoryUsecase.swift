import Entities

/// Sort and order for a repository search, as GitHub names them.
public struct SearchOptions: Equatable, Sendable {
    public var sort: String?
    public var order: String?
    public var perPage: Int

    public init(sort: String? = nil, order: String? = nil, perPage: Int = 100) {
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
    /// Fetches page `page` (1-based) of the results for `query`.
    @discardableResult
    func search(query: String, page: Int, options: SearchOptions,
                completion: @escaping @MainActor (Result<SearchResults, GitHubError>) -> Void) -> Cancellable
}
