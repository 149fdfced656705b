import Entities

/// Reads and writes the remembered queries. Synchronous and possibly slow (disk, locks):
/// call it off the UI thread.
public protocol SearchHistoryStoring: Sendable {
    /// The remembered queries, most recent first, and any problem met while reading them.
    func load() -> SearchHistorySnapshot
    /// Puts `query` at the front of the history. Empty or all-whitespace queries are ignored.
    /// Returns the problem met, or nil when the query was recorded (or ignored).
    func record(_ query: String) -> SearchHistoryProblem?
}
