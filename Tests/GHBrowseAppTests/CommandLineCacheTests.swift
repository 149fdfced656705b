import APIClient
import Entities
import Usecases
@testable import GHBrowseApp
import ResponseCache
import XCTest

/// `search` and `view` always ask GitHub (conditionally when an answer is stored); `--cache
/// DURATION` accepts a stored answer up to that age; `--no-cache` on every command.
@MainActor
final class CommandLineCacheTests: XCTestCase {
    private func harness(maximumAge: Double?) -> CommandLineHarness {
        let harness = CommandLineHarness()
        harness.maximumAge = maximumAge
        harness.github.answerRepository(.success(GitHubResponse(
            value: CommandLineHarness.repository(7), status: 200, rateLimit: nil, links: PageLinks())))
        harness.github.answerEverySearch(CommandLineHarness.page(first: 0, count: 3, total: 3, page: 1))
        return harness
    }

    func testSearchAndViewRevalidateEveryRequest() async {
        let harness = harness(maximumAge: nil)
        XCTAssertEqual(harness.search(SearchCommandRequest(query: "x", limit: 3, sort: nil, order: nil, json: nil)), 0)
        XCTAssertEqual(harness.view("o/r7"), 0)
        // One search page; the repository, its README and its languages for `view`.
        XCTAssertEqual(harness.github.freshnesses, Array(repeating: .revalidate, count: 4))
    }

    func testCacheDurationAcceptsAnAnswerUpToThatAge() async {
        let harness = harness(maximumAge: 300)
        XCTAssertEqual(harness.view("o/r7"), 0)
        XCTAssertEqual(harness.search(SearchCommandRequest(query: "x", limit: 3, sort: nil, order: nil, json: nil)), 0)
        XCTAssertEqual(harness.github.freshnesses, Array(repeating: .acceptAge(seconds: 300), count: 4))
    }

    func testDurationsParseLikeGhApiCache() throws {
        XCTAssertEqual(CacheDuration(argument: "30s")?.seconds, 30)
        XCTAssertEqual(CacheDuration(argument: "5m")?.seconds, 300)
        XCTAssertEqual(CacheDuration(argument: "1h")?.seconds, 3_600)
        XCTAssertEqual(CacheDuration(argument: "2d")?.seconds, 172_800)
        XCTAssertNil(CacheDuration(argument: "5"))
        XCTAssertNil(CacheDuration(argument: "m"))
        XCTAssertNil(CacheDuration(argument: "-1h"))
        let view = try XCTUnwrap(try GHBrowseCommand.parseAsRoot(["view", "o/r", "--cache", "5m"]) as? ViewCommand)
        XCTAssertEqual(view.output.cache.maximumAge?.seconds, 300)
        let search = try XCTUnwrap(try GHBrowseCommand.parseAsRoot(["search", "x", "--no-cache"]) as? SearchCommand)
        XCTAssertTrue(search.output.cache.noCache)
        let root = try XCTUnwrap(try GHBrowseCommand.parseAsRoot(["--no-cache"]) as? GHBrowseCommand)
        XCTAssertTrue(root.noCache)
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["search", "x", "--cache", "soon"]))
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["view", "o/r", "--cache", "1h", "--no-cache"]))
    }
}
