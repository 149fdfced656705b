import PresentationKit

/// Everything an issue's conversation screen draws; all text already made safe for the terminal.
public struct IssueViewModel: Equatable, Sendable {
    /// The breadcrumb (`github › cli/cli › issues › #123`).
    public var title: String
    /// The conversation's pieces, each made when the View first reads it.
    public var conversation: ConversationPieces
    public var status: String
    public var statusTone: StatusTone
    /// A pull request's conversation (its screen then has the Commits, Files and Checks sections).
    public var isPullRequest: Bool

    public init(title: String = "", pieces: [IssuePiece] = [], commentStarts: [Int] = [], status: String = "",
                statusTone: StatusTone = .normal, isPullRequest: Bool = false) {
        self.init(title: title, conversation: ConversationPieces(pieces, commentStarts: commentStarts), status: status,
                  statusTone: statusTone, isPullRequest: isPullRequest)
    }

    public init(title: String = "", conversation: ConversationPieces, status: String = "",
                statusTone: StatusTone = .normal, isPullRequest: Bool = false) {
        self.title = title
        self.conversation = conversation
        self.status = status
        self.statusTone = statusTone
        self.isPullRequest = isPullRequest
    }

    /// Every piece, made (setting them replaces the conversation, its comments starting where they did).
    public var pieces: [IssuePiece] {
        get { conversation.all }
        set { conversation = ConversationPieces(newValue, commentStarts: conversation.commentStarts) }
    }

    /// The index in `pieces` where each comment starts (its header), oldest first: `n` and `N` go there.
    public var commentStarts: [Int] {
        get { conversation.commentStarts }
        set { conversation = ConversationPieces(conversation.all, commentStarts: newValue) }
    }
}
