import APIClient
import Entities
import FixtureServer
import Foundation
import XCTest

/// The libcurl client against a real HTTP server on 127.0.0.1.
final class CurlHTTPClientTests: FixtureServerTestCase {
    private let client = CurlHTTPClient()

    private func get(_ path: String, headers: [HTTPHeaders.Field] = [], with client: CurlHTTPClient? = nil,
                     cancellation: CancellationToken? = nil) -> Result<HTTPResponse, TransportFailure> {
        (client ?? self.client).send(HTTPRequest(url: url(path), headers: headers), cancellation: cancellation)
    }

    // MARK: What comes back

    func testServesAFixtureByteForByteWithEveryHeader() throws {
        try serveFixture("repository-hello-world")
        let fixture = try store.fixture(named: "repository-hello-world")

        let response = try XCTUnwrap(get("/repos/octokit-fixture-org/hello-world").success)

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(Array(response.body), fixture.body)
        for header in fixture.headers {
            XCTAssertEqual(response.headers[header.name], header.value, header.name)
        }
        XCTAssertEqual(response.headers["ETag"], "\"00000000000000000000000000000000\"")
        XCTAssertEqual(response.headers["etag"], response.headers["ETAG"])
        XCTAssertEqual(response.headers["Content-Length"], String(fixture.body.count))
    }

    func testLinkHeaderOfASearchPageArrives() throws {
        try serveFixture("search-repositories-page2")
        let response = try XCTUnwrap(get("/search/repositories?q=github&page=2").success)
        XCTAssertEqual(Array(response.body), try store.fixture(named: "search-repositories-page2").body)
        let link = try XCTUnwrap(response.headers["Link"])
        XCTAssertTrue(link.contains("rel=\"next\""))
        XCTAssertTrue(link.contains("rel=\"prev\""))
    }

    func testErrorStatusesAreResponsesNotFailures() throws {
        try serveFixture("error-404-not-found")
        let response = try XCTUnwrap(get("/repos/jacquev6/Xxx").success)
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "{\"message\":\"Not Found\"}")
    }

    func testDotSegmentsReachTheServerAsTheyAreNeverFolded() throws {
        // Issue 31: libcurl folded `a/../../x` into `/x`; with CURLOPT_PATH_AS_IS it never does.
        try serveFixture("repository-languages")
        _ = try XCTUnwrap(get("/repos/o/r/contents/../../../../user/repos").success)
        XCTAssertEqual(server.receivedRequests.last?.path, "/repos/o/r/contents/../../../../user/repos")
    }

    func testSendsRequestHeadersAndOneUserAgent() throws {
        try serveFixture("repository-languages")
        _ = try XCTUnwrap(get("/x", headers: [HTTPHeaders.Field(name: "X-Probe", value: "42")]).success)

        let request = try XCTUnwrap(server.receivedRequests.last)
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.path, "/x")
        XCTAssertEqual(request.header("x-probe"), "42")
        XCTAssertEqual(request.header("User-Agent"), "ghbrowse/\(GHBrowseVersion.current)")
        XCTAssertEqual(request.headers.filter { $0.name.lowercased() == "user-agent" }.count, 1)
        XCTAssertTrue(request.header("Accept-Encoding")?.contains("gzip") == true)
    }

    func testRequestHeadersWithLineBreaksAreRefused() {
        server.setHandler { _ in .json("{}") }
        let result = get("/x", headers: [HTTPHeaders.Field(name: "X-Evil", value: "a\r\nInjected: yes")])
        guard case .other? = result.failure else { return XCTFail("expected a refusal, got \(result)") }
        XCTAssertTrue(server.receivedRequests.isEmpty)
    }

    // MARK: Faults

    func testGzipBodyIsDecoded() throws {
        let fixture = try store.fixture(named: "search-repositories-page1")
        server.setHandler { _ in FixtureResponse(fixture: fixture).gzipped() }

        let response = try XCTUnwrap(get("/search/repositories?q=x").success)

        XCTAssertEqual(response.headers["content-encoding"], "gzip")
        XCTAssertEqual(Array(response.body), fixture.body)
    }

    func testRedirectIsFollowedAndTheFinalHeadersKept() throws {
        let fixture = try store.fixture(named: "repository-hello-world")
        server.setHandler { request in
            request.path == "/old" ? .redirect(to: "/repos/octokit-fixture-org/hello-world") : FixtureResponse(fixture: fixture)
        }

        let response = try XCTUnwrap(get("/old").success)

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(Array(response.body), fixture.body)
        XCTAssertNil(response.headers["location"], "only the final response's headers")
        XCTAssertEqual(server.receivedRequests.map(\.path), ["/old", "/repos/octokit-fixture-org/hello-world"])
    }

    func testEndlessRedirectsStop() {
        server.setHandler { request in
            let step = Int(request.query("n") ?? "0") ?? 0
            return .redirect(to: "/loop?n=\(step + 1)")
        }
        XCTAssertEqual(get("/loop?n=0").failure, .tooManyRedirects)
        XCTAssertEqual(server.receivedRequests.count, CurlHTTPClient.maximumRedirects + 1)
    }

    func testSlowAnswerPastTheTotalTimeoutTimesOut() {
        server.setHandler { _ in FixtureResponse.json("{}").delayed(by: .seconds(3)) }
        let impatient = CurlHTTPClient(connectTimeout: .seconds(2), totalTimeout: .milliseconds(300))
        XCTAssertEqual(get("/slow", with: impatient).failure, .timedOut)
    }

    func testRefusedPort() throws {
        let port = try refusedPort()
        let result = client.send(HTTPRequest(url: "http://127.0.0.1:\(port)/"), cancellation: nil)
        XCTAssertEqual(result.failure, .connectionRefused)
    }

    func testBodyCutOffMidWay() throws {
        let fixture = try store.fixture(named: "search-repositories-page1")
        server.setHandler { _ in FixtureResponse(fixture: fixture).withFault(.cutOffMidBody) }
        XCTAssertEqual(get("/search/repositories").failure, .cutOff)
    }

    func testConnectionClosedWithoutAnswerFails() {
        server.setHandler { _ in FixtureResponse(status: 200).withFault(.closeWithoutAnswer) }
        XCTAssertNotNil(get("/x").failure)
    }

    // MARK: Cancellation

    func testCancellingStopsATransferInFlight() throws {
        server.setHandler { _ in FixtureResponse.json("{}").delayed(by: .seconds(10)) }
        let token = CancellationToken()
        let client = self.client
        let url = url("/slow")
        let outcome = inBackground { () -> (Result<HTTPResponse, TransportFailure>, Duration) in
            let clock = ContinuousClock()
            var result: Result<HTTPResponse, TransportFailure>!
            let elapsed = clock.measure { result = client.send(HTTPRequest(url: url), cancellation: token) }
            return (result, elapsed)
        }
        XCTAssertTrue(waitUntil { !self.server.receivedRequests.isEmpty }, "the request reached the server")
        let cancelledAt = ContinuousClock.now
        token.cancel()

        let (result, _) = try XCTUnwrap(outcome(5), "send returned after cancel (5 s safety bound)")
        print("cancellation returned \(ContinuousClock.now - cancelledAt) after cancel()")
        XCTAssertEqual(result.failure, .cancelled)
    }

    func testAlreadyCancelledTokenSendsNothing() {
        server.setHandler { _ in .json("{}") }
        let token = CancellationToken()
        token.cancel()
        XCTAssertEqual(get("/x", cancellation: token).failure, .cancelled)
        XCTAssertTrue(server.receivedRequests.isEmpty)
    }

    func testCancellingAfterCompletionChangesNothing() throws {
        server.setHandler { _ in .json("{}") }
        let token = CancellationToken()
        XCTAssertNotNil(get("/x", cancellation: token).success)
        token.cancel()
        XCTAssertNotNil(get("/y").success, "the client still works")
    }

    // MARK: Connections

    func testSecondRequestReusesTheConnection() throws {
        try serveFixture("repository-hello-world")
        let first = try XCTUnwrap(get("/a").success)
        let client = self.client
        let url = url("/b")
        // The second request comes from another thread: connections are reused across threads.
        let second = try XCTUnwrap(inBackground { client.send(HTTPRequest(url: url), cancellation: nil) }(5)?.success)

        XCTAssertFalse(first.reusedConnection)
        XCTAssertTrue(second.reusedConnection)
        XCTAssertEqual(server.acceptedConnectionCount, 1)
        XCTAssertEqual(server.receivedRequests.map(\.connectionNumber), [1, 1])
    }

    func testManyThreadsAtOnce() throws {
        server.setHandler { request in .json("{\"path\":\"\(request.path)\"}") }
        let client = self.client
        let base = server.baseURL
        let waits = (0..<8).map { thread in
            inBackground { () -> [String] in
                (0..<5).map { index in
                    let path = "/t\(thread)/r\(index)"
                    switch client.send(HTTPRequest(url: base + path), cancellation: nil) {
                    case .success(let response) where response.status == 200:
                        let body = String(decoding: response.body, as: UTF8.self)
                        return body == "{\"path\":\"\(path)\"}" ? "ok" : "wrong body \(body) for \(path)"
                    case let other:
                        return "\(path): \(other)"
                    }
                }
            }
        }
        for (thread, wait) in waits.enumerated() {
            let outcomes = try XCTUnwrap(wait(20), "thread \(thread) finished")
            XCTAssertEqual(outcomes, Array(repeating: "ok", count: 5), "thread \(thread)")
        }
        XCTAssertEqual(server.receivedRequests.count, 40)
        XCTAssertLessThanOrEqual(server.acceptedConnectionCount, 40)
    }
}
