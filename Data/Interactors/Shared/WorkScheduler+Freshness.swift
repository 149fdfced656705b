import APIClient
import Entities
import ResponseCache
import Usecases

extension WorkScheduler {
    /// Answers `request` under `freshness` through `completion` on the UI thread: twice for
    /// `.cachedThenFresh` (see `answerCachedThenFresh`), once with a `.fresh` answer (or a
    /// failure) from a conditional request for `.refreshNow`, once for `.latest` (the stored copy
    /// when the network is down).
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
        case .latest:
            answer(cancellation: token, work: { fetch.latest(cancellation: token) }, completion: completion)
        }
    }
}
