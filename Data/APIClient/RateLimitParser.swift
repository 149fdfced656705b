#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TextCells
import Entities

/// Reads GitHub's `x-ratelimit-*` and `retry-after` response headers.
///
/// Every number is untrusted and comes back within a range later arithmetic can use:
/// counts within `requestCounts`, `retry-after` within `retryAfterSeconds`, the reset between
/// 1970 and the end of year 9999; garbage reads as absent, never as a trap.
public enum RateLimitParser {
    /// What `x-ratelimit-limit` and `-remaining` are clamped to (GitHub's largest limit is 15,000).
    public static let requestCounts = 0...1_000_000_000
    /// What `retry-after` is clamped to: up to a day (a longer wait is held for a day).
    public static let retryAfterSeconds = 0...86_400
    /// The latest reset believed: 9999-12-31T23:59:59Z.
    public static let latestReset: Double = 253_402_300_799

    /// The rate-limit state, or nil when the response carries none of the `x-ratelimit-*` headers.
    public static func rateLimit(from headers: HTTPHeaders) -> RateLimit? {
        let limit = headers["x-ratelimit-limit"]
        let remaining = headers["x-ratelimit-remaining"]
        let reset = headers["x-ratelimit-reset"]
        let resource = headers["x-ratelimit-resource"]
        guard limit != nil || remaining != nil || reset != nil || resource != nil else { return nil }
        return RateLimit(limit: HeaderNumber.integer(limit, clampedTo: requestCounts),
                         remaining: HeaderNumber.integer(remaining, clampedTo: requestCounts),
                         resetAt: resetDate(reset), resource: resource.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// `retry-after` in seconds (GitHub sends a number of seconds), within `retryAfterSeconds`.
    public static func retryAfter(from headers: HTTPHeaders) -> Int? {
        HeaderNumber.integer(headers["retry-after"], clampedTo: retryAfterSeconds)
    }

    /// `x-ratelimit-reset` is Unix seconds; a value too large for that (some recordings
    /// hold milliseconds, e.g. 1507651200000) is read as milliseconds. Past `latestReset`, it
    /// is `latestReset`; negative, not finite or not a number, nil.
    static func resetDate(_ text: String?) -> Date? {
        guard let text, let value = Double(text.trimmingWhitespace), value.isFinite, value >= 0 else { return nil }
        let seconds = value > 100_000_000_000 ? value / 1000 : value
        return Date(timeIntervalSince1970: min(seconds, latestReset))
    }
}
