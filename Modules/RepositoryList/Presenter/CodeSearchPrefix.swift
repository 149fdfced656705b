import TextCells

/// The list's query that asks for a code search instead of a repository search: `code:` first
/// (any case), the rest being the code search's query.
enum CodeSearchPrefix {
    static let prefix = "code:"

    /// What follows `code:` (trimmed), or nil when the query does not start with it.
    static func query(of text: String) -> String? {
        guard text.lowercased().hasPrefix(prefix) else { return nil }
        return String(text.dropFirst(prefix.count).trimmingWhitespace)
    }
}
