#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import Usecases
import ResponseCache
import Synchronization

/// A GitHub client that answers each request by its target (`/repos/o/r/commits?per_page=30&page=1`)
/// from a script, holds a scripted response cache, and records what was sent with which freshness.
final class ScriptedGitHub: GitHubRequestable, Sendable {
    /// One scripted answer: a value or an error, with its links, rate limit and source.
    struct Answer: @unchecked Sendable {
        var value: Any?
        var error: GitHubError?
        var links = PageLinks()
        var rateLimit: RateLimit?
        var source = ResponseSource.network
        var pollInterval: Int?
    }

    /// One stored answer of the scripted cache.
    struct Stored: @unchecked Sendable {
        var value: Any
        var links = PageLinks()
        var age: Double = 7_200
        var isFresh = false
        var pollInterval: Int?
    }

    private struct State {
        var answers: [String: Answer] = [:]
        var stored: [String: Stored] = [:]
        var sent: [(target: String, freshness: CacheFreshness?)] = []
    }

    private let state = Mutex(State())
    static let storedAt = Date(timeIntervalSince1970: 1_700_000_000)

    /// The target a request is scripted under.
    static func target<Request: GitHubRequest>(_ request: Request) -> String {
        GitHubClient.url(base: "", path: (try? request.path) ?? "refused", queryItems: request.queryItems)
    }

    func answer(_ target: String, with value: Any, links: PageLinks = PageLinks(), rateLimit: RateLimit? = nil,
                source: ResponseSource = .network, pollInterval: Int? = nil) {
        state.withLock {
            $0.answers[target] = Answer(value: value, links: links, rateLimit: rateLimit, source: source,
                                        pollInterval: pollInterval)
        }
    }

    func fail(_ target: String, with error: GitHubError) {
        state.withLock { $0.answers[target] = Answer(error: error) }
    }

    func store(_ target: String, _ value: Any, links: PageLinks = PageLinks(), age: Double = 7_200, isFresh: Bool = false,
               pollInterval: Int? = nil) {
        state.withLock {
            $0.stored[target] = Stored(value: value, links: links, age: age, isFresh: isFresh, pollInterval: pollInterval)
        }
    }

    /// Every target sent, in order.
    var sentTargets: [String] { state.withLock { $0.sent.map(\.target) } }
    /// The freshness of every send (nil: the plain `send`).
    var sentFreshnesses: [CacheFreshness?] { state.withLock { $0.sent.map(\.freshness) } }

    func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        respond(request, freshness: nil)
    }

    func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                      cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        respond(request, freshness: freshness)
    }

    func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        // As `GitHubClient`: an answer that is never stored is never read from the cache.
        guard request.isStored, let stored = state.withLock({ $0.stored[Self.target(request)] }),
              let value = stored.value as? Request.Response else { return nil }
        return CachedAnswer(value: value, fetchedAt: Self.storedAt, age: stored.age, isFresh: stored.isFresh,
                            rateLimit: nil, links: stored.links, pollInterval: stored.pollInterval)
    }

    private func respond<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        let target = Self.target(request)
        let answer = state.withLock { state in
            state.sent.append((target, freshness))
            return state.answers[target]
        }
        guard let answer else { return .failure(.transport(.connectionRefused)) }
        if let error = answer.error { return .failure(error) }
        guard let value = answer.value as? Request.Response else {
            return .failure(.undecodable("scripted \(target) with the wrong type"))
        }
        return .success(GitHubResponse(value: value, status: 200, rateLimit: answer.rateLimit, links: answer.links,
                                       source: answer.source, pollInterval: answer.pollInterval))
    }
}
