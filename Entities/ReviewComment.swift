#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A comment on a line of a pull request's diff (`GET …/pulls/N/comments`).
public struct ReviewComment: Equatable, Sendable {
    public var id: Int
    /// The review it belongs to.
    public var reviewID: Int?
    public var user: User?
    /// Markdown.
    public var body: String
    /// The file it is about.
    public var path: String
    /// The line in the diff's new version; nil when the comment is outdated.
    public var line: Int?
    public var originalLine: Int?
    /// The first line of a comment on several lines.
    public var startLine: Int?
    /// `LEFT` or `RIGHT`.
    public var side: String?
    /// The diff's hunk the comment refers to.
    public var diffHunk: String
    /// The comment this one answers.
    public var inReplyTo: Int?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var htmlURL: String?
    public var commitID: String?

    public init(id: Int, reviewID: Int? = nil, user: User? = nil, body: String = "", path: String, line: Int? = nil,
                originalLine: Int? = nil, startLine: Int? = nil, side: String? = nil, diffHunk: String = "",
                inReplyTo: Int? = nil, createdAt: Date? = nil, updatedAt: Date? = nil, htmlURL: String? = nil,
                commitID: String? = nil) {
        self.id = id
        self.reviewID = reviewID
        self.user = user
        self.body = body
        self.path = path
        self.line = line
        self.originalLine = originalLine
        self.startLine = startLine
        self.side = side
        self.diffHunk = diffHunk
        self.inReplyTo = inReplyTo
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.htmlURL = htmlURL
        self.commitID = commitID
    }
}
