import APIClient
import Entities
import Usecases
import Foundation
@testable import GHBrowseApp
import XCTest

/// `ghbrowse search` without a process: a fake GitHub behind the real Interactor, recorded output.
@MainActor
final class SearchCommandRunnerTests: XCTestCase {

    private func request(_ query: String = "github", limit: Int = 30, sort: RepositorySearchSort? = nil,
                         order: SearchOrder? = nil, json: JSONOutputRequest? = nil) -> SearchCommandRequest {
        SearchCommandRequest(query: query, limit: limit, sort: sort, order: order, json: json)
    }

    func testPipedOutputIsOneTabSeparatedLinePerRepositoryInGitHubsOrder() async {
        let harness = CommandLineHarness()
        harness.github.answerEverySearch(CommandLineHarness.page(first: 0, count: 3, total: 3, page: 1))
        XCTAssertEqual(harness.search(request(limit: 3)), 0)
        XCTAssertEqual(harness.standardOutput.text, """
            o/r0\tRepository number 0\t1000\tSwift\tpublic\t2014-01-27T17:39:32Z
            o/r1\tRepository number 1\t1001\tSwift\tpublic\t2014-01-27T17:39:32Z
            o/r2\tRepository number 2\t1002\tSwift\tpublic\t2014-01-27T17:39:32Z

            """)
        XCTAssertEqual(harness.standardError.text, "")
    }

    func testSortAndOrderReachTheRequestAsGitHubNamesThem() async {
        let harness = CommandLineHarness()
        harness.github.answerEverySearch(CommandLineHarness.page(first: 0, count: 1, total: 1, page: 1))
        XCTAssertEqual(harness.search(request(limit: 5, sort: .helpWantedIssues, order: .asc)), 0)
        let sent = harness.github.searchRequests.first
        XCTAssertEqual(sent?.sort, .helpWantedIssues)
        XCTAssertEqual(sent?.order, .asc)
        XCTAssertEqual(sent?.perPage, 5)
        let items = sent?.queryItems.map { "\($0.name)=\($0.value)" } ?? []
        XCTAssertTrue(items.contains("sort=help-wanted-issues") && items.contains("order=asc"), "\(items)")
    }

    func testALimitOf250FetchesThreePagesOf100AndPrints250Lines() async {
        let harness = CommandLineHarness()
        for page in 1...3 {
            harness.github.answerSearch(page: page, CommandLineHarness.page(first: (page - 1) * 100, count: 100,
                                                                            total: 2_723, page: page))
        }
        XCTAssertEqual(harness.search(request(limit: 250)), 0)
        XCTAssertEqual(harness.github.searchRequests.map(\.page), [1, 2, 3])
        let lines = harness.standardOutput.text.split(separator: "\n")
        XCTAssertEqual(lines.count, 250)
        XCTAssertTrue(lines.last?.hasPrefix("o/r249\t") ?? false, String(lines.last ?? ""))
    }

    func testOnATerminalItPrintsATableFittedToTheWidth() async {
        let harness = CommandLineHarness()
        harness.github.answerEverySearch(CommandLineHarness.page(first: 0, count: 2, total: 2_723, page: 1))
        XCTAssertEqual(harness.search(request(limit: 2), isTerminal: true, width: 60), 0)
        let lines = harness.standardOutput.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Showing 2 of 2,723 repositories")
        XCTAssertTrue(lines[1].hasPrefix("NAME") && lines[1].contains("STARS"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("o/r0") && lines[2].contains("★ 1.0k") && lines[2].contains("9 years ago"),
                      lines[2])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 }, lines.joined(separator: "\n"))
    }

    func testJSONIsAnArrayWithTheGitHubCLIsFieldNames() async throws {
        let harness = CommandLineHarness()
        harness.github.answerEverySearch(CommandLineHarness.page(first: 0, count: 2, total: 2, page: 1))
        XCTAssertEqual(harness.search(request(json: JSONOutputRequest()), isTerminal: true), 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(harness.standardOutput.text.utf8)) as? [[String: Any]]
        XCTAssertEqual(parsed?.map { $0["fullName"] as? String }, ["o/r0", "o/r1"])
        XCTAssertEqual(parsed?.first?["stargazersCount"] as? Int, 1_000)
    }

    func testNoResultsIsSuccessWithNothingOnStandardOutput() async {
        let harness = CommandLineHarness()
        XCTAssertEqual(harness.search(request("nothing")), 0)
        XCTAssertEqual(harness.standardOutput.text, "")
        XCTAssertEqual(harness.standardError.text, "", "piped: nothing on stderr either")

        XCTAssertEqual(harness.search(request("nothing"), isTerminal: true), 0)
        XCTAssertEqual(harness.standardOutput.text, "")
        XCTAssertEqual(harness.standardError.text, "No repositories match “nothing”.\n")
    }

    func testNoResultsAsJSONIsAnEmptyArray() async {
        let harness = CommandLineHarness()
        XCTAssertEqual(harness.search(request("nothing", json: JSONOutputRequest())), 0)
        XCTAssertEqual(harness.standardOutput.text, "[]\n")
    }

    func testARateLimitExitsWithOneAndSaysWhenItResets() async {
        let harness = CommandLineHarness()
        let reset = CommandLineHarness.now.addingTimeInterval(42)
        harness.github.answerEverySearch(.failure(.rateLimited(RateLimit(limit: 10, remaining: 0, resetAt: reset,
                                                                         resource: "search"))))
        XCTAssertEqual(harness.search(request()), 1)
        XCTAssertEqual(harness.standardOutput.text, "")
        XCTAssertEqual(harness.standardError.text,
                       "ghbrowse: search rate limit reached; resets in 42 s (for a higher limit: gh auth login, or set GH_TOKEN)\n")
    }

    func testAFailureOnALaterPagePrintsNothingAndExitsWithOne() async {
        let harness = CommandLineHarness()
        harness.github.answerSearch(page: 1, CommandLineHarness.page(first: 0, count: 100, total: 2_723, page: 1))
        harness.github.answerSearch(page: 2, .failure(.serverError(status: 502, message: "Bad Gateway")))
        XCTAssertEqual(harness.search(request(limit: 300)), 1)
        XCTAssertEqual(harness.standardOutput.text, "")
        XCTAssertEqual(harness.standardError.text,
                       "ghbrowse: GitHub had a server error (502: Bad Gateway); try again shortly\n")
    }

    /// GitHub's `message`, `errors[].message` and curl's text are untrusted: what reaches stderr is clean.
    func testHostileErrorMessagesReachStandardErrorWithoutAnyControlCharacter() async {
        let hostile = "bad\u{1B}[2J\u{1B}[H query\u{1B}]52;c;cHduZWQ=\u{07} \u{9B}31mred\u{9D}0;title\u{9C} "
            + "\u{202E}desrever\u{202C}\r\nforged line"
        let cases: [GitHubError] = [
            .invalidQuery(message: hostile, details: [hostile]),
            .unauthorized(message: hostile),
            .notFound(message: hostile),
            .serverError(status: 500, message: hostile),
            .unexpectedStatus(status: 418, message: hostile),
            .secondaryRateLimit(retryAfter: 60, message: hostile),
            .undecodable(hostile),
            .transport(.other(hostile)),
            .transport(.tlsFailure(hostile)),
            .transport(.cannotResolveHost(hostile)),
        ]
        for error in cases {
            let harness = CommandLineHarness()
            harness.github.answerEverySearch(.failure(error))
            XCTAssertEqual(harness.search(request(), isTerminal: true), 1, "\(error)")
            XCTAssertEqual(harness.standardOutput.text, "", "\(error)")
            let stderr = harness.standardError.text
            XCTAssertTrue(stderr.hasPrefix("ghbrowse: "), stderr.debugDescription)
            XCTAssertTrue(stderr.hasSuffix("\n"), stderr.debugDescription)
            XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "one line, no forged second one: \(stderr.debugDescription)")
            let unsafe = stderr.unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            }
            XCTAssertEqual(unsafe.map { String($0.value, radix: 16) }, [], "\(error) wrote \(stderr.debugDescription)")
            XCTAssertFalse(stderr.contains("52;c;"), "the OSC 52 payload leaked: \(stderr.debugDescription)")
        }
        // The words survive, so the reason is still readable.
        let harness = CommandLineHarness()
        harness.github.answerEverySearch(.failure(.invalidQuery(message: hostile, details: [])))
        _ = harness.search(request())
        XCTAssertTrue(harness.standardError.text.contains("bad query"), harness.standardError.text.debugDescription)
        XCTAssertTrue(harness.standardError.text.contains("forged line"), harness.standardError.text.debugDescription)
    }
}
