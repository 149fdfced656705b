#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import PresentationKit
import ResponseCache

/// Fuzz target: response headers (`name: value` lines) through every header parser ghbrowse
/// has (rate limit, `Retry-After`, `Link`, `Cache-Control`, the validators `ETag` and
/// `Last-Modified` as the cache keeps and sends them back), and what the screens make of them.
/// Any input must come back without a trap; a cache entry must survive its file format.
public enum HeadersFuzz {
    /// One input: any bytes.
    public static func run(_ bytes: [UInt8]) {
        let fields = FuzzInput.headerFields(String(decoding: bytes, as: UTF8.self))
        let headers = HTTPHeaders(fields)
        let now = Date(timeIntervalSince1970: 1_700_000_000)

        let limit = RateLimitParser.rateLimit(from: headers)
        let retryAfter = RateLimitParser.retryAfter(from: headers)
        if let limit {
            _ = RateBudget(limit, resource: "search")
            _ = ErrorSentence.describe(.rateLimited(limit), now: now, hasToken: false)
        }
        _ = ErrorSentence.describe(.secondaryRateLimit(retryAfter: retryAfter, message: ""), now: now, hasToken: true)
        for field in fields {
            _ = LinkHeaderParser.parse(field.value)
            _ = CacheControl(parsing: field.value)
        }

        let kept = fields.filter { CachedResponse.isKept($0.name) }.map { CachedHeader(name: $0.name, value: $0.value) }
        let entry = CachedResponse(key: CacheKey(url: "https://api.github.com/x", accept: "application/json", credential: ""),
                                   status: 200, headers: kept, body: Data(bytes.prefix(64)), fetchedAt: now)
        _ = entry.cacheControl
        _ = entry.age(at: now)
        _ = entry.refreshed(by: kept, at: now.addingTimeInterval(1))
        for freshness in [CacheFreshness.useFresh, .revalidate, .acceptAge(seconds: 300), .networkOnly] {
            _ = CacheDecision.make(entry: entry, age: 10, freshness: freshness)
        }
        _ = CacheDecision.conditionalHeaders(for: entry)
        let stored = CacheFileFormat.decode(CacheFileFormat.encode(entry))
        precondition(stored == entry, "a cache entry does not survive its file format")
    }
}
