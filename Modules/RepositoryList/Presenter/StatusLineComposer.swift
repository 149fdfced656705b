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
    let parts: StatusLine
    let tone: StatusTone

    /// The line for a screen `width` cells wide.
    func text(width: Int) -> String {
        parts.fitted(toWidth: width)
    }

    /// - Parameter sortLabel: how the search is sorted ("sorted by stars ↓"), nil for best match.
    /// - Parameter retryIn: seconds until a failed search may ask again (counts down), nil when it may now.
    /// - Parameter cachedAt: when the results on screen were fetched, while they are a cached copy
    ///   GitHub has not confirmed (or a refresh of them failed); nil for results just received.
    /// - Parameter refreshing: the first page is being asked for again over results already shown.
    /// - Parameter keyHints: the screen's key hints from the key table, shown while there is nothing to say.
    init(search: SearchState?, sortLabel: String?, loading: Bool, notice: String?, retryIn: Int?, now: Date,
         hasToken: Bool, cap: Int, cachedAt: Date? = nil, refreshing: Bool = false, keyHints: [String] = []) {
        var parts = StatusLine()
        guard let search else {
            if let sortLabel { parts.append(sortLabel, .essential) }
            parts.append(notice ?? "Type a query and press Enter", .essential)
            if notice == nil { parts.append(keyHints: keyHints) }
            self.parts = parts
            tone = notice == nil ? .normal : .warning
            return
        }
        if let error = search.error, let cachedAt, !search.repositories.isEmpty {
            // The cached copy stays usable: say why it is not fresh, and how old it is.
            parts.append(Self.describeOverCache(error, cachedAt: cachedAt, retryIn: retryIn, now: now,
                                                hasToken: hasToken), .essential)
            self.parts = parts
            tone = .warning
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
        if let cachedAt, loading {
            parts.append(CacheAgeSentence.refreshing(fetchedAt: cachedAt, now: now), .essential)
        } else if loading {
            let more = refreshing ? "refreshing…" : "loading more…"
            parts.append(search.totalCount == nil ? "searching “\(search.query)”…" : more, .essential)
        }
        if let sortLabel { parts.append(sortLabel, .essential) }
        if search.incomplete {
            parts.append("GitHub timed out, results may be partial", .essential)
            tone = .warning
        }
        if let budget = RateBudget(search.rateLimit, resource: "search") {
            // A low budget is worth a warning, and is kept on narrow screens.
            parts.append(budget: budget)
            if budget.isLow { tone = .warning }
        }
        if let notice {
            parts.append(notice, .essential)
            tone = .warning
        }
        self.parts = parts
        self.tone = tone
    }

    /// Why the cached results on screen are not fresh, and their age; a limit counts down to its
    /// reset, other failures to the next try.
    private static func describeOverCache(_ error: GitHubError, cachedAt: Date, retryIn: Int?, now: Date,
                                          hasToken: Bool) -> String {
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
        let sentence = CacheAgeSentence.unavailable(shown, what: "results", fetchedAt: cachedAt, now: now,
                                                    hasToken: hasToken)
        return nextTry.map { sentence + " · next try in \(DateText.shortWait($0))" } ?? sentence
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
