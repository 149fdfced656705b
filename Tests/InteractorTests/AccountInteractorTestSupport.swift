import APIClient
import Entities
import Usecases
import ResponseCache
import Synchronization

/// A `GitHubRequestable` for the account use cases: records each request with its freshness,
/// and answers from `answer`, a closure given the request.
final class AccountGitHubMock: GitHubRequestable, Sendable {
    private struct State {
        var requests: [(request: any GitHubRequest, freshness: CacheFreshness)] = []
        var answer: @Sendable (any GitHubRequest) -> Result<Any, GitHubError> = { _ in .failure(.notFound(message: "none")) }
        var links = PageLinks()
        var scopes: String?
    }

    private let state = Mutex(State())

    /// Answers every request with what `answer` returns for it (a value of the request's response type).
    func answer(links: PageLinks = PageLinks(), scopes: String? = nil,
                _ answer: @escaping @Sendable (any GitHubRequest) -> Result<Any, GitHubError>) {
        state.withLock {
            $0.answer = answer
            $0.links = links
            $0.scopes = scopes
        }
    }

    var requests: [any GitHubRequest] { state.withLock { $0.requests.map(\.request) } }
    var freshnesses: [CacheFreshness] { state.withLock { $0.requests.map(\.freshness) } }

    func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        send(request, freshness: .useFresh, reusing: nil, cancellation: cancellation)
    }

    func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                      cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        let (answer, links, scopes) = state.withLock { state in
            state.requests.append((request, freshness))
            return (state.answer, state.links, state.scopes)
        }
        return answer(request).map {
            GitHubResponse(value: $0 as! Request.Response, status: 200, rateLimit: RateLimit(limit: 5000, remaining: 4999),
                           links: links, oauthScopes: scopes)
        }
    }

    func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        nil
    }
}
