import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import Synchronization
import XCTest

/// A clock the test moves by hand.
private final class HandClock: Sendable {
    private let time = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
    var now: Date { time.withLock { $0 } }
    func advance(_ seconds: Double) { time.withLock { $0 += seconds } }
}

/// Issue 17: "A 5xx or 429 with `Retry-After` is retried no earlier than it says; without one,
/// with growing backoff." The real curl client and `GitHubClient` behind the rate gates, against
/// the loopback server answering 503 and 429: what is sent, and what the next request meets.
final class ServerTroubleGateTests: FixtureServerTestCase {
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(10))
    private let clock = HandClock()
    private lazy var client = RateGatedClient(
        wrapping: GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL), httpClient: http,
                               cache: DisabledResponseCache()),
        gate: RateGate(clock: { [clock] in clock.now }))
    private let repository = GitHubAPI.Repository(owner: "o", name: "r")
    private let search = GitHubAPI.SearchRepositories(query: "q", perPage: 30, page: 1)
    /// How many requests reached the server.
    private var sent: Int { server.receivedRequests.count }

    private func serve(status: Int, retryAfter: String?) {
        server.setHandler { _ in
            let response = FixtureResponse.json("{\"message\":\"Service Unavailable\"}", status: status)
            return retryAfter.map { response.settingHeader("retry-after", $0) } ?? response
        }
    }

    private func serveRepository() throws {
        server.setHandler(try GitHubStandIn(store: store).handler)
    }

    private func failure<Value>(_ result: Result<GitHubResponse<Value>, GitHubError>) -> GitHubError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    func testA503WithRetryAfterHoldsItsResourceUntilThenAndNoLonger() throws {
        serve(status: 503, retryAfter: "120")
        XCTAssertEqual(failure(client.send(repository, cancellation: nil)),
                       .serverError(status: 503, message: "Service Unavailable", retryAfter: 120))
        clock.advance(100)
        XCTAssertEqual(failure(client.send(repository, cancellation: nil)),
                       .serverError(status: 503, message: "Service Unavailable", retryAfter: 20),
                       "the next request meets the wait left, and is not sent")
        XCTAssertEqual(sent, 1)
        _ = client.send(search, cancellation: nil)
        XCTAssertEqual(sent, 2, "the search budget is another resource: it goes")
        clock.advance(21)
        try serveRepository()
        _ = client.send(repository, cancellation: nil)
        XCTAssertEqual(sent, 3, "sent once the retry-after has passed")
    }

    func testA5xxWithoutRetryAfterBacksOffLongerEachTimeInARow() throws {
        serve(status: 502, retryAfter: nil)
        var holds: [Int] = []
        for _ in 0..<4 {
            _ = client.send(repository, cancellation: nil)
            guard case .serverError(502, _, let left?) = failure(client.send(repository, cancellation: nil)) else {
                return XCTFail("held after a 502")
            }
            holds.append(left)
            clock.advance(Double(left))
        }
        XCTAssertEqual(holds, [2, 4, 8, 16])
        XCTAssertEqual(sent, 4, "one request per wait")
        try serveRepository()
        clock.advance(16)
        _ = client.send(GitHubAPI.Repository(owner: "octokit-fixture-org", name: "hello-world"), cancellation: nil)
        serve(status: 502, retryAfter: nil)
        _ = client.send(repository, cancellation: nil)
        guard case .serverError(_, _, let left?) = failure(client.send(repository, cancellation: nil)) else {
            return XCTFail("held")
        }
        XCTAssertEqual(left, 2, "an answer from GitHub starts the backoff again")
    }

    func testAnAbsurdRetryAfterIsHeldADayAndSaidSo() {
        serve(status: 503, retryAfter: String(Int.max))
        let error = failure(client.send(repository, cancellation: nil))
        XCTAssertEqual(error, .serverError(status: 503, message: "Service Unavailable", retryAfter: 86_400))
        guard case .serverError(_, _, let left?) = failure(client.send(repository, cancellation: nil)) else {
            return XCTFail("held")
        }
        XCTAssertEqual(left, 86_400)
        XCTAssertEqual(sent, 1)
    }

    func testA429WithRetryAfterHoldsEveryRequestUntilThen() {
        serve(status: 429, retryAfter: "30")
        XCTAssertEqual(failure(client.send(search, cancellation: nil)),
                       .secondaryRateLimit(retryAfter: 30, message: "Service Unavailable"))
        clock.advance(29)
        XCTAssertEqual(failure(client.send(repository, cancellation: nil)),
                       .secondaryRateLimit(retryAfter: 1, message: "Service Unavailable"))
        XCTAssertEqual(sent, 1)
        clock.advance(1)
        _ = client.send(repository, cancellation: nil)
        XCTAssertEqual(sent, 2)
    }

    func testA429WithoutRetryAfterWaitsAMinuteThenLongerInARow() {
        serve(status: 429, retryAfter: nil)
        var holds: [Int] = []
        for _ in 0..<3 {
            XCTAssertEqual(failure(client.send(search, cancellation: nil)),
                           .secondaryRateLimit(retryAfter: nil, message: "Service Unavailable"))
            guard case .secondaryRateLimit(let left?, _) = failure(client.send(repository, cancellation: nil)) else {
                return XCTFail("held")
            }
            holds.append(left)
            clock.advance(Double(left))
        }
        XCTAssertEqual(holds, [60, 120, 240])
        XCTAssertEqual(sent, 3)
    }
}
