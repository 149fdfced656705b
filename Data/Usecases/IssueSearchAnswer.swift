import Entities

/// A page of an issue search: its items (a `PagedAnswer`), how many GitHub counted, and whether
/// the search timed out before finding everything.
public struct IssueSearchAnswer: Equatable, Sendable {
    public var page: PagedAnswer<Issue>
    public var totalCount: Int
    public var incompleteResults: Bool

    public init(page: PagedAnswer<Issue>, totalCount: Int, incompleteResults: Bool = false) {
        self.page = page
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
    }
}
