import Entities
import Usecases
@testable import GHBrowseApp
import XCTest

/// The ArgumentParser shell: what each command line parses into, and the exit status of usage errors.
final class ArgumentParsingTests: XCTestCase {
    private func status(_ arguments: [String]) -> Int32 {
        do {
            var command = try GHBrowseCommand.parseAsRoot(arguments)
            // --help parses into ArgumentParser's own help command, which exits cleanly when run.
            if !(command is GHBrowseCommand || command is SearchCommand || command is ViewCommand) {
                try command.run()
            }
            return -1
        } catch {
            return CommandLineEntry.exitStatus(for: error)
        }
    }

    func testSearchTakesEveryOption() throws {
        let parsed = try GHBrowseCommand.parseAsRoot(
            ["search", "tetris", "language:swift", "stars:>100", "--limit", "250", "--sort", "help-wanted-issues",
             "--order", "asc", "--json"])
        let search = try XCTUnwrap(parsed as? SearchCommand)
        XCTAssertEqual(search.query, ["tetris", "language:swift", "stars:>100"])
        XCTAssertEqual(search.limit, 250)
        XCTAssertEqual(search.sort?.sort, .helpWantedIssues)
        XCTAssertEqual(search.order, .asc)
        XCTAssertEqual(search.output.json.request, JSONOutputRequest())
    }

    func testEverySortAndOrderGitHubKnowsParses() throws {
        for (argument, expected) in [("stars", RepositorySearchSort.stars), ("forks", .forks),
                                     ("help-wanted-issues", .helpWantedIssues), ("updated", .updated)] {
            let search = try XCTUnwrap(try GHBrowseCommand.parseAsRoot(["search", "x", "--sort", argument]) as? SearchCommand)
            XCTAssertEqual(search.sort?.sort, expected, argument)
        }
        let descending = try XCTUnwrap(try GHBrowseCommand.parseAsRoot(["search", "x", "--sort", "stars", "--order", "desc"])
            as? SearchCommand)
        XCTAssertEqual(descending.order, .desc)
    }

    func testSearchDefaultsToThirtyResultsInBestMatchOrder() throws {
        let search = try XCTUnwrap(try GHBrowseCommand.parseAsRoot(["search", "x"]) as? SearchCommand)
        XCTAssertEqual(search.limit, 30)
        XCTAssertNil(search.sort)
        XCTAssertNil(search.order)
        XCTAssertNil(search.output.json.request)
    }

    func testViewTakesOwnerSlashRepo() throws {
        let view = try XCTUnwrap(try GHBrowseCommand.parseAsRoot(["view", "octokit/hello", "--json"]) as? ViewCommand)
        XCTAssertEqual(view.repository, "octokit/hello")
        XCTAssertEqual(view.output.json.request, JSONOutputRequest())
    }

    func testTheRootTakesAHistoryFile() throws {
        let root = try XCTUnwrap(try GHBrowseCommand.parseAsRoot(["--history-file", "/tmp/h"]) as? GHBrowseCommand)
        XCTAssertEqual(root.historyFile, "/tmp/h")
    }

    func testUsageErrorsExitWithTwo() {
        for arguments in [
            ["search", "--limit", "0", "x"],
            ["search", "--limit", "1001", "x"],
            ["search", "--limit", "many", "x"],
            ["search", "--sort", "popularity", "x"],
            ["search", "--order", "up", "x"],
            ["search"],
            ["search", " "],
            ["view"],
            ["view", "no-slash"],
            ["view", "a/b/c"],
            ["view", "/b"],
            ["bogus"],
            ["--no-such-flag"],
        ] {
            XCTAssertEqual(status(arguments), 2, "\(arguments)")
        }
    }

    func testHelpAndVersionExitWithZero() {
        XCTAssertEqual(status(["--help"]), 0)
        XCTAssertEqual(status(["search", "--help"]), 0)
        XCTAssertEqual(status(["--version"]), 0)
    }

    func testAUsageErrorQuotingHostileArgumentsIsWrittenWithoutControlCharacters() {
        let hostile = "\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J\u{9B}31m\u{202E}evil"
        let output = RecordingSink()
        let errors = RecordingSink()
        var status: Int32 = -1
        do {
            _ = try GHBrowseCommand.parseAsRoot(["view", hostile])
            XCTFail("\(hostile.debugDescription) parsed as OWNER/REPO")
        } catch {
            status = CommandLineEntry.report(error, standardOutput: output, standardError: errors)
        }
        XCTAssertEqual(status, 2)
        XCTAssertEqual(output.text, "")
        XCTAssertTrue(errors.text.contains("is not OWNER/REPO"), errors.text)
        XCTAssertTrue(errors.text.contains("evil"), errors.text)
        let unsafe = errors.text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value)
        }
        XCTAssertEqual(unsafe.map { String($0.value, radix: 16) }, [], errors.text.debugDescription)
    }

    func testHelpGoesToStandardOutputWithStatusZero() {
        let output = RecordingSink()
        let errors = RecordingSink()
        do {
            // --help parses into ArgumentParser's own help command, which ends by throwing CleanExit.
            var command = try GHBrowseCommand.parseAsRoot(["search", "--help"])
            try command.run()
            XCTFail("--help did not end the run")
        } catch {
            XCTAssertEqual(CommandLineEntry.report(error, standardOutput: output, standardError: errors), 0)
        }
        XCTAssertTrue(output.text.contains("--sort"), output.text)
        XCTAssertTrue(output.text.contains("help-wanted-issues"), "the sort names come from the enum: \(output.text)")
        XCTAssertEqual(errors.text, "")
    }
}
