#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One item of an issue's timeline (`GET …/issues/N/timeline`) that a reader cares about; any
/// other kind of event is `.unknown` and is skipped by whoever shows them, never an error.
public struct TimelineEvent: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// Closed, by the commit when one closed it.
        case closed(commitID: String?)
        case reopened
        /// The title changed.
        case renamed(from: String, to: String)
        case labeled(IssueLabel)
        case unlabeled(IssueLabel)
        /// Assigned to someone (nil when GitHub no longer knows the account).
        case assigned(User?)
        case unassigned(User?)
        /// A commit mentioned it.
        case referenced(commitID: String)
        /// Another issue or pull request mentioned it.
        case crossReferenced(CrossReference)
        /// A pull request was merged, as the commit.
        case merged(commitID: String?)
        /// Any other `event`, by its name (`subscribed`, `committed`, `reviewed` …).
        case unknown(String)
    }

    public var kind: Kind
    /// Who did it; nil when GitHub sends none (`committed`) or a deleted account.
    public var actor: User?
    public var createdAt: Date?

    public init(kind: Kind, actor: User? = nil, createdAt: Date? = nil) {
        self.kind = kind
        self.actor = actor
        self.createdAt = createdAt
    }
}
