import Entities
/// The rules of the remembered list: most recent first, one entry per query, nothing empty, capped.
struct SearchHistoryList: Equatable, Sendable {
    static let defaultCapacity = SearchHistoryStore.defaultCapacity
    /// Longer queries are not remembered (GitHub rejects them anyway); this also bounds the file's size.
    static let maximumQueryBytes = 4096

    private(set) var entries: [RepositorySearch]
    let capacity: Int

    /// The remembered queries, most recent first.
    var queries: [String] { entries.map(\.query) }

    /// Normalizes `entries` (most recent first) with the same rules `record` applies.
    init(entries: [RepositorySearch] = [], capacity: Int = defaultCapacity) {
        self.entries = []
        self.capacity = max(capacity, 0)
        var seen = Set<String>()
        for entry in entries {
            guard self.entries.count < self.capacity else { break }
            guard let clean = Self.normalized(entry), seen.insert(clean.query).inserted else { continue }
            self.entries.append(clean)
        }
    }

    /// Moves `entry` (normalized) to the front, replacing an earlier entry with the same query
    /// (its sort and order are the latest ones); returns false when it was ignored or already first.
    @discardableResult
    mutating func record(_ entry: RepositorySearch) -> Bool {
        guard capacity > 0, let clean = Self.normalized(entry) else { return false }
        if entries.first == clean { return false }
        entries.removeAll { $0.query == clean.query }
        entries.insert(clean, at: 0)
        if entries.count > capacity { entries.removeLast(entries.count - capacity) }
        return true
    }

    /// The entry as it is stored: its query normalized, and best match always descending
    /// (the order of a best-match search means nothing). Nil when the query is not remembered.
    static func normalized(_ entry: RepositorySearch) -> RepositorySearch? {
        guard let query = normalized(entry.query) else { return nil }
        return RepositorySearch(query: query, sort: entry.sort, order: entry.sort == nil ? .desc : entry.order)
    }

    /// The query as it is stored: line breaks, tabs and other control characters become spaces
    /// (the file holds one search a line, its fields separated by tabs), surrounding whitespace
    /// is trimmed. Nil when nothing is left or the query is too long to remember.
    static func normalized(_ query: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in query.unicodeScalars {
            scalars.append(isLineBreakOrControl(scalar) ? " " : scalar)
        }
        let text = String(scalars)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return nil }
        let trimmed = String(text[first...last])
        guard trimmed.utf8.count <= maximumQueryBytes else { return nil }
        return trimmed
    }

    private static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
