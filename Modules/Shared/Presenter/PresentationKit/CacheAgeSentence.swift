#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// Puts a cached answer's age into the status line: while it is being refreshed, and when the
/// refresh failed and the cached copy is what there is.
public enum CacheAgeSentence {
    /// "cached 3 minutes ago · refreshing…"
    public static func refreshing(fetchedAt: Date, now: Date) -> String {
        "cached \(age(fetchedAt, now: now)) · refreshing…"
    }

    /// "offline — showing results from 2 hours ago", or the limit and its countdown
    /// ("search rate limit reached; resets in 42 s — showing results from 3 minutes ago").
    /// - Parameter what: what is shown ("results", "details").
    public static func unavailable(_ error: GitHubError, what: String, fetchedAt: Date, now: Date,
                                   hasToken: Bool) -> String {
        let reason: String
        switch error {
        case .transport(let failure) where failure != .cancelled:
            reason = "offline"
        default:
            reason = ErrorSentence.describe(error, now: now, hasToken: hasToken)
        }
        return "\(reason) — showing \(what) from \(age(fetchedAt, now: now))"
    }

    /// A failed fetch on the status line: with a cached copy on screen (fetched at `shownAt`),
    /// `unavailable`'s sentence as a warning; with nothing shown, why, as an error.
    public static func failed(_ error: GitHubError, what: String, shownAt: Date?, now: Date,
                              hasToken: Bool) -> (text: String, tone: StatusTone) {
        guard let shownAt else { return (ErrorSentence.describe(error, now: now, hasToken: hasToken), .error) }
        return (unavailable(error, what: what, fetchedAt: shownAt, now: now, hasToken: hasToken), .warning)
    }

    private static func age(_ fetchedAt: Date, now: Date) -> String {
        let seconds = DateText.wholeSeconds(now.timeIntervalSince(fetchedAt))
        return seconds < 45 ? "just now" : DateText.span(seconds) + " ago"
    }
}
