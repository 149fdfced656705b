#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// How fresh an answer a Presenter asks an Interactor for.
public enum AnswerFreshness: Equatable, Sendable {
    /// "Cached now, fresh later": the stored answer at once (if there is one, however old),
    /// then GitHub's under HTTP's rules (a conditional request, or none within `max-age`).
    case cachedThenFresh
    /// Ask GitHub now, conditionally when there is a stored answer, whatever its `max-age` (`r`).
    case refreshNow
}

/// One answer of a "cached now, fresh later" request: an Interactor calls its completion with
/// `.cached` first when the cache holds an answer, then once with `.fresh` or `.failed`.
public enum CachedThenFresh<Value: Sendable>: Sendable {
    /// The stored answer, fetched (or last confirmed by GitHub) at `fetchedAt`; GitHub's answer follows.
    case cached(Value, fetchedAt: Date)
    /// GitHub's answer (or one it would not have changed, within `max-age`), with the rate
    /// limit its headers reported (nil when it came from the cache with no request).
    case fresh(Value, rateLimit: RateLimit?)
    /// The request failed; any `.cached` answer before it is still the newest there is.
    case failed(GitHubError)
}
