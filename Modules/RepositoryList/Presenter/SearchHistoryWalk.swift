/// Walking through earlier queries with ↑/↓ in the query field, like a shell.
///
/// Starting from whatever is typed, ↑ gives the most recent query, then older ones;
/// ↓ comes back, and past the newest returns the text that was being typed.
struct SearchHistoryWalk {
    private(set) var entries: [String]
    private var position: Int?
    private var draft = ""

    init(entries: [String] = []) {
        self.entries = entries
    }

    /// The text to show after ↑, or nil when there is nothing older.
    mutating func older(current: String) -> String? {
        let next = (position ?? -1) + 1
        guard next < entries.count else { return nil }
        if position == nil { draft = current }
        position = next
        return entries[next]
    }

    /// The text to show after ↓, or nil when not walking.
    mutating func newer() -> String? {
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

    /// A submitted query goes to the front, once.
    mutating func remember(_ query: String) {
        entries.removeAll { $0 == query }
        entries.insert(query, at: 0)
        position = nil
    }

    mutating func replace(with entries: [String]) {
        self.entries = entries
        position = nil
    }
}
