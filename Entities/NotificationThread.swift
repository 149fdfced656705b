#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One notification thread of `GET /notifications`: what happened where, and whether you read it.
/// (Named `NotificationThread`, GitHub's own word, so that it never meets Foundation's `Notification`.)
public struct NotificationThread: Equatable, Sendable {
    /// GitHub's thread id, a string of digits (`"300033598"`), used by `PATCH`/`DELETE /notifications/threads/ID`.
    public var id: String
    /// `OWNER/REPO`.
    public var repositoryFullName: String
    /// `Issue`, `PullRequest`, `Release`, `Commit`, `Discussion`, `CheckSuite` …
    public var subjectType: String
    public var subjectTitle: String
    /// The subject's API address (`https://api.github.com/repos/o/r/pulls/691`); nil for some kinds.
    public var subjectURL: String?
    /// `review_requested`, `mention`, `assign`, `author`, `ci_activity`, `subscribed` …
    public var reason: String
    public var unread: Bool
    public var updatedAt: Date?
    public var lastReadAt: Date?

    public init(id: String, repositoryFullName: String = "", subjectType: String = "", subjectTitle: String = "",
                subjectURL: String? = nil, reason: String = "", unread: Bool = false, updatedAt: Date? = nil,
                lastReadAt: Date? = nil) {
        self.id = id
        self.repositoryFullName = repositoryFullName
        self.subjectType = subjectType
        self.subjectTitle = subjectTitle
        self.subjectURL = subjectURL
        self.reason = reason
        self.unread = unread
        self.updatedAt = updatedAt
        self.lastReadAt = lastReadAt
    }
}
