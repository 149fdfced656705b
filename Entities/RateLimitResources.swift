#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `GET /rate_limit`: what is left of each budget (`core`, `search`, `graphql`, …). Asking costs nothing.
public struct RateLimitResources: Equatable, Sendable {
    /// One budget as GitHub reports it.
    public struct Resource: Equatable, Sendable {
        public var limit: Int
        public var remaining: Int
        /// When the window resets, Unix seconds.
        public var reset: Int

        public init(limit: Int, remaining: Int, reset: Int) {
            self.limit = limit
            self.remaining = remaining
            self.reset = reset
        }
    }

    public var resources: [String: Resource]

    public init(resources: [String: Resource]) {
        self.resources = resources
    }
}
