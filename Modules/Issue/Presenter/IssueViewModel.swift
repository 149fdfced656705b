import PresentationKit

/// Everything an issue's conversation screen draws; all text already made safe for the terminal.
public struct IssueViewModel: Equatable, Sendable {
    /// The breadcrumb (`github › cli/cli › issues › #123`).
    public var title: String
    public var pieces: [IssuePiece]
    /// The index in `pieces` where each comment starts (its header), oldest first: `n` and `N` go there.
    public var commentStarts: [Int]
    public var status: String
    public var statusTone: StatusTone
    /// A pull request's conversation (its screen then has the Commits, Files and Checks sections).
    public var isPullRequest: Bool

    public init(title: String = "", pieces: [IssuePiece] = [], commentStarts: [Int] = [], status: String = "",
                statusTone: StatusTone = .normal, isPullRequest: Bool = false) {
        self.title = title
        self.pieces = pieces
        self.commentStarts = commentStarts
        self.status = status
        self.statusTone = statusTone
        self.isPullRequest = isPullRequest
    }
}
