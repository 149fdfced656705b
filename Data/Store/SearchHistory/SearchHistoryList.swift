/// The rules of the remembered list: most recent first, no duplicates, nothing empty, capped.
struct SearchHistoryList: Equatable, Sendable {
    static let defaultCapacity = SearchHistoryStore.defaultCapacity
    /// Longer queries are not remembered (GitHub rejects them anyway); this also bounds the file's size.
    static let maximumQueryBytes = 4096

    private(set) var queries: [String]
    let capacity: Int

    /// Normalizes `queries` (most recent first) with the same rules `record` applies.
    init(queries: [String] = [], capacity: Int = defaultCapacity) {
        self.queries = []
        self.capacity = max(capacity, 0)
        var seen = Set<String>()
        for query in queries {
            guard self.queries.count < self.capacity else { break }
            guard let clean = Self.normalized(query), seen.insert(clean).inserted else { continue }
            self.queries.append(clean)
        }
    }

    /// Moves `query` (normalized) to the front; returns false when it was ignored or already first.
    @discardableResult
    mutating func record(_ query: String) -> Bool {
        guard capacity > 0, let clean = Self.normalized(query) else { return false }
        if queries.first == clean { return false }
        queries.removeAll { $0 == clean }
        queries.insert(clean, at: 0)
        if queries.count > capacity { queries.removeLast(queries.count - capacity) }
        return true
    }

    /// The query as it is stored: line breaks and other control characters become spaces
    /// (the file holds one query a line), surrounding whitespace is trimmed.
    /// Nil when nothing is left or the query is too long to remember.
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
