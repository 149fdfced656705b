import Entities

/// The sort and order the list's next search runs with (the query comes from the field): `s`
/// cycles the sort, `S` flips the order, a recalled search brings its own; the status line names
/// them.
struct SearchSortChoice {
    private(set) var sort: RepositorySearchSort?
    private(set) var order: SearchOrder

    init(sort: RepositorySearchSort?, order: SearchOrder) {
        self.sort = sort
        self.order = order
    }

    /// `query` searched with this sort and order.
    func search(_ query: String) -> RepositorySearch {
        RepositorySearch(query: query, sort: sort, order: order)
    }

    /// `s`: `query` with the next sort.
    func nextSort(of query: String) -> RepositorySearch {
        SearchSortCycle.nextSort(of: search(query))
    }

    /// `S`: `query` in the other order; nil for best match, which has none.
    func flippedOrder(of query: String) -> RepositorySearch? {
        SearchSortCycle.flippedOrder(of: search(query))
    }

    /// Takes `request`'s sort and order (a new sort, a recalled or initial search).
    mutating func take(_ request: RepositorySearch) {
        sort = request.sort
        order = request.order
    }

    /// "sorted by stars ↓", or nil for best match (GitHub's default needs no words).
    var label: String? {
        sort == nil ? nil : SearchSortCycle.label(of: search(""))
    }
}
