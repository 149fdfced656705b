import Entities

/// One page of a list GitHub pages with `per_page` and `page` (commits, branches, tags,
/// releases): its items, which page it is, the pages `link` announces, and the rate limit.
public struct PagedAnswer<Item: Equatable & Sendable>: Equatable, Sendable {
    public var items: [Item]
    public var page: Int
    /// The next page, when `link` announces one; nil on the last page.
    public var nextPage: Int?
    public var lastPage: Int?
    /// From the answer's `x-ratelimit-*` headers; for a cached copy, as of when it was fetched.
    public var rateLimit: RateLimit?

    public init(items: [Item], page: Int, nextPage: Int? = nil, lastPage: Int? = nil, rateLimit: RateLimit? = nil) {
        self.items = items
        self.page = page
        self.nextPage = nextPage
        self.lastPage = lastPage
        self.rateLimit = rateLimit
    }

    /// The same page with each item transformed.
    public func map<Other: Equatable & Sendable>(_ transform: (Item) -> Other) -> PagedAnswer<Other> {
        PagedAnswer<Other>(items: items.map(transform), page: page, nextPage: nextPage, lastPage: lastPage,
                           rateLimit: rateLimit)
    }
}
