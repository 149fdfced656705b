import APIClient
import Entities

extension GitHubRequestable {
    /// Sends `request`; when the network fails (not a GitHub answer, not a cancellation), answers
    /// with the stored copy from the response cache instead, if there is one, so a README or the
    /// languages seen before stay readable offline. GitHub's own errors are passed through.
    func sendOrStoredCopy<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        let answer = send(request, cancellation: cancellation)
        guard case .failure(.transport(let failure)) = answer, failure != .cancelled,
              let stored = cached(request) else { return answer }
        return .success(GitHubResponse(value: stored.value, status: 200, rateLimit: stored.rateLimit,
                                       links: stored.links, source: .cache, fetchedAt: stored.fetchedAt))
    }
}
