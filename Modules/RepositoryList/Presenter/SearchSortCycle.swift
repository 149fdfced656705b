import Entities

/// The list's sort choices in the order `s` steps through them, `S`'s flip, and their names.
enum SearchSortCycle {
    /// Best match (nil), then GitHub's sorts, then back to best match.
    static let sorts: [RepositorySearchSort?] = [nil, .stars, .forks, .helpWantedIssues, .updated]

    /// `search` with the next sort, descending (the most first), to run from the first page.
    static func nextSort(of search: RepositorySearch) -> RepositorySearch {
        let index = sorts.firstIndex(of: search.sort) ?? 0
        return RepositorySearch(query: search.query, sort: sorts[(index + 1) % sorts.count], order: .desc)
    }

    /// `search` in the other direction, or nil for best match, which has none.
    static func flippedOrder(of search: RepositorySearch) -> RepositorySearch? {
        guard search.sort != nil else { return nil }
        return RepositorySearch(query: search.query, sort: search.sort, order: search.order == .desc ? .asc : .desc)
    }

    /// How the screen names the order: "best match", "sorted by stars ↓".
    static func label(of search: RepositorySearch) -> String {
        guard let sort = search.sort else { return "best match" }
        return "sorted by \(name(of: sort)) \(search.order == .desc ? "↓" : "↑")"
    }

    private static func name(of sort: RepositorySearchSort) -> String {
        switch sort {
        case .stars: return "stars"
        case .forks: return "forks"
        case .helpWantedIssues: return "help-wanted issues"
        case .updated: return "last update"
        }
    }
}
