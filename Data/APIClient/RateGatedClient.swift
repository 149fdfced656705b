import Entities
import ResponseCache

/// A GitHub client that sends nothing for a resource while it is rate limited (or anything at
/// all during a secondary limit): it answers at once with the limit's error, or with a stored
/// answer that is still fresh. GitHub warns that requests during a secondary limit can get a
/// client banned; this is where every screen and the command line are kept from sending them.
public struct RateGatedClient: GitHubRequestable {
    private let client: any GitHubRequestable
    private let gate: RateGate

    public init(wrapping client: any GitHubRequestable, gate: RateGate) {
        self.client = client
        self.gate = gate
    }

    public func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        send(request, freshness: .useFresh, reusing: nil, cancellation: cancellation)
    }

    public func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                             cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        let resource = RateGate.Resource(path: (try? request.path) ?? "")
        if let refusal = gate.refusal(for: resource) {
            // A stored answer still within its max-age needs no request: it may be given.
            if freshness != .networkOnly, let stored = client.cached(request), stored.isFresh {
                return .success(GitHubResponse(value: stored.value, status: 200, rateLimit: stored.rateLimit,
                                               links: stored.links, source: .cache, fetchedAt: stored.fetchedAt,
                                               pollInterval: stored.pollInterval))
            }
            return .failure(refusal)
        }
        let answer = client.send(request, freshness: freshness, reusing: read, cancellation: cancellation)
        gate.learn(from: answer, resource: resource)
        return answer
    }

    public func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        client.cached(request)
    }
}
