#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A comment on an issue or on a pull request's conversation (`GET …/issues/N/comments`).
public struct IssueComment: Equatable, Sendable {
    public var id: Int
    /// Who wrote it; nil for a deleted account.
    public var user: User?
    /// Markdown.
    public var body: String
    public var createdAt: Date?
    public var updatedAt: Date?
    /// The comment on github.com.
    public var htmlURL: String?
    public var reactions: Reactions?
    /// `OWNER`, `MEMBER`, `CONTRIBUTOR`, `NONE` …
    public var authorAssociation: String?

    public init(id: Int, user: User? = nil, body: String = "", createdAt: Date? = nil, updatedAt: Date? = nil,
                htmlURL: String? = nil, reactions: Reactions? = nil, authorAssociation: String? = nil) {
        self.id = id
        self.user = user
        self.body = body
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.htmlURL = htmlURL
        self.reactions = reactions
        self.authorAssociation = authorAssociation
    }
}
