import Entities

/// Walking through earlier searches with ↑/↓ in the query field, like a shell.
///
/// Starting from whatever is typed, ↑ gives the most recent search (query, sort and order),
/// then older ones; ↓ comes back, and past the newest returns what was being typed.
struct SearchHistoryWalk {
    private(set) var entries: [RepositorySearch]
    private var position: Int?
    private var draft = RepositorySearch(query: "")

    init(entries: [RepositorySearch] = []) {
        self.entries = entries
    }

    /// The search to show after ↑, or nil when there is nothing older.
    mutating func older(current: RepositorySearch) -> RepositorySearch? {
        let next = (position ?? -1) + 1
        guard next < entries.count else { return nil }
        if position == nil { draft = current }
        position = next
        return entries[next]
    }

    /// The search to show after ↓, or nil when not walking.
    mutating func newer() -> RepositorySearch? {
        guard let position else { return nil }
        if position == 0 {
            self.position = nil
            return draft
        }
        self.position = position - 1
        return entries[position - 1]
    }

    /// Typing or submitting ends the walk.
    mutating func stop() {
        position = nil
    }

    /// A submitted search goes to the front, once per query (with its latest sort).
    mutating func remember(_ search: RepositorySearch) {
        entries.removeAll { $0.query == search.query }
        entries.insert(search, at: 0)
        position = nil
    }

    mutating func replace(with entries: [RepositorySearch]) {
        self.entries = entries
        position = nil
    }
}
