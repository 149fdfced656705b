#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A review of a pull request (`GET …/pulls/N/reviews`).
public struct PullRequestReview: Equatable, Sendable {
    public var id: Int
    public var user: User?
    /// `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED`, `DISMISSED` or `PENDING`, as GitHub writes it.
    public var state: String
    /// Markdown; empty when the review's words are all in its review comments.
    public var body: String
    public var submittedAt: Date?
    public var htmlURL: String?
    /// The commit the review was made on.
    public var commitID: String?

    public init(id: Int, user: User? = nil, state: String, body: String = "", submittedAt: Date? = nil,
                htmlURL: String? = nil, commitID: String? = nil) {
        self.id = id
        self.user = user
        self.state = state
        self.body = body
        self.submittedAt = submittedAt
        self.htmlURL = htmlURL
        self.commitID = commitID
    }
}
