import Entities

/// Reads and writes the remembered searches. Synchronous and possibly slow (disk, locks):
/// call it off the UI thread.
public protocol SearchHistoryStoring: Sendable {
    /// The remembered searches, most recent first, and any problem met while reading them.
    func load() -> SearchHistorySnapshot
    /// Puts `entry` at the front of the history, replacing an earlier one with the same query.
    /// Empty or all-whitespace queries are ignored.
    /// Returns the problem met, or nil when the search was recorded (or ignored).
    func record(_ entry: RepositorySearch) -> SearchHistoryProblem?
}
