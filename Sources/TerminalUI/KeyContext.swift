/// A part of the UI with keys of its own ("Results", "Query field", "Detail"): a section of
/// the key table, both for dispatch and on the help screen.
public struct KeyContext: Hashable, Sendable {
    /// The section title the help screen shows.
    public let title: String
    /// The section's name in `config.toml`'s `[keys]` (`query-field`).
    public let name: String

    /// A section titled `title`, named `name` in the configuration (by default the title in
    /// lower case with dashes: "Query field" → `query-field`).
    public init(_ title: String, name: String? = nil) {
        self.title = title
        self.name = name ?? title.lowercased().split(separator: " ").joined(separator: "-")
    }
}
