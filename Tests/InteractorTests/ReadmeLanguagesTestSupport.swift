import APIClient
import Entities
import Foundation
import Interactors
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

    /// What the response cache holds, per request type (nil: nothing stored).
    var storedReadme: Readme?
    var storedLanguages: RepositoryLanguages?

    var requests: [any GitHubRequest] { lock.withLock { $0 } }

    func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        let stored: Any?
        switch request {
        case is GitHubAPI.Readme: stored = storedReadme
        case is GitHubAPI.Languages: stored = storedLanguages
        default: stored = nil
        }
        guard let value = stored as? Request.Response else { return nil }
        return CachedAnswer(value: value, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), age: 7_200,
                            isFresh: false, rateLimit: nil, links: PageLinks())
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
        return typed.map { GitHubResponse(value: $0, status: 200, rateLimit: nil, links: PageLinks()) }
    }
}

