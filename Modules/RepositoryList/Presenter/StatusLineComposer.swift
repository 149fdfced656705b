#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit

/// Puts the list's status line into words: counts, progress, the sort, rate limit, and errors,
/// each part with its importance so a narrow screen leaves out the lesser ones first.
struct StatusLineComposer {
    let parts: StatusLineParts
    let tone: StatusTone

    /// The line for a screen `width` cells wide.
    func text(width: Int) -> String {
        parts.fitted(toWidth: width)
    }

    /// - Parameter sortLabel: how the search is sorted ("sorted by stars ↓"), nil for best match.
    /// - Parameter retryIn: seconds until a failed search may ask again (counts down), nil when it may now.
    init(search: SearchState?, sortLabel: String?, loading: Bool, notice: String?, retryIn: Int?, now: Date,
         hasToken: Bool, cap: Int) {
        var parts = StatusLineParts()
        guard let search else {
            if let sortLabel { parts.append(sortLabel, .essential) }
            parts.append(notice ?? "Type a query and press Enter · ? for keys", .essential)
            self.parts = parts
            tone = notice == nil ? .normal : .warning
            return
        }
        if let error = search.error {
            parts.append(Self.describe(error, retryIn: retryIn, now: now, hasToken: hasToken), .essential)
            self.parts = parts
            tone = .error
            return
        }
        var tone: StatusTone = loading ? .busy : .normal
        if let total = search.totalCount {
            parts.append(total == 1 ? "1 repository" : "\(CompactNumber.grouped(total)) repositories", .counts)
            if total > 0, let reachable = search.reachable(cap: cap) {
                parts.append("\(CompactNumber.grouped(search.repositories.count)) of \(CompactNumber.grouped(reachable)) loaded",
                             .counts)
            }
        }
        if loading {
            parts.append(search.totalCount == nil ? "searching “\(search.query)”…" : "loading more…", .essential)
        }
        if let sortLabel { parts.append(sortLabel, .essential) }
        if search.incomplete {
            parts.append("GitHub timed out, results may be partial", .essential)
            tone = .warning
        }
        if let limit = search.rateLimit, let remaining = limit.remaining {
            let of = limit.limit.map { "/\($0)" } ?? ""
            parts.append("search limit \(remaining)\(of) left", .rateBudget)
        }
        if let notice {
            parts.append(notice, .essential)
            tone = .warning
        }
        self.parts = parts
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
