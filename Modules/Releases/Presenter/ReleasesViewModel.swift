import PresentationKit

/// Everything the releases screen draws; all text already made safe for the terminal.
public struct ReleasesViewModel: Equatable, Sendable {
    /// The breadcrumb (`github › PyGithub/PyGithub › releases`).
    public var title: String
    public var rows: [ReleaseRow]
    /// A sentence instead of rows (loading, none, a failure), or "" when rows are shown.
    public var message: String
    public var messageTone: StatusTone
    public var status: String
    public var statusTone: StatusTone

    public init(title: String = "", rows: [ReleaseRow] = [], message: String = "", messageTone: StatusTone = .normal,
                status: String = "", statusTone: StatusTone = .normal) {
        self.title = title
        self.rows = rows
        self.message = message
        self.messageTone = messageTone
        self.status = status
        self.statusTone = statusTone
    }
}

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
