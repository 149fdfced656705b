import PresentationKit

/// Everything an issue list draws; all text already made safe for the terminal.
public struct IssueListViewModel: Equatable, Sendable {
    /// The breadcrumb (`github › cli/cli › issues`).
    public var title: String
    public var rows: [IssueListRow]
    /// A sentence instead of rows (loading, none, a failure), or "" when rows are shown.
    public var message: String
    public var messageTone: StatusTone
    public var status: String
    public var statusTone: StatusTone

    public init(title: String = "", rows: [IssueListRow] = [], message: String = "", messageTone: StatusTone = .normal,
                status: String = "", statusTone: StatusTone = .normal) {
        self.title = title
        self.rows = rows
        self.message = message
        self.messageTone = messageTone
        self.status = status
        self.statusTone = statusTone
    }
}
