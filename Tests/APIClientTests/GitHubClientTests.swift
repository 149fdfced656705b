import APIClient
import ResponseCache
import Entities
import FixtureServer
import Foundation
import XCTest

/// `GitHubClient` over the real curl client, against the GitHub stand-in on 127.0.0.1.
final class GitHubClientTests: FixtureServerTestCase {
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(10))

    override func setUpWithError() throws {
        try super.setUpWithError()
        server.setHandler(try GitHubStandIn(store: store).handler)
    }

    private func client(token: String? = nil, base: String? = nil) -> GitHubClient {
        GitHubClient(configuration: GitHubConfiguration(baseURL: base ?? server.baseURL, token: token), httpClient: http, cache: DisabledResponseCache())
    }

    private func search(_ query: String, perPage: Int = 30, page: Int = 1, client: GitHubClient? = nil)
        -> Result<GitHubResponse<SearchPage>, GitHubError> {
        (client ?? self.client()).send(GitHubAPI.SearchRepositories(query: query, perPage: perPage, page: page),
                                       cancellation: nil)
    }

    // MARK: Success

    func testSearchDecodesTheRecordedPageWithLinksAndRateLimit() throws {
        let response = try XCTUnwrap(search("github language:Python").success)

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.value.totalCount, 2723)
        XCTAssertEqual(response.value.items.count, 30)
        XCTAssertEqual(response.value.items.first?.fullName, "kennethreitz/legit")
        XCTAssertEqual(response.links, PageLinks(next: 2, last: 34))
        XCTAssertEqual(response.rateLimit, RateLimit(limit: 30, remaining: 29,
                                                     resetAt: Date(timeIntervalSince1970: 1_393_821_241)))
    }

    func testSecondPageLinksBothWays() throws {
        let response = try XCTUnwrap(search("github language:Python", page: 2).success)
        XCTAssertEqual(response.value.items.first?.fullName, "logsol/Github-Auto-Deploy")
        XCTAssertEqual(response.links, PageLinks(next: 3, last: 34))
    }

    func testLargePagesFromTheStandIn() throws {
        let response = try XCTUnwrap(search("tetris", perPage: 100, page: 10).success)
        XCTAssertEqual(response.value.items.count, 100)
        XCTAssertEqual(response.links.last, 10)
        XCTAssertNil(response.links.next)
        XCTAssertEqual(Set(response.value.items.map(\.fullName)).count, 100)
    }

    func testRepositoryDecodesWithMillisecondRateLimitReset() throws {
        let response = try XCTUnwrap(client().send(GitHubAPI.Repository(owner: "octokit-fixture-org", name: "hello-world"),
                                                   cancellation: nil).success)
        XCTAssertEqual(response.value.topics, ["fixtures", "hello", "hello-world"])
        XCTAssertEqual(response.rateLimit?.resetAt, Date(timeIntervalSince1970: 1_507_651_200))
        XCTAssertEqual(response.rateLimit?.resource, "core")
        XCTAssertEqual(server.receivedRequests.last?.path, "/repos/octokit-fixture-org/hello-world")
    }

    // MARK: What GitHub receives

    func testQueriesReachGitHubUnchanged() throws {
        let queries = [
            "tetris language:swift stars:>100",
            "a+b&c=d#e/f \"quoted\" <x> ü 日本",
            "100% = 50%+50% ; ?page=7",
        ]
        for query in queries {
            server.resetRecords()
            _ = client().send(GitHubAPI.SearchRepositories(query: query, sort: .stars, order: .desc,
                                                           perPage: 50, page: 3), cancellation: nil)
            let request = try XCTUnwrap(server.receivedRequests.last)
            XCTAssertEqual(request.path, "/search/repositories")
            XCTAssertEqual(request.queryItems.map(\.name), ["q", "sort", "order", "per_page", "page"])
            XCTAssertEqual(request.query("q"), query)
            XCTAssertEqual(request.query("sort"), "stars")
            XCTAssertEqual(request.query("order"), "desc")
            XCTAssertEqual(request.query("per_page"), "50")
            XCTAssertEqual(request.query("page"), "3")
        }
    }

    func testGitHubHeadersWithoutToken() throws {
        _ = search("x")
        let request = try XCTUnwrap(server.receivedRequests.last)
        XCTAssertEqual(request.header("Accept"), "application/vnd.github+json")
        XCTAssertEqual(request.header("X-GitHub-Api-Version"), "2022-11-28")
        XCTAssertEqual(request.header("User-Agent"), "ghbrowse/\(GHBrowseVersion.current)")
        XCTAssertNil(request.header("Authorization"))
    }

    func testTokenIsSentAsBearer() throws {
        _ = search("x", client: client(token: "ghp_secret123"))
        XCTAssertEqual(server.receivedRequests.last?.header("authorization"), "Bearer ghp_secret123")
    }

    func testBaseURLWithTrailingSlash() throws {
        XCTAssertNotNil(search("x", client: client(base: server.baseURL + "/")).success)
        XCTAssertEqual(server.receivedRequests.last?.path, "/search/repositories")
    }

    func testBaseURLWithEnterprisePrefix() throws {
        for base in [server.baseURL + "/api/v3", server.baseURL + "/api/v3/"] {
            XCTAssertNotNil(search("x", client: client(base: base)).success)
            XCTAssertEqual(server.receivedRequests.last?.path, "/api/v3/search/repositories")
        }
    }

    func testRepositoryPathSegmentsAreEncoded() throws {
        _ = client().send(GitHubAPI.Repository(owner: "some owner", name: "a/b?c"), cancellation: nil)
        XCTAssertEqual(server.receivedRequests.last?.path, "/repos/some%20owner/a%2Fb%3Fc")
    }

    // MARK: Failures

    func testInvalidQueryKeepsGitHubsMessageAndDetails() {
        XCTAssertEqual(search("trigger-invalid").failure,
                       .invalidQuery(message: "Validation Failed", details: ["color invalid"]))
    }

    func testInvalidQueryPrefersEachErrorsMessage() {
        server.setHandler { _ in
            .json("""
            {"message":"Validation Failed","errors":[{"message":"The search is longer than 256 characters.",\
            "resource":"Search","field":"q","code":"invalid"},{"resource":"Search","field":"q","code":"missing"},"plain"]}
            """, status: 422)
        }
        XCTAssertEqual(search("x").failure, .invalidQuery(
            message: "Validation Failed",
            details: ["The search is longer than 256 characters.", "q missing", "plain"]))
    }

    func testUnauthorized() {
        XCTAssertEqual(search("trigger-badcreds").failure, .unauthorized(message: "Bad credentials"))
    }

    func testRateLimitedWithResetTime() throws {
        let before = Date()
        guard case .rateLimited(let limit)? = search("trigger-ratelimit").failure else {
            return XCTFail("expected rateLimited")
        }
        XCTAssertEqual(limit.remaining, 0)
        XCTAssertEqual(limit.limit, 60)
        XCTAssertEqual(limit.resource, "search")
        let reset = try XCTUnwrap(limit.resetAt)
        XCTAssertGreaterThan(reset, before.addingTimeInterval(30))
        XCTAssertLessThan(reset, before.addingTimeInterval(60))
    }

    func testRateLimitedWith429() {
        server.setHandler { _ in
            FixtureResponse.json("{\"message\":\"slow down\"}", status: 429)
                .settingHeader("x-ratelimit-remaining", "0").settingHeader("x-ratelimit-reset", "1700000000")
        }
        XCTAssertEqual(search("x").failure,
                       .rateLimited(RateLimit(remaining: 0, resetAt: Date(timeIntervalSince1970: 1_700_000_000))))
    }

    func testSecondaryRateLimitWithRetryAfter() {
        XCTAssertEqual(search("trigger-secondary").failure, .secondaryRateLimit(
            retryAfter: 60,
            message: "You have triggered an abuse detection mechanism. Please wait a few minutes before you try again."))
    }

    func testSecondaryRateLimitRecognisedByItsMessage() {
        server.setHandler { _ in
            .json("{\"message\":\"You have exceeded a secondary rate limit. Please wait.\"}", status: 403)
        }
        XCTAssertEqual(search("x").failure, .secondaryRateLimit(
            retryAfter: nil, message: "You have exceeded a secondary rate limit. Please wait."))
    }

    func testPlainForbiddenIsUnexpected() {
        server.setHandler { _ in .json("{\"message\":\"Resource not accessible by integration\"}", status: 403) }
        XCTAssertEqual(search("x").failure,
                       .unexpectedStatus(status: 403, message: "Resource not accessible by integration"))
    }

    func testNotFound() {
        XCTAssertEqual(client().send(GitHubAPI.Repository(owner: "nobody", name: "nothing"), cancellation: nil).failure,
                       .notFound(message: "Not Found"))
    }

    func testServerError() {
        XCTAssertEqual(search("trigger-servererror").failure, .serverError(status: 500, message: "Server Error"))
    }

    func testServerErrorWithoutJSON() {
        server.setHandler { _ in FixtureResponse(status: 502, body: Array("<html>bad gateway</html>".utf8)) }
        XCTAssertEqual(search("x").failure, .serverError(status: 502, message: nil))
    }

    func testGarbageJSONIsUndecodable() {
        server.setHandler { _ in .garbageJSON() }
        guard case .undecodable(let description)? = search("x").failure else { return XCTFail("expected undecodable") }
        XCTAssertFalse(description.isEmpty)
    }

    func testUndecodableSaysWhereItFailed() {
        server.setHandler { _ in
            .json("{\"total_count\":1,\"items\":[{\"id\":1,\"name\":\"r\",\"full_name\":\"o/r\",\"owner\":{\"id\":2}}]}")
        }
        guard case .undecodable(let description)? = search("x").failure else { return XCTFail("expected undecodable") }
        XCTAssertTrue(description.contains("items[0].owner.login"), description)

        server.setHandler { _ in .json("{\"total_count\":\"many\",\"items\":[]}") }
        guard case .undecodable(let other)? = search("x").failure else { return XCTFail("expected undecodable") }
        XCTAssertTrue(other.contains("total_count"), other)
    }

    func testTransportFailuresPassThrough() throws {
        let port = try refusedPort()
        XCTAssertEqual(search("x", client: client(base: "http://127.0.0.1:\(port)")).failure,
                       .transport(.connectionRefused))
    }

    func testCancellation() throws {
        let token = CancellationToken()
        let client = client()
        let outcome = inBackground {
            client.send(GitHubAPI.SearchRepositories(query: "trigger-slow"), cancellation: token)
        }
        XCTAssertTrue(waitUntil { !self.server.receivedRequests.isEmpty })
        token.cancel()
        XCTAssertEqual(try XCTUnwrap(outcome(5)).failure, .transport(.cancelled))
    }
}
