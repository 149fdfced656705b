import APIClient
import Entities
import Usecases
import Foundation
@testable import GHBrowseApp
import XCTest

/// `ghbrowse view` without a process: a fake GitHub behind the real Interactor, recorded output.
@MainActor
final class ViewCommandRunnerTests: XCTestCase {
    /// A harness whose GitHub knows one repository, `o/r7`, with escape sequences in its description.
    private func makeHarness() -> CommandLineHarness {
        let harness = CommandLineHarness()
        harness.github.answerRepository(.success(GitHubResponse(
            value: CommandLineHarness.repository(7, description: "A \u{1B}[31mred\u{1B}[0m repository"),
            status: 200, rateLimit: nil, links: PageLinks())))
        return harness
    }


    func testPrintsTheFactsOfTheRequestedRepository() async {
        let harness = makeHarness()
        XCTAssertEqual(harness.view("o/r7"), 0)
        XCTAssertEqual(harness.github.repositoryRequests.map { "\($0.owner)/\($0.name)" }, ["o/r7"])
        let lines = harness.standardOutput.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "o/r7")
        XCTAssertEqual(lines[1], "A red repository 7", "the description, without its escape sequences")
        XCTAssertTrue(lines.contains("Stars           1,007 (1k)"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("Updated         9 years ago (2014-01-27 17:39 UTC)"),
                      lines.joined(separator: "\n"))
        XCTAssertEqual(harness.standardError.text, "")
    }

    func testJSONKeepsTheTextWholeButEscaped() async throws {
        let harness = makeHarness()
        XCTAssertEqual(harness.view("o/r7", json: JSONOutputRequest()), 0)
        XCTAssertFalse(harness.standardOutput.text.contains("\u{1B}"))
        let object = try JSONSerialization.jsonObject(with: Data(harness.standardOutput.text.utf8)) as? [String: Any]
        XCTAssertEqual(object?["fullName"] as? String, "o/r7")
        XCTAssertEqual(object?["description"] as? String, "A \u{1B}[31mred\u{1B}[0m repository 7")
    }

    func testAMissingRepositoryExitsWithOneAndSaysSo() async {
        let harness = makeHarness()
        harness.github.answerRepository(.failure(.notFound(message: "Not \u{1B}]0;x\u{07}Found")))
        XCTAssertEqual(harness.view("nobody/nothing"), 1)
        XCTAssertEqual(harness.standardOutput.text, "")
        XCTAssertEqual(harness.standardError.text, "ghbrowse: nobody/nothing: no such repository, or the token cannot see it\n")
    }
}
