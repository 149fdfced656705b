import APIClient
import Entities
import FixtureServer
import Foundation
import Interactors
import ResponseCache
import TestSupport
import Usecases
import XCTest

/// The code search request over curl against the fixture server: the text-match media type, the
/// recorded fragments read, `link` paging, the 1,000-result cap, and code search's own rate gate.
@MainActor
final class CodeSearchInteractorTests: XCTestCase {
    private var server: FixtureServer!

    override func setUp() async throws {
        server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
        try server.start()
    }

    override func tearDown() async throws {
        server?.stop()
    }

    private func client(gate: RateGate? = nil) -> GitHubRequestable {
        let client = GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: "t0k"),
                                  httpClient: CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20)),
                                  cache: DisabledResponseCache())
        return gate.map { RateGatedClient(wrapping: client, gate: $0) } ?? client
    }

    private func search(_ query: String, page: Int = 1, perPage: Int = 100, client: GitHubRequestable? = nil)
        -> Result<CodeSearchAnswer, GitHubError>? {
        var answer: Result<CodeSearchAnswer, GitHubError>?
        CodeSearchInteractor(client: client ?? self.client(), scheduler: InlineScheduler())
            .searchCode(query: query, fullName: nil, page: page, perPage: perPage, freshness: .latest) { result in
                answer = result.map(\.value)
            }
        return answer
    }

    func testTheRecordedTextMatchesAreReadWithTheTextMatchMediaType() async throws {
        let answer = try XCTUnwrap(search("toto user:jacquev6")).get()
        XCTAssertEqual(answer.totalCount, 5)
        XCTAssertEqual(answer.page.items.count, 5)
        let first = try XCTUnwrap(answer.page.items.first)
        XCTAssertEqual(first.repositoryFullName, "jacquev6/MockMockMock")
        XCTAssertEqual(first.path, "MockMockMock/tests/record_replay.py")
        XCTAssertEqual(first.ref, "562a55542f55426f6853f3013309c85f402c359e")
        XCTAssertEqual(first.textMatches.count, 2)
        XCTAssertEqual(first.textMatches[0].matches, [CodeTextMatch.Match(text: "toto", indices: [72, 76])])
        XCTAssertEqual(server.receivedRequests.last?.header("accept"), "application/vnd.github.text-match+json")
    }

    func testTheNextPageComesFromLinkAndStopsAtGitHubsThousand() async throws {
        let first = try XCTUnwrap(search("profile", perPage: 5)).get()
        XCTAssertEqual(first.page.nextPage, 2)
        XCTAssertEqual(first.totalCount, 7)
        let capped = try XCTUnwrap(search("profile", page: 10, perPage: 100)).get()
        XCTAssertNil(capped.page.nextPage, "page 10 of 100 ends at the 1,000th result")
    }

    func testHostileIndicesAndTextAreReadWithoutFailing() async throws {
        let answer = try XCTUnwrap(search("trigger-hostile")).get()
        let matches = try XCTUnwrap(answer.page.items.first?.textMatches.first?.matches)
        XCTAssertEqual(matches.map(\.indices), [[11, 15], [40, 2], [9_000, 9_004], [Int.max, Int.min], [3], [-5, 4]])
    }

    func testCodeSearchsLimitHoldsCodeSearchOnlyAndNothingMoreIsSent() async throws {
        let gate = RateGate(clock: { Date() })
        let gated = client(gate: gate)
        guard case .failure(.rateLimited) = try XCTUnwrap(search("trigger-ratelimit", client: gated)) else {
            return XCTFail("the 403 is a rate limit")
        }
        XCTAssertEqual(gate.refusal(for: .codeSearch).map { _ in true }, true)
        XCTAssertNil(gate.refusal(for: .search), "repository and issue searches go on")
        XCTAssertNil(gate.refusal(for: .core))
        server.resetRecords()
        guard case .failure(.rateLimited) = try XCTUnwrap(search("toto", client: gated)) else {
            return XCTFail("held by the gate")
        }
        XCTAssertTrue(server.receivedRequests.isEmpty, "nothing was sent while code search's limit holds")
    }

    func testTheResourceOfEachSearchPath() async {
        XCTAssertEqual(RateGate.Resource(path: "/search/code"), .codeSearch)
        XCTAssertEqual(RateGate.Resource(path: "/search/repositories"), .search)
        XCTAssertEqual(RateGate.Resource(path: "/search/issues"), .search)
        XCTAssertEqual(RateGate.Resource(path: "/repos/o/r"), .core)
    }
}
