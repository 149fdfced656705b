#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import ResponseCache
import Usecases

extension WorkScheduler {
    /// Answers `completion` on the UI thread up to twice, unless `token` is cancelled: first with
    /// the cached copy of `request` if there is one (skipped when `freshness` would answer from
    /// that same fresh copy anyway), then with the outcome of sending it under `freshness`.
    /// `shape` turns a decoded answer, its links and its rate limit into what the use case answers.
    func answerCachedThenFresh<Request: GitHubRequest, Value: Sendable>(
        client: GitHubRequestable, request: Request, freshness: CacheFreshness, cancellation token: CancellationToken,
        shape: @escaping @Sendable (Request.Response, PageLinks, RateLimit?) -> Value,
        completion: @escaping @MainActor (Result<CachedThenFresh<Value>, GitHubError>) -> Void) {
        answerCachedThenFresh(.request(request, client: client, cancellation: token, shape: shape),
                              freshness: freshness, cancellation: token, completion: completion)
    }

    /// Answers `completion` on the UI thread up to twice, unless `token` is cancelled: first with
    /// what `fetch` finds stored, if anything (skipped when `freshness` would answer from that same
    /// fresh copy anyway), then with `fetch`'s answer under `freshness`.
    func answerCachedThenFresh<Value: Sendable>(
        _ fetch: CacheableFetch<Value>, freshness: CacheFreshness, cancellation token: CancellationToken,
        completion: @escaping @MainActor (Result<CachedThenFresh<Value>, GitHubError>) -> Void) {
        runInBackground {
            let cached = fetch.stored()
            if let cached, !(freshness == .useFresh && cached.isFresh) {
                deliver(.success(.cached(cached.value, fetchedAt: cached.fetchedAt, age: cached.age)),
                        unless: token, to: completion)
            }
            guard !token.isCancelled else { return }
            // What `stored` read goes to the send, which then neither reads nor decodes it again.
            let fresh = fetch.fetch(freshness, cached?.read).map { CachedThenFresh.fresh($0.value, source: $0.source) }
            deliver(fresh, unless: token, to: completion)
        }
    }

    private func deliver<Value: Sendable>(_ answer: Result<CachedThenFresh<Value>, GitHubError>,
                                          unless token: CancellationToken,
                                          to completion: @escaping @MainActor (Result<CachedThenFresh<Value>, GitHubError>) -> Void) {
        guard !token.isCancelled else { return }
        runOnUIThread {
            guard !token.isCancelled else { return }
            completion(answer)
        }
    }
}
