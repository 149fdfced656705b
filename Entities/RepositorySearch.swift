/// A repository search as a person asks for it: the query, with the sort and order.
///
/// The search history remembers these, and a list screen starts from one.
public struct RepositorySearch: Equatable, Sendable {
    public var query: String
    /// Nil for GitHub's best match.
    public var sort: RepositorySearchSort?
    /// The direction of a sorted search; means nothing for best match.
    public var order: SearchOrder

    public init(query: String, sort: RepositorySearchSort? = nil, order: SearchOrder = .desc) {
        self.query = query
        self.sort = sort
        self.order = order
    }
}
