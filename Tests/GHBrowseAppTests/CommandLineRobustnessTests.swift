import APIClient
import Entities
import Foundation
@testable import GHBrowseApp
import XCTest

/// The command line refuses what is not a repository before sending anything, says when its
/// output could not be written, and prints `[]` for nothing as JSON.
@MainActor
final class CommandLineRobustnessTests: XCTestCase {
    private func parseStatus(_ arguments: [String]) -> Int32 {
        do {
            _ = try GHBrowseCommand.parseAsRoot(arguments)
            return 0
        } catch {
            return CommandLineEntry.exitStatus(for: error)
        }
    }

    private func usageMessage(_ arguments: [String]) -> String {
        do {
            _ = try GHBrowseCommand.parseAsRoot(arguments)
            return ""
        } catch {
            return GHBrowseCommand.fullMessage(for: error)
        }
    }

    func testNamesBreakingGitHubsRulesAreUsageErrors() async {
        for name in ["../user", "./x", "o/..", "o/.", "-o/r", "o/r/x", "o r/x", "o/r x", "o/r?x", "o/r#x", "o/%2e%2e",
                     "ö/r", "o/" + String(repeating: "r", count: 101), "..", "/"] {
            XCTAssertEqual(parseStatus(["view", name]), 2, name)
        }
        XCTAssertTrue(usageMessage(["view", "../user"]).contains("is not OWNER/REPO"), usageMessage(["view", "../user"]))
        XCTAssertTrue(usageMessage(["view", "o/.."]).contains("“..” is not a repository name"))
        for name in ["octokit/octokit.rb", "a/.github", "a-b/c_d.e-f", "x/..a", "x/a..", "my_org_emu/repo"] {
            XCTAssertEqual(parseStatus(["view", name]), 0, name)
        }
    }

    func testEveryScreensFetchRefusesANameThatIsNotARepositoryWithoutARequest() async {
        let harness = CommandLineHarness()
        XCTAssertEqual(harness.view("../user"), 1)
        XCTAssertEqual(harness.view("o/.."), 1)
        XCTAssertEqual(harness.github.repositoryRequests.count, 0)
        XCTAssertEqual(harness.github.freshnesses, [], "nothing may be sent for a name that is not a repository")
        XCTAssertTrue(harness.standardError.text.contains("is not a repository"), harness.standardError.text)
    }

    func testOrderWithoutSortIsAUsageError() async {
        XCTAssertEqual(parseStatus(["search", "x", "--order", "asc"]), 2)
        XCTAssertTrue(usageMessage(["search", "x", "--order", "desc"]).contains("--order needs --sort"))
        XCTAssertEqual(parseStatus(["search", "x", "--sort", "stars", "--order", "asc"]), 0)
    }

    func testJSONWithNothingToPrintIsAnEmptyArray() async {
        let harness = CommandLineHarness()
        XCTAssertEqual(harness.search(SearchCommandRequest(query: "none", limit: 30, sort: nil, order: nil, json: JSONOutputRequest()),
                                      isTerminal: true), 0)
        XCTAssertEqual(harness.standardOutput.text, "[]\n")
    }

    func testAFullDiskExitsWithOneAndASentence() async {
        let harness = CommandLineHarness()
        harness.github.answerEverySearch(CommandLineHarness.page(first: 0, count: 3, total: 3, page: 1))
        harness.standardOutput.failWith = ENOSPC
        XCTAssertEqual(harness.search(SearchCommandRequest(query: "x", limit: 3, sort: nil, order: nil, json: nil)), 1)
        XCTAssertEqual(harness.standardError.text, "ghbrowse: could not write the output: No space left on device\n")
    }

    func testAClosedDescriptorExitsWithOneForViewToo() async {
        let harness = CommandLineHarness()
        harness.github.answerRepository(.success(GitHubResponse(value: CommandLineHarness.repository(7), status: 200,
                                                                rateLimit: nil, links: PageLinks())))
        harness.standardOutput.failWith = EBADF
        XCTAssertEqual(harness.view("o/r7", json: JSONOutputRequest()), 1)
        XCTAssertEqual(harness.standardError.text, "ghbrowse: could not write the output: Bad file descriptor\n")
    }

    func testAClosedPipeIsQuiet() async {
        let harness = CommandLineHarness()
        harness.github.answerEverySearch(CommandLineHarness.page(first: 0, count: 3, total: 3, page: 1))
        harness.standardOutput.failWith = EPIPE
        XCTAssertEqual(harness.search(SearchCommandRequest(query: "x", limit: 3, sort: nil, order: nil, json: nil)),
                       128 + SIGPIPE)
        XCTAssertEqual(harness.standardError.text, "")
    }

    func testHelpThatCannotBeWrittenFails() async {
        let output = RecordingSink()
        output.failWith = ENOSPC
        let errors = RecordingSink()
        var error: Error?
        do {
            // --help parses into ArgumentParser's own help command, which ends by throwing CleanExit.
            var command = try GHBrowseCommand.parseAsRoot(["search", "--help"])
            try command.run()
        } catch let thrown {
            error = thrown
        }
        guard let error else { return XCTFail("--help did not end the run") }
        XCTAssertEqual(CommandLineEntry.report(error, standardOutput: output, standardError: errors), 1)
        XCTAssertEqual(errors.text, "ghbrowse: could not write the output: No space left on device\n")
    }
}
