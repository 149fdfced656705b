#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit

/// Puts the list's status line into words: counts, progress, rate limit, and errors.
struct StatusLineComposer {
    let text: String
    let tone: StatusTone

    /// - Parameter retryIn: seconds until a failed search may ask again (counts down), nil when it may now.
    init(search: SearchState?, loading: Bool, notice: String?, retryIn: Int?, now: Date, hasToken: Bool, cap: Int) {
        guard let search else {
            text = notice ?? "Type a query and press Enter · ? for keys"
            tone = notice == nil ? .normal : .warning
            return
        }
        if let error = search.error {
            text = Self.describe(error, retryIn: retryIn, now: now, hasToken: hasToken)
            tone = .error
            return
        }
        var parts: [String] = []
        var tone: StatusTone = loading ? .busy : .normal
        if let total = search.totalCount {
            parts.append(total == 1 ? "1 repository" : "\(CompactNumber.grouped(total)) repositories")
            if total > 0, let reachable = search.reachable(cap: cap) {
                parts.append("\(CompactNumber.grouped(search.repositories.count)) of \(CompactNumber.grouped(reachable)) loaded")
            }
        }
        if loading {
            parts.append(search.totalCount == nil ? "searching “\(search.query)”…" : "loading more…")
        }
        if search.incomplete {
            parts.append("GitHub timed out, results may be partial")
            tone = .warning
        }
        if let limit = search.rateLimit, let remaining = limit.remaining {
            let of = limit.limit.map { "/\($0)" } ?? ""
            parts.append("search limit \(remaining)\(of) left")
        }
        if let notice {
            parts.append(notice)
            tone = .warning
        }
        text = parts.joined(separator: " · ")
        self.tone = tone
    }

    /// The error in words, with the wait before the next try counting down.
    private static func describe(_ error: GitHubError, retryIn: Int?, now: Date, hasToken: Bool) -> String {
        switch (error, retryIn) {
        case (.rateLimited, _), (_, nil):
            // A rate limit's sentence already counts down to its reset time.
            return ErrorSentence.describe(error, now: now, hasToken: hasToken)
        case (.secondaryRateLimit(_, let message), let seconds?):
            return ErrorSentence.describe(.secondaryRateLimit(retryAfter: seconds, message: message),
                                          now: now, hasToken: hasToken)
        case (_, let seconds?):
            return ErrorSentence.describe(error, now: now, hasToken: hasToken)
                + " · next try in \(DateText.shortWait(seconds))"
        }
    }
}
