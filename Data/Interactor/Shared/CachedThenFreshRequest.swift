import APIClient
import Entities
import ResponseCache

/// Runs one "cached now, fresh later" request off the UI thread: reads the cache, hands its
/// answer to the UI thread, then sends the request and hands that answer over too.
enum CachedThenFreshRequest {
    /// Asks `client` for `request` under `freshness`; `transform` turns a decoded body (and its
    /// rate limit and links) into what the caller answers with.
    static func run<Request: GitHubRequest, Value: Sendable>(
        _ request: Request, freshness: AnswerFreshness, client: GitHubRequestable, scheduler: WorkScheduler,
        cancellation token: CancellationToken,
        transform: @escaping @Sendable (Request.Response, RateLimit?, PageLinks) -> Value,
        completion: @escaping @MainActor (CachedThenFresh<Value>) -> Void
    ) {
        scheduler.runInBackground {
            if freshness == .cachedThenFresh, let stored = client.cached(request), !token.isCancelled {
                let value = transform(stored.value, stored.rateLimit, stored.links)
                let fetchedAt = stored.fetchedAt
                scheduler.runOnUIThread {
                    guard !token.isCancelled else { return }
                    completion(.cached(value, fetchedAt: fetchedAt))
                }
            }
            guard !token.isCancelled else { return }
            let cacheFreshness: CacheFreshness = freshness == .refreshNow ? .revalidate : .useFresh
            let answer: CachedThenFresh<Value>
            switch client.send(request, freshness: cacheFreshness, cancellation: token) {
            case .success(let response):
                answer = .fresh(transform(response.value, response.rateLimit, response.links),
                                rateLimit: response.rateLimit)
            case .failure(let error):
                answer = .failed(error)
            }
            guard !token.isCancelled else { return }
            scheduler.runOnUIThread {
                guard !token.isCancelled else { return }
                completion(answer)
            }
        }
    }
}
