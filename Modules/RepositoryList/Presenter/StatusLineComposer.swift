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

    /// - Parameters:
    ///   - retryIn: seconds until a failed search may ask again (counts down), nil when it may now.
    ///   - cachedAt: when the results on screen were fetched, while they are a cached copy GitHub
    ///     has not confirmed yet; nil for results just received.
    ///   - refreshing: the first page is being asked for again over results already shown.
    init(search: SearchState?, loading: Bool, notice: String?, retryIn: Int?, now: Date, hasToken: Bool, cap: Int,
         cachedAt: Date? = nil, refreshing: Bool = false) {
        guard let search else {
            text = notice ?? "Type a query and press Enter · ? for keys"
            tone = notice == nil ? .normal : .warning
            return
        }
        if let error = search.error, let cachedAt, !search.repositories.isEmpty {
            // The cached copy stays usable: say why it is not fresh, and how old it is.
            var shown = error
            var nextTry = retryIn
            switch error {
            case .rateLimited:
                nextTry = nil // its sentence counts down to the reset
            case .secondaryRateLimit(_, let message):
                if let retryIn { shown = .secondaryRateLimit(retryAfter: retryIn, message: message) }
                nextTry = nil
            default:
                break
            }
            var sentence = CacheAgeSentence.unavailable(shown, what: "results", fetchedAt: cachedAt, now: now,
                                                        hasToken: hasToken)
            if let nextTry { sentence += " · next try in \(DateText.shortWait(nextTry))" }
            text = sentence
            tone = .warning
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
        if let cachedAt, loading {
            parts.append(CacheAgeSentence.refreshing(fetchedAt: cachedAt, now: now))
        } else if loading {
            let more = refreshing ? "refreshing…" : "loading more…"
            parts.append(search.totalCount == nil ? "searching “\(search.query)”…" : more)
        }
        if search.incomplete {
            parts.append("GitHub timed out, results may be partial")
            tone = .warning
        }
        if let budget = RateBudget(search.rateLimit, resource: "search") {
            parts.append(budget.text)
            if budget.isLow { tone = .warning }
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
