#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One response header kept with a cached answer.
public struct CachedHeader: Equatable, Sendable, Encodable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A stored answer: what GitHub sent for a successful GET, and when.
///
/// Only response headers from `CachedResponse.keptHeaderNames` (validators, freshness, paging,
/// rate limit) are kept; request headers (and so `Authorization`) never are, nor a validator
/// that `HeaderValueRule` says cannot be sent back.
public struct CachedResponse: Equatable, Sendable {
    public var key: CacheKey
    public var status: Int
    public var headers: [CachedHeader]
    /// The body exactly as received (`Data`, as the network gives it and the decoder takes it:
    /// a search page is about half a MiB, so no copies on the way).
    public var body: Data
    /// When it was fetched or last confirmed by a `304`.
    public var fetchedAt: Date

    public init(key: CacheKey, status: Int, headers: [CachedHeader], body: Data, fetchedAt: Date) {
        self.key = key
        self.status = status
        // A validator that could not be sent back (controls, too long) is never kept.
        self.headers = headers.filter { Self.isKept($0.name) && HeaderValueRule.isStorable($0) }
        self.body = body
        self.fetchedAt = fetchedAt
    }

    /// The first value of header `name`, compared case-insensitively.
    public subscript(header name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// What its `Cache-Control` says.
    public var cacheControl: CacheControl {
        CacheControl(parsing: self[header: "cache-control"])
    }

    /// Seconds since it was fetched at `now` (never negative, should the clock go back).
    public func age(at now: Date) -> Double {
        max(0, now.timeIntervalSince(fetchedAt))
    }

    /// The entry after a `304 Not Modified` at `now`: same status and body; validators,
    /// freshness and links replaced by the 304's where it sends them, and the rate limit
    /// taken from the 304 whenever it carries any `x-ratelimit-*` header.
    public func refreshed(by notModifiedHeaders: [CachedHeader], at now: Date) -> CachedResponse {
        let incoming = notModifiedHeaders.filter { Self.isKept($0.name) }
        let incomingNames = Set(incoming.map { $0.name.lowercased() })
        let replacesRateLimit = incomingNames.contains { $0.hasPrefix("x-ratelimit-") }
        let kept = headers.filter { header in
            let name = header.name.lowercased()
            if incomingNames.contains(name) { return false }
            return !(replacesRateLimit && name.hasPrefix("x-ratelimit-"))
        }
        return CachedResponse(key: key, status: status, headers: kept + incoming, body: body, fetchedAt: now)
    }

    /// True when `other` has the same key, status and caching headers (validators,
    /// `Cache-Control`, `Link`); the rate limit and the time may differ.
    public func hasSameCaching(as other: CachedResponse) -> Bool {
        func caching(_ entry: CachedResponse) -> [String: String] {
            var headers: [String: String] = [:]
            for header in entry.headers where !header.name.lowercased().hasPrefix("x-ratelimit-") {
                headers[header.name.lowercased(), default: ""] += header.value + "\n"
            }
            return headers
        }
        return key == other.key && status == other.status && caching(self) == caching(other)
    }

    /// The response headers worth keeping, lower-cased; plus every `x-ratelimit-*`.
    public static let keptHeaderNames: Set<String> = ["etag", "last-modified", "cache-control", "link",
                                                       "x-poll-interval"]

    /// True for the headers an entry keeps.
    public static func isKept(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return keptHeaderNames.contains(lowered) || lowered.hasPrefix("x-ratelimit-")
    }
}
