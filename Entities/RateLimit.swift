#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// GitHub's rate-limit state from the `x-ratelimit-*` response headers.
public struct RateLimit: Equatable, Sendable {
    public var limit: Int?
    public var remaining: Int?
    /// When the window resets (`x-ratelimit-reset`, Unix seconds).
    public var resetAt: Date?
    /// Which limit this is: `core`, `search`, … (`x-ratelimit-resource`).
    public var resource: String?

    public init(limit: Int? = nil, remaining: Int? = nil, resetAt: Date? = nil, resource: String? = nil) {
        self.limit = limit
        self.remaining = remaining
        self.resetAt = resetAt
        self.resource = resource
    }
}
