/// Reads and writes the repositories opened, most recent first. Synchronous and possibly slow
/// (disk, locks): call it off the UI thread.
public protocol RecentRepositoriesStoring: Sendable {
    /// The names, most recent first; none when the file is missing, unreadable or not ours.
    func load() -> [String]
    /// Puts `fullName` at the front; false when it could not be stored (or was not a name).
    @discardableResult
    func record(_ fullName: String) -> Bool
}
