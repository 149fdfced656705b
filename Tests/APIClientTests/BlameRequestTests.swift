@testable import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import XCTest

/// The blame request (`POST /graphql`, issue 29) over the real curl client against the fixture
/// server: the query and its variables as sent, the answer read, GitHub's "no" in a 200 said
/// clearly and never stored, immutable at a SHA, GraphQL's own rate gate, and the endpoint of a
/// GitHub Enterprise base.
final class BlameRequestTests: XCTestCase {
    private var standIn: GitHubStandIn!
    private var server: FixtureServer!
    private var cacheDirectory: String?
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20))
    private static let sha = "977560f205a84449522988b52e196f4bf502f79a"
    private static let path = "github3/repos/repo.py"

    override func setUpWithError() throws {
        try super.setUpWithError()
        standIn = try GitHubStandIn(store: FixtureStore.located())
        server = FixtureServer(handler: standIn.handler)
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        if let cacheDirectory { try? FileManager.default.removeItem(atPath: cacheDirectory) }
        super.tearDown()
    }

    private func client(base: String? = nil, token: String? = "ghp_secret123", cached: Bool = false) -> GitHubClient {
        let cache: any ResponseCaching
        if cached {
            let directory = cacheDirectory ?? NSTemporaryDirectory() + "ghbrowse-blame-\(UUID().uuidString)"
            cacheDirectory = directory
            cache = FileResponseCache(directory: directory, fileSystem: PosixCacheFileSystem(), clock: { Date() })
        } else {
            cache = DisabledResponseCache()
        }
        return GitHubClient(configuration: GitHubConfiguration(baseURL: base ?? server.baseURL, token: token),
                            httpClient: http, cache: cache)
    }

    private func blame(ref: String = "develop", path: String = BlameRequestTests.path, owner: String = "sigmavirus24")
        -> GitHubAPI.Blame {
        GitHubAPI.Blame(owner: owner, name: "github3.py", ref: ref, filePath: path)
    }

    func testTheQueryGoesAsAPostWithItsNamesAsVariablesAndTheRangesComeBack() throws {
        let response = try client().send(blame(), cancellation: nil).get()
        let ranges = response.value.ranges
        XCTAssertGreaterThan(ranges.count, 50)
        XCTAssertEqual(ranges.first?.startingLine, 1)
        XCTAssertEqual(ranges.last?.endingLine, 2_353)
        XCTAssertEqual(ranges.first?.commit.oid, Self.sha)
        XCTAssertEqual(ranges.first?.commit.authorName, "Jesse Keating")
        XCTAssertEqual(ranges.first?.commit.authorLogin, "omgjlk")
        XCTAssertEqual(ranges.first?.commit.messageHeadline, "Merge pull request #759 from sigmavirus24/add-py36")
        XCTAssertEqual(response.rateLimit?.resource, "graphql")
        let sent = try XCTUnwrap(server.receivedRequests.last)
        XCTAssertEqual(sent.method, "POST")
        XCTAssertEqual(sent.target, "/graphql")
        XCTAssertEqual(sent.header("content-type"), "application/json")
        XCTAssertEqual(sent.header("authorization"), "Bearer ghp_secret123")
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sent.body)) as? [String: Any])
        XCTAssertEqual(body["variables"] as? [String: String],
                       ["owner": "sigmavirus24", "name": "github3.py", "ref": "develop", "path": Self.path])
        XCTAssertTrue((body["query"] as? String)?.contains("blame(path: $path)") == true)
    }

    func testNamesThatWouldBreakTheQueryTravelAsEscapedVariables() throws {
        let hostile = "a\"}) { x } #\n\u{1B}[31m\\"
        let request = GitHubAPI.Blame(owner: "o", name: "r", ref: hostile, filePath: hostile)
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try XCTUnwrap(request.body))) as? [String: Any])
        XCTAssertEqual((body["variables"] as? [String: String])?["ref"], hostile)
        XCTAssertEqual((body["variables"] as? [String: String])?["path"], hostile)
        XCTAssertEqual(body["query"] as? String, GitHubAPI.Blame.query)
    }

    func testAPathThatIsNotAFileIsSaidAndNothingIsStored() throws {
        let client = client(cached: true)
        let request = blame(ref: Self.sha, path: "no/such/file.py")
        XCTAssertEqual(client.send(request, cancellation: nil).failureValue,
                       .notFound(message: "Could not resolve file for path 'no/such/file.py'."))
        XCTAssertNil(client.cached(request))
    }

    func testAMissingRepositoryOrRefIsSaid() {
        XCTAssertEqual(client().send(blame(owner: "missing"), cancellation: nil).failureValue,
                       .notFound(message: "Could not resolve to a Repository with the name 'missing/x'."))
        XCTAssertEqual(client().send(blame(ref: "missing-branch"), cancellation: nil).failureValue,
                       .notFound(message: "no commit, branch or tag named missing-branch"))
    }

    func testWithoutATokenGitHubAnswers401() {
        guard case .unauthorized = client(token: nil).send(blame(), cancellation: nil).failureValue else {
            return XCTFail("expected 401")
        }
    }

    func testABlameAtASHAIsStoredImmutableAndNeverAskedAgain() throws {
        let client = client(cached: true)
        _ = try client.send(blame(ref: Self.sha), cancellation: nil).get()
        let sent = server.receivedRequests.count
        let again = try client.send(blame(ref: Self.sha), cancellation: nil).get()
        XCTAssertEqual(again.source, .cache)
        XCTAssertEqual(server.receivedRequests.count, sent)
        // Another path is another question: its own key.
        XCTAssertNil(client.cached(blame(ref: Self.sha, path: "README.rst")))
    }

    func testABlameAtABranchIsAskedAgain() throws {
        let client = client(cached: true)
        _ = try client.send(blame(ref: "develop"), cancellation: nil).get()
        let sent = server.receivedRequests.count
        let again = try client.send(blame(ref: "develop"), cancellation: nil).get()
        XCTAssertNotEqual(again.source, .cache, "asked again (the stand-in's validators make it a 304)")
        XCTAssertEqual(server.receivedRequests.count, sent + 1)
        XCTAssertNotNil(client.cached(blame(ref: "develop")))
    }

    func testGraphQLsSpentBudgetClosesItsOwnGateOnly() throws {
        let gate = RateGate(clock: { Date() })
        let gated = RateGatedClient(wrapping: client(), gate: gate)
        guard case .rateLimited(let limit) = gated.send(blame(ref: "trigger-graphql-ratelimit"), cancellation: nil).failureValue
        else { return XCTFail("expected GraphQL's rate limit") }
        XCTAssertEqual(limit.resource, "graphql")
        let sent = server.receivedRequests.count
        guard case .rateLimited = gated.send(blame(), cancellation: nil).failureValue else {
            return XCTFail("expected the gate to hold GraphQL")
        }
        XCTAssertEqual(server.receivedRequests.count, sent)
        XCTAssertNil(gate.refusal(for: .core))
        XCTAssertNil(gate.refusal(for: .search))
        XCTAssertEqual(RateGate.Resource(path: "/graphql"), .graphql)
    }

    func testTheEndpointOfAnEnterpriseBaseIsItsGraphQLPath() throws {
        XCTAssertEqual(GraphQLEndpoint.url(base: "https://api.github.com"), "https://api.github.com/graphql")
        XCTAssertEqual(GraphQLEndpoint.url(base: "https://ghe.example/api/v3/"), "https://ghe.example/api/graphql")
        _ = try client(base: server.baseURL + "/api/v3").send(blame(), cancellation: nil).get()
        XCTAssertEqual(server.receivedRequests.last?.target, "/api/graphql")
    }

    func testThePostIsNeverRedirectedSoItsTokenStaysOnTheConfiguredHost() throws {
        let request = try client(base: "https://ghe.example/api/v3").makeHTTPRequest(for: blame())
        XCTAssertEqual(request.url, "https://ghe.example/api/graphql")
        XCTAssertEqual(request.method, "POST")
        XCTAssertFalse(request.followsRedirects)
        XCTAssertEqual(request.body, blame().body)
        XCTAssertNil(try client().makeHTTPRequest(for: GitHubAPI.CommitDetail(owner: "o", name: "r", sha: Self.sha)).body)
    }

    func testAHostileAnswerReadsWithoutTrapping() throws {
        let ranges = try client().send(blame(path: "hostile.py"), cancellation: nil).get().value.ranges
        XCTAssertEqual(ranges.count, 5)
        XCTAssertEqual(ranges[1].endingLine, Int.max)
        XCTAssertEqual(ranges[3].startingLine, Int.min)
        XCTAssertEqual(ranges[3].age, Int.max)
    }
}

private extension Result {
    var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

/// The blame answer's reading, without a server: an annotated tag's target, and GitHub's "no".
final class BlameAnswerReadingTests: XCTestCase {
    private let request = GitHubAPI.Blame(owner: "o", name: "r", ref: "v1.0", filePath: "a.py")

    func testAnAnnotatedTagsTargetIsBlamed() throws {
        let body = #"{"data":{"repository":{"object":{"target":{"blame":{"ranges":[{"startingLine":1,"endingLine":2,"#
            + #""age":3,"commit":{"oid":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}}]}}}}}}"#
        let blame = try request.decodeResponse(Data(body.utf8))
        XCTAssertEqual(blame.ranges.map(\.commit.oid), [String(repeating: "a", count: 40)])
    }

    func testAnObjectThatIsNoCommitAndDataNullAreSaid() {
        XCTAssertThrowsError(try request.decodeResponse(Data(#"{"data":{"repository":{"object":{}}}}"#.utf8))) {
            XCTAssertEqual($0 as? GitHubError, .notFound(message: "v1.0 names no commit"))
        }
        XCTAssertThrowsError(try request.decodeResponse(Data(#"{"data":null}"#.utf8))) {
            XCTAssertEqual($0 as? GitHubError, .undecodable("GitHub's GraphQL answer has neither data nor errors"))
        }
        XCTAssertThrowsError(try request.decodeResponse(Data(#"{"errors":[{"message":"\u001b[2Jboom"}]}"#.utf8))) {
            XCTAssertEqual($0 as? GitHubError, .invalidQuery(message: "GitHub's GraphQL API refused the request",
                                                              details: ["boom"]))
        }
    }
}
