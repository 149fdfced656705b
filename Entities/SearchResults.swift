/// A page of search results together with what the response headers said about it:
/// what the search Interactor hands to its callers.
public struct SearchResults: Equatable, Sendable {
    public var query: String
    /// The page number this answer is for (1-based).
    public var page: Int
    public var totalCount: Int
    public var incompleteResults: Bool
    public var repositories: [Repository]
    public var links: PageLinks
    public var rateLimit: RateLimit?

    public init(query: String, page: Int, totalCount: Int, incompleteResults: Bool,
                repositories: [Repository], links: PageLinks, rateLimit: RateLimit?) {
        self.query = query
        self.page = page
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.repositories = repositories
        self.links = links
        self.rateLimit = rateLimit
    }
}
