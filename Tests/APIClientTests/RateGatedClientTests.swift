import APIClient
import Entities
import Foundation
import ResponseCache
import Synchronization
import XCTest

/// A client that answers from a script and counts what it was asked to send.
private final class ScriptedClient: GitHubRequestable, @unchecked Sendable {
    var answers: [Result<GitHubResponse<Repository>, GitHubError>] = []
    var stored: CachedAnswer<Repository>?
    private(set) var sent: [String] = []

    func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        send(request, freshness: .useFresh, reusing: nil, cancellation: cancellation)
    }

    func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                      cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        sent.append((try? request.path) ?? "refused")
        let answer = answers.isEmpty ? .failure(.transport(.connectionRefused)) : answers.removeFirst()
        return answer.map { $0 as! GitHubResponse<Request.Response> }
    }

    func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        stored as? CachedAnswer<Request.Response>
    }
}

/// A clock the test moves by hand.
private final class TestClock: Sendable {
    private let time = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
    var now: Date { time.withLock { $0 } }
    func advance(_ seconds: Double) { time.withLock { $0 += seconds } }
}

final class RateGatedClientTests: XCTestCase {
    private let clock = TestClock()
    private let inner = ScriptedClient()
    private lazy var client = RateGatedClient(wrapping: inner, gate: RateGate(clock: { [clock] in clock.now }))
    private let repository = GitHubAPI.Repository(owner: "o", name: "r")
    private let search = GitHubAPI.SearchRepositories(query: "q", sort: nil, order: nil, perPage: 30, page: 1)

    private func ok(remaining: Int = 10, resetIn: Double = 60) -> Result<GitHubResponse<Repository>, GitHubError> {
        .success(GitHubResponse(value: Repository(id: 1, name: "r", fullName: "o/r", owner: User(login: "o", id: 1), htmlURL: "https://github.com/o/r"),
                                status: 200,
                                rateLimit: RateLimit(limit: 60, remaining: remaining,
                                                     resetAt: clock.now.addingTimeInterval(resetIn)),
                                links: PageLinks()))
    }

    func testAfterAPrimaryLimitNothingIsSentForThatResourceUntilTheReset() {
        inner.answers = [.failure(.rateLimited(RateLimit(limit: 60, remaining: 0,
                                                         resetAt: clock.now.addingTimeInterval(42))))]
        _ = client.send(repository, cancellation: nil)
        guard case .failure(.rateLimited) = client.send(repository, cancellation: nil) else {
            return XCTFail("the gate answers with the limit")
        }
        XCTAssertEqual(inner.sent.count, 1, "nothing sent while limited")
        clock.advance(43)
        inner.answers = [ok()]
        XCTAssertNotNil(try? client.send(repository, cancellation: nil).get())
        XCTAssertEqual(inner.sent.count, 2, "sent once the reset has passed")
    }

    func testTheLastRequestOfABudgetClosesItsGateButNotTheOtherResources() {
        inner.answers = [ok(remaining: 0, resetIn: 30)]
        _ = client.send(repository, cancellation: nil)
        guard case .failure(.rateLimited) = client.send(repository, cancellation: nil) else {
            return XCTFail("core is spent")
        }
        _ = client.send(search, cancellation: nil)
        XCTAssertEqual(inner.sent, ["/repos/o/r", "/search/repositories"], "search has a budget of its own")
    }

    func testASecondaryLimitHoldsEveryRequestAtLeastAMinuteWithoutRetryAfter() {
        inner.answers = [.failure(.secondaryRateLimit(retryAfter: nil, message: "slow down"))]
        _ = client.send(search, cancellation: nil)
        clock.advance(59)
        guard case .failure(.secondaryRateLimit(let left, "slow down")) = client.send(repository, cancellation: nil) else {
            return XCTFail("every resource waits")
        }
        XCTAssertEqual(left, 1)
        XCTAssertEqual(inner.sent.count, 1)
        clock.advance(2)
        _ = client.send(repository, cancellation: nil)
        XCTAssertEqual(inner.sent.count, 2)
    }

    func testAnAbsurdRetryAfterNeverTraps() {
        inner.answers = [.failure(.secondaryRateLimit(retryAfter: Int.max, message: ""))]
        _ = client.send(search, cancellation: nil)
        guard case .failure(.secondaryRateLimit(let left?, _)) = client.send(search, cancellation: nil) else {
            return XCTFail("held")
        }
        XCTAssertGreaterThan(left, 0)
    }

    func testAServerErrorWithAnAbsurdRetryAfterNeverTrapsAndHoldsOnlyItsResource() {
        inner.answers = [.failure(.serverError(status: 503, message: nil, retryAfter: Int.max))]
        _ = client.send(repository, cancellation: nil)
        guard case .failure(.serverError(503, _, let left?)) = client.send(repository, cancellation: nil) else {
            return XCTFail("held")
        }
        XCTAssertGreaterThan(left, 0)
        _ = client.send(search, cancellation: nil)
        XCTAssertEqual(inner.sent, ["/repos/o/r", "/search/repositories"])
    }

    func testSecondaryLimitsWithoutRetryAfterInARowWaitLongerUpToSixteenMinutes() {
        var waits: [Int] = []
        for _ in 0..<40 {
            inner.answers = [.failure(.secondaryRateLimit(retryAfter: nil, message: ""))]
            _ = client.send(search, cancellation: nil)
            guard case .failure(.secondaryRateLimit(let left?, _)) = client.send(search, cancellation: nil) else {
                return XCTFail("held")
            }
            waits.append(left)
            clock.advance(Double(left))
        }
        XCTAssertEqual(Array(waits.prefix(6)), [60, 120, 240, 480, 960, 960])
        XCTAssertEqual(waits.max(), 960)
    }

    func testAStoredAnswerStillFreshIsGivenWhileLimited() {
        inner.answers = [.failure(.rateLimited(RateLimit(remaining: 0, resetAt: clock.now.addingTimeInterval(42))))]
        _ = client.send(repository, cancellation: nil)
        inner.stored = CachedAnswer(value: Repository(id: 1, name: "r", fullName: "o/r", owner: User(login: "o", id: 1), htmlURL: "https://github.com/o/r"),
                                    fetchedAt: clock.now, age: 1, isFresh: true, rateLimit: nil, links: PageLinks())
        let answer = client.send(repository, cancellation: nil)
        XCTAssertEqual(try? answer.get().source, .cache)
        XCTAssertEqual(inner.sent.count, 1)
    }
}
