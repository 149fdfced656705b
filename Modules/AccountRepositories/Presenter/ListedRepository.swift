#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// One row of your listings: the repository and, for a star, when you starred it.
public struct ListedRepository: Equatable, Sendable {
    public var repository: Repository
    public var starredAt: Date?

    public init(repository: Repository, starredAt: Date? = nil) {
        self.repository = repository
        self.starredAt = starredAt
    }
}
