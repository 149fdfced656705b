import Entities
import ResponseCache

/// A GitHub client whose every request under the default rule (`.useFresh`, or a plain `send`)
/// uses one freshness instead: the command line's (`.revalidate`: always ask GitHub,
/// conditionally; `.acceptAge` for `--cache DURATION`). Requests that name another freshness
/// pass through unchanged.
public struct FixedFreshnessClient: GitHubRequestable {
    private let client: any GitHubRequestable
    public let freshness: CacheFreshness

    public init(wrapping client: any GitHubRequestable, freshness: CacheFreshness) {
        self.client = client
        self.freshness = freshness
    }

    public func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        client.send(request, freshness: freshness, cancellation: cancellation)
    }

    public func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                             cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        client.send(request, freshness: freshness == .useFresh ? self.freshness : freshness, reusing: read,
                    cancellation: cancellation)
    }

    public func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        client.cached(request)
    }
}
