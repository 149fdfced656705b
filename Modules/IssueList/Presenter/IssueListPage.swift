import Usecases

/// A page of an issue list as items, with the count GitHub's search gave (nil for a plain list).
struct IssueListPage: Equatable, Sendable {
    var items: PagedAnswer<IssueListItem>
    var total: Int?

    init(_ items: PagedAnswer<IssueListItem>, total: Int?) {
        self.items = items
        self.total = total
    }
}
