import APIClient
import Entities
import ResponseCache
import Usecases

/// What a use case asks GitHub, in the two forms "cached now, fresh later" needs: the answer
/// the response cache holds however old (no request), and the answer under a `CacheFreshness`
/// (from the cache when fresh enough, else a conditional request). A use case made of one
/// request is `CacheableFetch.request(…)`; the README, which may take two, builds its own.
///
/// Both closures block; they run off the UI thread.
struct CacheableFetch<Value: Sendable>: Sendable {
    /// The value the cache holds and how old it is, or nil when nothing usable is stored.
    let stored: @Sendable () -> CachedAnswer<Value>?
    /// The value under a freshness, and where it came from; given what `stored` read, if it
    /// just read anything, so the store is not read twice.
    let fetch: @Sendable (CacheFreshness, CacheRead?) -> Result<SourcedValue<Value>, GitHubError>
}

/// A value and where it came from (GitHub just now, the cache, or the cache confirmed by a 304).
struct SourcedValue<Value: Sendable>: Sendable {
    var value: Value
    var source: ResponseSource
}

extension CacheableFetch {
    /// One request: its stored answer and its answer under a freshness, each shaped by `shape`
    /// from the decoded answer, its links and its rate limit.
    static func request<Request: GitHubRequest>(
        _ request: Request, client: GitHubRequestable, cancellation token: CancellationToken,
        shape: @escaping @Sendable (Request.Response, PageLinks, RateLimit?) -> Value) -> CacheableFetch<Value> {
        CacheableFetch(
            stored: {
                client.cached(request).map { $0.replacingValue(with: shape($0.value, $0.links, $0.rateLimit)) }
            },
            fetch: { freshness, read in
                client.send(request, freshness: freshness, reusing: read, cancellation: token).map { response in
                    SourcedValue(value: shape(response.value, response.links, response.rateLimit), source: response.source)
                }
            })
    }
}

extension CacheableFetch {
    /// One answer: GitHub's under the client's default rule, or the stored copy (however old) when
    /// the network cannot be reached. GitHub's own errors, and a cancellation, pass through.
    func latest(cancellation token: CancellationToken) -> Result<CachedThenFresh<Value>, GitHubError> {
        let answer = fetch(.useFresh, nil)
        if case .failure(.transport(let failure)) = answer, failure != .cancelled, !token.isCancelled,
           let stored = stored() {
            return .success(.cached(stored.value, fetchedAt: stored.fetchedAt, age: stored.age))
        }
        return answer.map { CachedThenFresh.fresh($0.value, source: $0.source) }
    }
}

extension CachedAnswer {
    /// The same stored answer carrying another value (what a use case makes of it).
    func replacingValue<Other: Sendable>(with value: Other) -> CachedAnswer<Other> {
        CachedAnswer<Other>(value: value, fetchedAt: fetchedAt, age: age, isFresh: isFresh, rateLimit: rateLimit,
                            links: links, read: read)
    }
}
