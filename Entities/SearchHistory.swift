/// What went wrong with the history file; the app stays usable and says so once.
public enum SearchHistoryProblem: Equatable, Sendable {
    /// The file could not be parsed (or read) and was renamed to `movedTo`; a new history starts.
    case corruptFileMovedAside(movedTo: String)
    /// The file exists but cannot be read (permissions, a directory in its place …).
    case unreadable(reason: String)
    /// The location cannot be written (the directory is a file, a read-only disk …).
    case unwritable(reason: String)
}

/// The remembered searches, most recent first, and any problem met while reading them.
public struct SearchHistorySnapshot: Equatable, Sendable {
    public var searches: [RepositorySearch]
    public var problem: SearchHistoryProblem?

    /// The remembered queries, most recent first.
    public var queries: [String] { searches.map(\.query) }

    public init(searches: [RepositorySearch], problem: SearchHistoryProblem? = nil) {
        self.searches = searches
        self.problem = problem
    }
}
