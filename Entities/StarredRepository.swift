#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One of your stars (`GET /user/starred` with `Accept: application/vnd.github.star+json`):
/// the repository and when you starred it (nil when GitHub's date cannot be read).
public struct StarredRepository: Equatable, Sendable {
    public var starredAt: Date?
    public var repository: Repository

    public init(starredAt: Date?, repository: Repository) {
        self.starredAt = starredAt
        self.repository = repository
    }
}
