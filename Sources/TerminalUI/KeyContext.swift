/// A part of the UI with keys of its own ("Results", "Query field", "Detail"): a section of
/// the key table, both for dispatch and on the help screen.
public struct KeyContext: Hashable, Sendable {
    /// The section title the help screen shows.
    public let title: String

    public init(_ title: String) {
        self.title = title
    }
}
