@testable import GHBrowseApp
import Testing

@Suite struct ArgumentParsingTests {
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

    @Test func searchTakesEveryOption() throws {
        let parsed = try GHBrowseCommand.parseAsRoot(
            ["search", "tetris", "language:swift", "stars:>100", "--limit", "250", "--sort", "help-wanted-issues",
             "--order", "asc", "--json"])
        let search = try #require(parsed as? SearchCommand)
        #expect(search.query == ["tetris", "language:swift", "stars:>100"])
        #expect(search.limit == 250)
        #expect(search.sort == .helpWantedIssues)
        #expect(search.order == .asc)
        #expect(search.json)
    }

    @Test func searchDefaultsToThirtyResultsInBestMatchOrder() throws {
        let search = try #require(try GHBrowseCommand.parseAsRoot(["search", "x"]) as? SearchCommand)
        #expect(search.limit == 30)
        #expect(search.sort == nil)
        #expect(search.order == nil)
        #expect(!search.json)
    }

    @Test func viewTakesOwnerSlashRepo() throws {
        let view = try #require(try GHBrowseCommand.parseAsRoot(["view", "octokit/hello", "--json"]) as? ViewCommand)
        #expect(view.repository == "octokit/hello")
        #expect(view.json)
    }

    @Test func theRootTakesAHistoryFile() throws {
        let root = try #require(try GHBrowseCommand.parseAsRoot(["--history-file", "/tmp/h"]) as? GHBrowseCommand)
        #expect(root.historyFile == "/tmp/h")
    }

    @Test(arguments: [
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
    ])
    func usageErrorsExitWithTwo(arguments: [String]) {
        #expect(status(arguments) == 2)
    }

    @Test func helpAndVersionExitWithZero() {
        #expect(status(["--help"]) == 0)
        #expect(status(["search", "--help"]) == 0)
        #expect(status(["--version"]) == 0)
    }
}
