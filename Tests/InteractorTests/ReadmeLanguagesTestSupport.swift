import APIClient
import Entities
import Usecases
import Foundation
import Interactors
import ResponseCache
import Synchronization
import TestSupport
import XCTest

/// A GitHub client for the README and languages use cases: answers each request type from its
/// own canned result and records what was asked, including the `Accept` media type.
final class ReadmeGitHubFake: GitHubRequestable, @unchecked Sendable {
    private let lock = Mutex<[any GitHubRequest]>([])
    var readmeAnswer: Result<Readme, GitHubError> = .failure(.transport(.timedOut))
    var rawReadmeAnswer: Result<Data, GitHubError> = .failure(.transport(.timedOut))
    var languagesAnswer: Result<RepositoryLanguages, GitHubError> = .failure(.transport(.timedOut))

    /// What the response cache holds, per request type (nil: nothing stored), and whether it is
    /// within its `max-age`.
    var storedReadme: Readme?
    var storedRawReadme: Data?
    var storedLanguages: RepositoryLanguages?
    var storedIsFresh = false
    /// Where every answer `send` gives comes from.
    var source = ResponseSource.network

    var requests: [any GitHubRequest] { lock.withLock { $0 } }
    /// The freshness of each `send(_:freshness:cancellation:)`, in order.
    var freshnesses: [CacheFreshness] { freshnessLog.withLock { $0 } }
    private let freshnessLog = Mutex<[CacheFreshness]>([])

    func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        let stored: Any?
        switch request {
        case is GitHubAPI.Readme: stored = storedReadme
        case is GitHubAPI.RawReadme: stored = storedRawReadme
        case is GitHubAPI.Languages: stored = storedLanguages
        default: stored = nil
        }
        guard let value = stored as? Request.Response else { return nil }
        return CachedAnswer(value: value, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), age: 7_200,
                            isFresh: storedIsFresh, rateLimit: nil, links: PageLinks())
    }

    func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                      cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        freshnessLog.withLock { $0.append(freshness) }
        return send(request, cancellation: cancellation)
    }

    func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        lock.withLock { $0.append(request) }
        let answer: Any
        switch request {
        case is GitHubAPI.Readme: answer = readmeAnswer
        case is GitHubAPI.RawReadme: answer = rawReadmeAnswer
        case is GitHubAPI.Languages: answer = languagesAnswer
        default: return .failure(.unexpectedStatus(status: 418, message: "unexpected \(request)"))
        }
        guard let typed = answer as? Result<Request.Response, GitHubError> else {
            return .failure(.undecodable("fake answered the wrong type for \(request)"))
        }
        let source = self.source
        return typed.map { GitHubResponse(value: $0, status: 200, rateLimit: nil, links: PageLinks(), source: source) }
    }
}

