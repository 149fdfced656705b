#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import ResponseCache

/// One answer of a use case that answers twice ("cached now, fresh later"): first the copy the
/// response cache holds, marked with its age, at once and with no request; then GitHub's.
///
/// A failure after a `.cached` answer is the last answer: the Presenter keeps the cached copy
/// on screen and says why and how old it is ("offline — showing results from 2 h ago").
public enum CachedThenFresh<Value: Sendable>: Sendable {
    /// The stored copy; another answer (fresh or a failure) follows.
    case cached(Value, fetchedAt: Date, age: Double)
    /// GitHub's answer (new, or the stored copy confirmed by a 304); always the last answer.
    case fresh(Value, source: ResponseSource)

    /// The value, whichever answer this is.
    public var value: Value {
        switch self {
        case .cached(let value, _, _), .fresh(let value, _): return value
        }
    }
}

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
