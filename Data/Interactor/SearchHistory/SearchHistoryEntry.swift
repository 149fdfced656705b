import APIClient

/// One remembered search: the query with the sort and order it was made with.
public struct SearchHistoryEntry: Equatable, Sendable {
    public var query: String
    /// Nil for GitHub's best match.
    public var sort: RepositorySearchSort?
    /// The direction of a sorted search; meaningless for best match.
    public var order: SortOrder

    public init(query: String, sort: RepositorySearchSort? = nil, order: SortOrder = .desc) {
        self.query = query
        self.sort = sort
        self.order = order
    }
}
