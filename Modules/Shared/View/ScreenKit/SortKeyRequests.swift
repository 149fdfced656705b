import TerminalUI

/// A sorted list's keys, by one name on every list (`config.toml` remaps them together).
public extension KeyRequest {
    /// The next sort order for a list.
    static let cycleSort = KeyRequest("cycle-sort")
    /// Ascending ↔ descending.
    static let flipOrder = KeyRequest("flip-order")
}
