#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An issue (or a pull request, as the issues endpoints list them) as `GET /repos/OWNER/REPO/issues`,
/// `GET …/issues/N` and `GET /search/issues` write it.
public struct Issue: Equatable, Sendable {
    public var number: Int
    public var title: String
    /// `open` or `closed`.
    public var state: String
    /// Why it is closed or reopened: `completed`, `not_planned`, `reopened`, `duplicate`; nil when none.
    public var stateReason: String?
    /// Who opened it; nil for a deleted account GitHub sends as null.
    public var user: User?
    public var labels: [IssueLabel]
    public var assignees: [User]
    public var milestone: Milestone?
    /// How many comments it has.
    public var commentCount: Int
    public var createdAt: Date?
    public var updatedAt: Date?
    public var closedAt: Date?
    /// The Markdown body; nil when empty.
    public var body: String?
    public var reactions: Reactions?
    /// Its page on github.com.
    public var htmlURL: String?
    /// True when it is a pull request (it carries `pull_request` with its URLs).
    public var isPullRequest: Bool
    /// A draft pull request.
    public var isDraft: Bool
    /// When the pull request it is was merged (`pull_request.merged_at`); nil otherwise.
    public var mergedAt: Date?
    /// `OWNER/REPO`, as a search across repositories says it (`repository_url`); nil otherwise.
    public var repositoryFullName: String?

    public init(number: Int, title: String, state: String, stateReason: String? = nil, user: User? = nil,
                labels: [IssueLabel] = [], assignees: [User] = [], milestone: Milestone? = nil, commentCount: Int = 0,
                createdAt: Date? = nil, updatedAt: Date? = nil, closedAt: Date? = nil, body: String? = nil,
                reactions: Reactions? = nil, htmlURL: String? = nil, isPullRequest: Bool = false, isDraft: Bool = false,
                mergedAt: Date? = nil, repositoryFullName: String? = nil) {
        self.repositoryFullName = repositoryFullName
        self.number = number
        self.title = title
        self.state = state
        self.stateReason = stateReason
        self.user = user
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
        self.commentCount = commentCount
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.closedAt = closedAt
        self.body = body
        self.reactions = reactions
        self.htmlURL = htmlURL
        self.isPullRequest = isPullRequest
        self.isDraft = isDraft
        self.mergedAt = mergedAt
    }
}
