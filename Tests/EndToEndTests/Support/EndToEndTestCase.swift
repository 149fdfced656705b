import FixtureServer
import Foundation
import XCTest

/// Base for the end-to-end tests: a scratch directory and a running `fixture-server`
/// for every test, a tmux session on demand, all torn down afterwards.
class EndToEndTestCase: XCTestCase {
    var scratch: ScratchDirectory!
    var server: FixtureServerProcess!
    private var sessions: [TmuxSession] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Locate both binaries first so a missing build fails with the clear message.
        _ = try BuiltBinaries.ghbrowse()
        _ = try BuiltBinaries.fixtureServer()
        scratch = try ScratchDirectory(label: String(describing: type(of: self)))
        server = try FixtureServerProcess(scratch: scratch)
    }

    override func tearDown() {
        for session in sessions { session.kill() }
        sessions = []
        server?.stop()
        scratch?.remove()
        super.tearDown()
    }

    /// The full names the fixture server's search answers with, in order (the recorded items).
    func recordedFullNames() throws -> [String] {
        guard let directory = FixtureStore.locateDirectory() else {
            throw EndToEndFailure("cannot find shared/fixtures/github (set GHBROWSE_FIXTURES)")
        }
        return try GitHubStandIn(store: FixtureStore(directory: directory)).recordedFullNames
    }

    /// The full name of search result `index` (0-based) for any query: recorded item `index % 60`,
    /// with `-2`, `-3` … after the first round, as the fixture server makes them.
    func expectedResult(_ index: Int, recorded: [String]) -> String {
        let round = index / recorded.count
        return recorded[index % recorded.count] + (round > 0 ? "-\(round + 1)" : "")
    }

    /// A history file path that does not exist yet (no history).
    var historyPath: String { scratch.path("history") }

    /// `XDG_STATE_HOME` for the launched app, so nothing is written under the real home.
    var stateHome: String { scratch.path("state") }

    /// `XDG_CACHE_HOME` for the launched app: the test's own response cache.
    var cacheHome: String { scratch.path("cache") }

    /// Launches the interactive app in a new tmux session against the fixture server.
    /// - Parameter environment: more variables for the app (`GH_TOKEN`, another `XDG_CACHE_HOME`).
    /// - Parameter program: another ghbrowse to run than the one built beside the tests.
    func launchInteractive(_ arguments: [String]? = nil, width: Int = 100, height: Int = 30,
                           term: String? = nil, environment: [String: String] = [:],
                           program: String? = nil, windowBackground: String? = nil) throws -> TmuxSession {
        let session = try TmuxSession(scratch: scratch, label: String(sessions.count))
        sessions.append(session)
        try session.launchGhbrowse(arguments ?? ["--history-file", historyPath], apiURL: server.baseURL,
                                   stateHome: stateHome, cacheHome: cacheHome, width: width, height: height,
                                   term: term, environment: environment, program: program,
                                   windowBackground: windowBackground)
        return session
    }

    /// Runs `ghbrowse ARGUMENTS…` to completion against the fixture server, stdin from /dev/null
    /// and stdout to a file (not a terminal).
    func runCommandLine(_ arguments: [String]) throws -> CommandResult {
        try ProcessRunner.run(try BuiltBinaries.ghbrowse(), arguments,
                              environment: ProcessRunner.baseEnvironment(apiURL: server.baseURL, stateHome: stateHome)
                                .merging(["XDG_CACHE_HOME": cacheHome]) { $1 },
                              in: scratch)
    }

    /// Checks what a person sees after ghbrowse has ended: status, canonical mode and echo back on,
    /// the alternate screen left, and none of the app's screen left over.
    func assertTerminalRestored(_ session: TmuxSession, expectedStatus: (Int) -> Bool, statusDescription: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        guard let exit = session.waitForExit(file: file, line: line) else { return }
        XCTAssertTrue(expectedStatus(exit.status), "ghbrowse exited with \(exit.status), expected \(statusDescription)",
                      file: file, line: line)
        let modes = exit.tty.split(separator: " ").map(String.init)
        XCTAssertTrue(modes.contains("icanon"), "terminal left without canonical mode: stty says \(exit.tty)",
                      file: file, line: line)
        XCTAssertTrue(modes.contains("echo"), "terminal left without echo: stty says \(exit.tty)",
                      file: file, line: line)
        XCTAssertFalse(session.isAlternateScreenOn, "the alternate screen is still on after exit", file: file, line: line)
        let screen = session.screenText()
        XCTAssertFalse(screen.contains("REPOSITORY"), "the app's screen is still shown after exit:\n\(screen)",
                       file: file, line: line)
    }
}

extension EndToEndTestCase {
    /// Searches for the README repositories and opens the first, junegunn/fzf, once its README shows.
    func openFzf(_ session: TmuxSession) {
        session.waitForText("Search:")
        session.type("readme-fixtures")
        session.sendKeys("Enter")
        session.waitForText("junegunn/fzf", "BurntSushi/ripgrep")
        session.waitForSelection("junegunn/fzf")
        session.sendKeys("Enter")
        session.waitFor("fzf's detail screen with its README") { lines in
            lines.first?.contains("junegunn/fzf") == true && lines.contains { $0.contains("README.md") }
        }
    }

    /// fzf's file `path` opened from its files screen (`f`, `/`, the path, Enter).
    func openFzfFile(_ session: TmuxSession, path: String) {
        openFzf(session)
        session.sendKeys("f")
        session.waitForText("github › junegunn/fzf › files", "setup.py")
        session.sendKeys("/")
        session.type(path)
        session.waitFor("\(path) found") { lines in
            lines.contains { $0.contains(path) }
        }
        session.sendKeys("Enter")
    }
}
