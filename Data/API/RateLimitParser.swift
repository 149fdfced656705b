#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TextCells
import Entities

/// Reads GitHub's `x-ratelimit-*` and `retry-after` response headers.
public enum RateLimitParser {
    /// The rate-limit state, or nil when the response carries none of the `x-ratelimit-*` headers.
    public static func rateLimit(from headers: HTTPHeaders) -> RateLimit? {
        let limit = headers["x-ratelimit-limit"]
        let remaining = headers["x-ratelimit-remaining"]
        let reset = headers["x-ratelimit-reset"]
        let resource = headers["x-ratelimit-resource"]
        guard limit != nil || remaining != nil || reset != nil || resource != nil else { return nil }
        return RateLimit(limit: integer(limit), remaining: integer(remaining),
                         resetAt: resetDate(reset), resource: resource.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// `retry-after` in seconds (GitHub sends a number of seconds).
    public static func retryAfter(from headers: HTTPHeaders) -> Int? {
        integer(headers["retry-after"])
    }

    /// `x-ratelimit-reset` is Unix seconds; a value too large for that (some recordings
    /// hold milliseconds, e.g. 1507651200000) is read as milliseconds.
    static func resetDate(_ text: String?) -> Date? {
        guard let text, let value = Double(text.trimmingWhitespace), value.isFinite, value >= 0 else { return nil }
        let seconds = value > 100_000_000_000 ? value / 1000 : value
        return Date(timeIntervalSince1970: seconds)
    }

    private static func integer(_ text: String?) -> Int? {
        text.flatMap { Int($0.trimmingWhitespace) }
    }
}
