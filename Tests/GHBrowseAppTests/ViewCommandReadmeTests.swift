import APIClient
import Entities
import Usecases
import Foundation
@testable import GHBrowseApp
import XCTest

/// `ghbrowse view` with the README and languages: rendered on a terminal, the raw file when piped,
/// both in `--json`, and what happens when they are missing or fail.
@MainActor
final class ViewCommandReadmeTests: XCTestCase {
    private static let readmeText = "# Hello\n\nSee [the guide](docs/GUIDE.md).\n\n\tkeep\ttabs\n"

    private func makeHarness() -> CommandLineHarness {
        let harness = CommandLineHarness()
        harness.github.answerRepository(.success(GitHubResponse(
            value: CommandLineHarness.repository(7), status: 200, rateLimit: nil, links: PageLinks())))
        let base64 = Data(Self.readmeText.utf8).base64EncodedString()
        harness.github.answerReadme(.success(GitHubResponse(
            value: Readme(name: "README.md", path: "README.md", htmlURL: "https://github.com/o/r7/blob/HEAD/README.md",
                          content: base64 + "\n"),
            status: 200, rateLimit: nil, links: PageLinks())))
        harness.github.answerLanguages(.success(GitHubResponse(
            value: RepositoryLanguages([LanguageBytes(name: "Shell", bytes: 29), LanguageBytes(name: "Go", bytes: 971)]),
            status: 200, rateLimit: nil, links: PageLinks())))
        return harness
    }

    func testPipedItPrintsTheFactsTheLanguagesAndTheRawReadme() async {
        let harness = makeHarness()
        XCTAssertEqual(harness.view("o/r7"), 0)
        let text = harness.standardOutput.text
        XCTAssertTrue(text.contains("\nLanguages       Go 97.1% · Shell 2.9%\n"), text)
        XCTAssertTrue(text.hasSuffix("\n\n" + Self.readmeText), "the raw file after a blank line:\n\(text)")
        XCTAssertEqual(harness.standardError.text, "")
    }

    func testOnATerminalTheReadmeIsRenderedWithAFewStyles() async {
        let harness = makeHarness()
        XCTAssertEqual(harness.view("o/r7", isTerminal: true, usesColor: true, width: 60), 0)
        let text = harness.standardOutput.text
        XCTAssertTrue(text.contains("\u{1B}[1;36mHello\u{1B}[0m"), text)
        XCTAssertTrue(text.contains("\u{1B}[4;34mthe guide\u{1B}[0m"), text)
        XCTAssertFalse(text.contains("# Hello"), "rendered, not raw")
    }

    func testOnATerminalWithoutColourTheReadmeIsPlainWithLinksInBrackets() async {
        let harness = makeHarness()
        XCTAssertEqual(harness.view("o/r7", isTerminal: true, usesColor: false, width: 60), 0)
        let text = harness.standardOutput.text
        XCTAssertFalse(text.contains("\u{1B}"), text)
        XCTAssertTrue(text.contains("See [the guide]."), text)
    }

    func testJSONHasTheRawReadmeAndTheLanguages() async throws {
        let harness = makeHarness()
        XCTAssertEqual(harness.view("o/r7", json: JSONOutputRequest()), 0)
        let object = try JSONSerialization.jsonObject(with: Data(harness.standardOutput.text.utf8)) as? [String: Any]
        XCTAssertEqual(object?["fullName"] as? String, "o/r7")
        XCTAssertEqual(object?["readme"] as? String, Self.readmeText)
        XCTAssertEqual(object?["languages"] as? [String: Int], ["Go": 971, "Shell": 29])
    }

    func testWithoutAReadmeJSONSaysNullAndTheTextEndsAfterTheFacts() async throws {
        let harness = makeHarness()
        harness.github.answerReadme(.failure(.notFound(message: "Not Found")))
        XCTAssertEqual(harness.view("o/r7", json: JSONOutputRequest()), 0)
        let object = try JSONSerialization.jsonObject(with: Data(harness.standardOutput.text.utf8)) as? [String: Any]
        XCTAssertTrue(object?["readme"] is NSNull, "\(String(describing: object?["readme"]))")
        let plain = makeHarness()
        plain.github.answerReadme(.failure(.notFound(message: "Not Found")))
        XCTAssertEqual(plain.view("o/r7"), 0)
        XCTAssertTrue(plain.standardOutput.text.hasSuffix("Go 97.1% · Shell 2.9%\n"), plain.standardOutput.text)
        XCTAssertEqual(plain.standardError.text, "")
    }

    func testAFailedReadmeStillPrintsTheFactsAndExitsWithOne() async {
        let harness = makeHarness()
        harness.github.answerReadme(.failure(.transport(.connectionRefused)))
        XCTAssertEqual(harness.view("o/r7"), 1)
        XCTAssertTrue(harness.standardOutput.text.hasPrefix("o/r7\n"))
        XCTAssertTrue(harness.standardError.text.hasPrefix("ghbrowse: could not fetch the README: network unreachable"),
                      harness.standardError.text)
    }
}
