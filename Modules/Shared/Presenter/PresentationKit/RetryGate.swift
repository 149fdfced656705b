#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// When a screen whose request failed may send its next one: the one rule every screen waits by
/// (the list's searches, the detail's `r`).
///
/// A rate limit closes the gate until GitHub's reset time (or `retry-after`), and so does a server
/// error that names a `retry-after`; any other failure closes it for a backoff that doubles with
/// each failure in a row (2 s, 4 s, 8 s … 64 s).
/// A success opens it and forgets the failures.
public struct RetryGate: Equatable, Sendable {
    public static let firstBackoff = 2.0
    public static let longestBackoff = 64.0
    /// How long to wait after a rate limit that names no time.
    public static let unknownLimitWait = 60.0

    /// No request before this time; nil when the gate is open.
    public private(set) var closedUntil: Date?
    private var failuresInARow = 0

    public init() {}

    /// Whether a request may be sent at `now`.
    public func isOpen(at now: Date) -> Bool {
        closedUntil.map { now >= $0 } ?? true
    }

    /// Whole seconds until the gate opens (at least 1 while closed), or nil when open.
    public func secondsLeft(at now: Date) -> Int? {
        guard let closedUntil, now < closedUntil else { return nil }
        return max(DateText.wholeSeconds(closedUntil.timeIntervalSince(now), rounding: .up), 1)
    }

    /// Closes the gate after `error`, met at `now`.
    public mutating func failed(_ error: GitHubError, at now: Date) {
        failuresInARow += 1
        switch error {
        case .rateLimited(let limit):
            closedUntil = max(limit.resetAt ?? now.addingTimeInterval(Self.unknownLimitWait), now)
        case .secondaryRateLimit(let retryAfter, _):
            closedUntil = now.addingTimeInterval(retryAfter.map(Double.init) ?? Self.unknownLimitWait)
        case .serverError(_, _, let retryAfter?):
            // No earlier than the server asked (it is at most a day: the header is clamped when read).
            closedUntil = now.addingTimeInterval(Double(max(retryAfter, 1)))
        default:
            let backoff = Self.firstBackoff * Double(1 << min(failuresInARow - 1, 10))
            closedUntil = now.addingTimeInterval(min(backoff, Self.longestBackoff))
        }
    }

    public mutating func succeeded() {
        closedUntil = nil
        failuresInARow = 0
    }

    /// Whether the search tries again by itself once the gate opens: limits and passing trouble
    /// (server errors, the network), not answers that will not change (a rejected query).
    public static func retriesByItself(after error: GitHubError) -> Bool {
        switch error {
        case .rateLimited, .secondaryRateLimit, .serverError: return true
        case .transport(let failure): return failure != .cancelled
        default: return false
        }
    }
}
