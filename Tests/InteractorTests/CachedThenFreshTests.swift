import APIClient
import Entities
import Usecases
import Foundation
@testable import Interactors
import ResponseCache
import TestSupport
import XCTest

/// "Cached now, fresh later": the cached copy first (with its age), then GitHub's answer.
final class CachedThenFreshTests: XCTestCase {
    private let request = GitHubAPI.Repository(owner: "o", name: "r")
    private let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    private func run(_ client: CachingClientSpy, freshness: CacheFreshness = .useFresh,
                     token: CancellationToken = CancellationToken()) -> [Result<CachedThenFresh<String>, GitHubError>] {
        let request = self.request
        return MainActor.assumeIsolated {
            var answers: [Result<CachedThenFresh<String>, GitHubError>] = []
            InlineScheduler().answerCachedThenFresh(client: client, request: request, freshness: freshness,
                                                    cancellation: token, shape: { repository, _, _ in repository.fullName },
                                                    completion: { answers.append($0) })
            return answers
        }
    }

    func testAStaleCopyAnswersFirstThenGitHub() throws {
        let client = CachingClientSpy(cached: CachedAnswer(value: repository("o/old"), fetchedAt: fetchedAt, age: 180,
                                                           isFresh: false, rateLimit: nil, links: PageLinks()),
                                      fresh: .success(GitHubResponse(value: repository("o/new"), status: 200, rateLimit: nil,
                                                                     links: PageLinks(), source: .revalidated)))
        let answers = run(client, freshness: .revalidate)
        XCTAssertEqual(answers.count, 2)
        guard case .cached(let old, let at, let age)? = answers.first?.success else { return XCTFail("cached first") }
        XCTAssertEqual(old, "o/old")
        XCTAssertEqual(at, fetchedAt)
        XCTAssertEqual(age, 180)
        guard case .fresh(let new, .revalidated)? = answers.last?.success else { return XCTFail("fresh last") }
        XCTAssertEqual(new, "o/new")
        XCTAssertEqual(client.sentFreshness, [.revalidate])
    }

    func testAFreshCopyAnswersOnceWhenHTTPWouldUseItAnyway() {
        let client = CachingClientSpy(cached: CachedAnswer(value: repository("o/r"), fetchedAt: fetchedAt, age: 10,
                                                           isFresh: true, rateLimit: nil, links: PageLinks()),
                                      fresh: .success(GitHubResponse(value: repository("o/r"), status: 200, rateLimit: nil,
                                                                     links: PageLinks(), source: .cache)))
        let answers = run(client)
        XCTAssertEqual(answers.count, 1)
        guard case .fresh("o/r", .cache)? = answers.first?.success else { return XCTFail("one answer from the cache") }
    }

    func testOfflineTheCachedCopyIsFollowedByTheFailure() {
        let client = CachingClientSpy(cached: CachedAnswer(value: repository("o/r"), fetchedAt: fetchedAt, age: 7200,
                                                           isFresh: false, rateLimit: nil, links: PageLinks()),
                                      fresh: .failure(.transport(.connectionRefused)))
        let answers = run(client)
        XCTAssertEqual(answers.count, 2)
        guard case .cached? = answers.first?.success else { return XCTFail("cached first") }
        guard case .transport? = answers.last?.failure else { return XCTFail("then why it is not fresh") }
    }

    func testWithoutACopyOnlyGitHubAnswers() {
        let client = CachingClientSpy(cached: nil, fresh: .failure(.notFound(message: "Not Found")))
        let answers = run(client)
        XCTAssertEqual(answers.count, 1)
        XCTAssertNotNil(answers.first?.failure)
    }

    func testACancelledRequestNeverAnswers() {
        let token = CancellationToken()
        token.cancel()
        let client = CachingClientSpy(cached: CachedAnswer(value: repository("o/r"), fetchedAt: fetchedAt, age: 99,
                                                           isFresh: false, rateLimit: nil, links: PageLinks()),
                                      fresh: .failure(.notFound(message: "Not Found")))
        XCTAssertTrue(run(client, token: token).isEmpty)
        XCTAssertTrue(client.sentFreshness.isEmpty, "nothing sent")
    }

    private func repository(_ fullName: String) -> Entities.Repository {
        Entities.Repository(id: 1, name: "r", fullName: fullName, owner: User(login: "o", id: 2),
                            htmlURL: "https://github.com/\(fullName)")
    }
}

/// A client with one cached copy and one network outcome, recording each send's freshness.
private final class CachingClientSpy: GitHubRequestable, @unchecked Sendable {
    private let cachedAnswer: CachedAnswer<Entities.Repository>?
    private let fresh: Result<GitHubResponse<Entities.Repository>, GitHubError>
    private(set) var sentFreshness: [CacheFreshness] = []

    init(cached: CachedAnswer<Entities.Repository>?, fresh: Result<GitHubResponse<Entities.Repository>, GitHubError>) {
        cachedAnswer = cached
        self.fresh = fresh
    }

    func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        send(request, freshness: .useFresh, cancellation: cancellation)
    }

    func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                      cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        sentFreshness.append(freshness)
        return fresh.map { $0 as! GitHubResponse<Request.Response> }
    }

    func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        cachedAnswer.map { $0 as! CachedAnswer<Request.Response> }
    }
}

private extension Result {
    var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
