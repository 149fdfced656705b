import APIClient
import Entities
import ResponseCache

/// How fresh an answer a Presenter asks an Interactor for.
public enum AnswerFreshness: Equatable, Sendable {
    /// "Cached now, fresh later": the stored answer at once (if there is one and GitHub's might
    /// differ), then GitHub's under HTTP's rules (a conditional request, or none within `max-age`).
    case cachedThenFresh
    /// Ask GitHub now, conditionally when there is a stored answer, whatever its `max-age` (`r`);
    /// only GitHub's answer comes back.
    case refreshNow
}

extension WorkScheduler {
    /// Answers `request` under `freshness` through `completion` on the UI thread: twice for
    /// `.cachedThenFresh` (see `answerCachedThenFresh`), once with a `.fresh` answer (or a
    /// failure) from a conditional request for `.refreshNow`.
    func answer<Request: GitHubRequest, Value: Sendable>(
        _ request: Request, freshness: AnswerFreshness, client: GitHubRequestable, cancellation token: CancellationToken,
        shape: @escaping @Sendable (Request.Response, PageLinks, RateLimit?) -> Value,
        completion: @escaping @MainActor (Result<CachedThenFresh<Value>, GitHubError>) -> Void) {
        answer(.request(request, client: client, cancellation: token, shape: shape), freshness: freshness,
               cancellation: token, completion: completion)
    }

    /// Answers `fetch` under `freshness` through `completion` on the UI thread, as above.
    func answer<Value: Sendable>(
        _ fetch: CacheableFetch<Value>, freshness: AnswerFreshness, cancellation token: CancellationToken,
        completion: @escaping @MainActor (Result<CachedThenFresh<Value>, GitHubError>) -> Void) {
        switch freshness {
        case .cachedThenFresh:
            answerCachedThenFresh(fetch, freshness: .useFresh, cancellation: token, completion: completion)
        case .refreshNow:
            answer(cancellation: token, work: {
                fetch.fetch(.revalidate, nil).map { CachedThenFresh.fresh($0.value, source: $0.source) }
            }, completion: completion)
        }
    }
}
