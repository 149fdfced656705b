import Entities

/// A page of a code search: its files (a `PagedAnswer`, no next page past GitHub's 1,000th
/// result), how many GitHub counted, and whether the search timed out before finding everything.
public struct CodeSearchAnswer: Equatable, Sendable {
    /// The most results GitHub gives for one query, whatever `total_count` says.
    public static let resultCap = 1_000

    public var page: PagedAnswer<CodeSearchResult>
    public var totalCount: Int
    public var incompleteResults: Bool

    public init(page: PagedAnswer<CodeSearchResult>, totalCount: Int, incompleteResults: Bool = false) {
        self.page = page
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
    }
}

/// Searches code across GitHub (`GET /search/code`, with the matching fragments). GitHub answers
/// it only with a token; it spends its own budget of 10 requests a minute.
@MainActor
public protocol CodeSearchUsecase: AnyObject {
    /// Page `page` (from 1) of `query`, in `fullName`'s files only when it is given (`repo:` added).
    @discardableResult
    func searchCode(query: String, fullName: String?, page: Int, perPage: Int, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<CodeSearchAnswer>, GitHubError>) -> Void)
        -> Cancellable
}
