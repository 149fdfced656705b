#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A pull request as `GET /repos/OWNER/REPO/pulls` lists it and `GET …/pulls/N` writes it. The
/// counts and `mergeable` exist only on the single pull request: nil in a list.
public struct PullRequest: Equatable, Sendable {
    public var number: Int
    public var title: String
    /// `open` or `closed` (a merged pull request is closed, with `isMerged`).
    public var state: String
    public var isDraft: Bool
    /// `merged`, or else whether `merged_at` is set.
    public var isMerged: Bool
    public var mergedAt: Date?
    public var user: User?
    public var head: PullRequestBranch?
    public var base: PullRequestBranch?
    /// Nil until GitHub has computed it.
    public var mergeable: Bool?
    /// `clean`, `dirty`, `blocked`, `unstable`, `unknown` …
    public var mergeableState: String?
    public var commits: Int?
    public var additions: Int?
    public var deletions: Int?
    public var changedFiles: Int?
    public var requestedReviewers: [User]
    public var labels: [IssueLabel]
    public var milestone: Milestone?
    /// The Markdown body; nil when empty.
    public var body: String?
    /// Conversation comments.
    public var comments: Int?
    public var reviewComments: Int?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var closedAt: Date?
    public var htmlURL: String?

    public init(number: Int, title: String, state: String, isDraft: Bool = false, isMerged: Bool = false,
                mergedAt: Date? = nil, user: User? = nil, head: PullRequestBranch? = nil, base: PullRequestBranch? = nil,
                mergeable: Bool? = nil, mergeableState: String? = nil, commits: Int? = nil, additions: Int? = nil,
                deletions: Int? = nil, changedFiles: Int? = nil, requestedReviewers: [User] = [],
                labels: [IssueLabel] = [], milestone: Milestone? = nil, body: String? = nil, comments: Int? = nil,
                reviewComments: Int? = nil, createdAt: Date? = nil, updatedAt: Date? = nil, closedAt: Date? = nil,
                htmlURL: String? = nil) {
        self.number = number
        self.title = title
        self.state = state
        self.isDraft = isDraft
        self.isMerged = isMerged
        self.mergedAt = mergedAt
        self.user = user
        self.head = head
        self.base = base
        self.mergeable = mergeable
        self.mergeableState = mergeableState
        self.commits = commits
        self.additions = additions
        self.deletions = deletions
        self.changedFiles = changedFiles
        self.requestedReviewers = requestedReviewers
        self.labels = labels
        self.milestone = milestone
        self.body = body
        self.comments = comments
        self.reviewComments = reviewComments
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.closedAt = closedAt
        self.htmlURL = htmlURL
    }
}
