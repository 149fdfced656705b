#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One commit status (the older statuses API: CI services that are not GitHub Apps).
public struct CommitStatus: Equatable, Sendable {
    public var id: Int
    /// `success`, `failure`, `error` or `pending`.
    public var state: String
    /// What reported it (`continuous-integration/travis-ci/push`).
    public var context: String
    public var description: String?
    /// The service's page for it.
    public var targetURL: String?
    public var createdAt: Date?
    public var updatedAt: Date?

    public init(id: Int, state: String, context: String, description: String? = nil, targetURL: String? = nil,
                createdAt: Date? = nil, updatedAt: Date? = nil) {
        self.id = id
        self.state = state
        self.context = context
        self.description = description
        self.targetURL = targetURL
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
