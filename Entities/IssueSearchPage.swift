/// A page of `GET /search/issues`: issues and pull requests, with the total GitHub counted.
public struct IssueSearchPage: Equatable, Sendable {
    public var totalCount: Int
    /// True when the search timed out before finding everything.
    public var incompleteResults: Bool?
    public var items: [Issue]

    public init(totalCount: Int, incompleteResults: Bool? = nil, items: [Issue]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}
