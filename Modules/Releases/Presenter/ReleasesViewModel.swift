import PresentationKit

/// Everything the releases screen draws: its breadcrumb (`github › PyGithub/PyGithub › releases`),
/// the releases, a sentence instead of them, the status line.
public typealias ReleasesViewModel = ListViewModel<ReleaseRow>

/// One release in the list: its tag, its name (or "" when it has none besides the tag), when it
/// was published ("3 days ago"), and its marks (`latest`, `pre-release`, `draft`).
public struct ReleaseRow: Equatable, Sendable {
    public var tag: String
    public var name: String
    public var date: String
    public var marks: [ReleaseMark]

    public init(tag: String, name: String, date: String, marks: [ReleaseMark]) {
        self.tag = tag
        self.name = name
        self.date = date
        self.marks = marks
    }
}

/// What sets a release apart in the list.
public enum ReleaseMark: String, Equatable, Sendable {
    case latest
    case prerelease = "pre-release"
    case draft
}
