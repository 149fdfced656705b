import Foundation
import XCTest

/// Issue 17, as a person meets it: absurd numbers from GitHub, unusual terminals and locales,
/// job control, and scripts whose output cannot be written.
final class RobustnessEndToEndTests: EndToEndTestCase {
    // MARK: Numbers

    func testCountsNearIntMaxAreDrawnAndTheNextLaunchStillStarts() throws {
        let session = try launchInteractive()
        session.waitForText("Search:")
        session.type("trigger-huge-numbers")
        session.sendKeys("Enter")
        session.waitForText("huge/legit", "2 repositories")

        // The detail: grouped counts, year-1 and year-9999 dates, languages summing past Int.max.
        session.sendKeys("Enter")
        session.waitForText("9,223,372,036,854,775,807", "C 50.0%", "Swift 50.0%")
        XCTAssertTrue(session.screenText().contains("0001-01-01"), session.screenText())
        XCTAssertTrue(session.screenText().contains("9999-12-31"), session.screenText())
        session.sendKeys("Escape")
        session.waitForText("huge/legit", "2 repositories")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")

        // The recalled search's stored page is drawn first at the next launch: it still draws.
        try session.launchGhbrowse(["--history-file", historyPath], apiURL: server.baseURL, stateHome: stateHome,
                                   cacheHome: cacheHome)
        session.waitForText("huge/legit", "Search: trigger-huge-numbers")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testAnAbsurdRetryAfterReadsAsOverADayInTheBrowserAndOnTheCommandLine() throws {
        let result = try runCommandLine(["search", "trigger-absurd-limit"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("over a day"), result.stderr)

        let session = try launchInteractive()
        session.waitForText("Search:")
        session.type("trigger-absurd-limit")
        session.sendKeys("Enter")
        session.waitForText("over a day")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testAFatalSignalTurnsMouseReportingAndTheKeypadModeOffBeforeDying() throws {
        let session = try launchInteractive(term: "xterm-256color")
        session.waitForText("Search:")
        session.type("github")
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")
        XCTAssertEqual(paneFlag(session, "mouse_any_flag"), "1", "the browser should report the mouse")
        XCTAssertEqual(paneFlag(session, "keypad_cursor_flag"), "1", "the browser should use the keypad mode")
        guard let pid = session.appPID else { return XCTFail("no pid recorded for ghbrowse") }

        // A trap dies of SIGILL or SIGTRAP, an abort of SIGABRT: the guard runs for each the same way.
        XCTAssertEqual(kill(pid, SIGABRT), 0)
        assertTerminalRestored(session, expectedStatus: { $0 == 128 + Int(SIGABRT) }, statusDescription: "134")
        XCTAssertEqual(paneFlag(session, "mouse_any_flag"), "0", "mouse reporting left on after the crash")
        XCTAssertEqual(paneFlag(session, "keypad_cursor_flag"), "0", "cursor keys left in application mode")
        XCTAssertEqual(paneFlag(session, "keypad_flag"), "0", "keypad left in application mode")
    }

    /// A tmux pane flag (`mouse_any_flag`, `keypad_flag` …): "1" or "0".
    private func paneFlag(_ session: TmuxSession, _ name: String) -> String {
        session.tmux(["display-message", "-p", "-t", TmuxSession.target, "#{\(name)}"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: Terminals

    func testHomeAndEndFromTmuxMoveInTheQueryFieldUnderXterm256Color() throws {
        // tmux sends Home and End as ESC[1~ and ESC[4~, which xterm-256color's terminfo does not list.
        let session = try launchInteractive(term: "xterm-256color")
        session.waitForText("Search:")
        session.type("world")
        session.sendKeys("Home")
        session.type("hello ")
        session.sendKeys("End")
        session.type("!")
        session.waitFor("the edited query") { $0.first?.hasPrefix("Search: hello world!") == true }
        XCTAssertEqual(server.searchRequests(), [], "keys leaked out of the field as commands")
        session.sendKeys("Enter")
        session.waitFor("the search for the edited query") { _ in self.server.searchRequests().count == 1 }
        XCTAssertTrue(server.searchRequests().first?.contains("q=hello+world%21") == true
                      || server.searchRequests().first?.contains("q=hello%20world%21") == true,
                      "\(server.searchRequests())")
    }

    func testADumbTerminalIsRefusedWithASentenceAndStatus2() throws {
        let session = try launchInteractive(term: "dumb")
        guard let exit = session.waitForExit() else { return }
        XCTAssertEqual(exit.status, 2)
        XCTAssertTrue(session.screenText().contains("cannot move its cursor"), session.screenText())
        XCTAssertEqual(server.requestLines(), [], "nothing may be asked of GitHub for a terminal that cannot draw")
    }

    func testATerminfoEntryWithoutCupIsRefusedToo() throws {
        let terminfo = scratch.path("terminfo")
        let source = scratch.path("nocup.src")
        try "nocup|a terminal that cannot address its cursor,\n\tcols#80, lines#24, clear=\\E[H\\E[2J, bel=^G,\n"
            .write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = try ProcessRunner.run("/usr/bin/env", ["tic", "-o", terminfo, source],
                                             environment: ProcessInfo.processInfo.environment, in: scratch)
        try XCTSkipIf(compiled.status != 0, "tic could not compile a terminfo entry: \(compiled.stderr)")
        let session = try launchInteractive(term: "nocup", environment: ["TERMINFO": terminfo])
        guard let exit = session.waitForExit() else { return }
        XCTAssertEqual(exit.status, 2)
        XCTAssertTrue(session.screenText().contains("cannot move its cursor"), session.screenText())
    }

    func testCtrlCExitsWith130() throws {
        let session = try launchInteractive()
        session.waitForText("Search:")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }

    func testCtrlZSuspendsAndFgBringsTheScreenBack() throws {
        // Job control needs a shell that has it: an interactive bash in the pane, as a person uses it.
        let session = try TmuxSession(scratch: scratch, label: "jobs")
        defer { session.kill() }
        let rcFile = scratch.path("job-shell.rc")
        try """
            unset GH_TOKEN GITHUB_TOKEN NO_COLOR COLUMNS LINES
            export GITHUB_API_URL='\(server.baseURL)' XDG_STATE_HOME='\(stateHome)' XDG_CACHE_HOME='\(cacheHome)'
            export LANG=C.UTF-8 LC_ALL=C.UTF-8
            PS1='job-shell$ '
            """.write(toFile: rcFile, atomically: true, encoding: .utf8)
        let started = session.tmux(["new-session", "-d", "-s", TmuxSession.target, "-x", "100", "-y", "30",
                                    "bash --noprofile --rcfile '\(rcFile)' -i"])
        XCTAssertEqual(started.status, 0, started.stderr)
        session.waitForText("job-shell$")
        session.type("'\(try BuiltBinaries.ghbrowse())' --history-file '\(historyPath)'")
        session.sendKeys("Enter")
        session.waitForText("Search:")
        session.type("github")
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")

        session.sendKeys("C-z")
        session.waitForText("Stopped")
        XCTAssertFalse(session.isAlternateScreenOn, "the terminal was not given back while suspended")

        session.type("fg")
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")
        XCTAssertTrue(session.isAlternateScreenOn)
        session.sendKeys("j")
        session.waitForSelection("RuudBurger/CouchPotatoV1")
        session.sendKeys("q")
        // Back at the prompt; `fg` reports the job's own exit status.
        session.waitFor("the shell's prompt after ghbrowse quit") { lines in
            lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.hasPrefix("job-shell$") == true
        }
        XCTAssertFalse(session.isAlternateScreenOn)
        session.type("echo STATUS:$?")
        session.sendKeys("Enter")
        session.waitForText("STATUS:0")
    }

    func testALocaleThatIsNotUTF8GetsASCII() throws {
        let session = try launchInteractive(environment: ["LANG": "C", "LC_ALL": "C"])
        session.waitForText("Search:")
        session.type("github")
        session.sendKeys("Enter")
        guard let lines = session.waitForText("kennethreitz/legit", "2,723 repositories") else { return }
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(text.unicodeScalars.allSatisfy(\.isASCII), "non-ASCII on a LANG=C screen:\n\(text)")
        XCTAssertTrue(text.contains("* 3.0k"), "stars without ★:\n\(text)")
    }

    // MARK: The command line

    /// Runs `ghbrowse ARGUMENTS` through `sh -c SCRIPT` (`"$0"` is the binary), against the fixture server.
    private func runThroughShell(_ script: String) throws -> CommandResult {
        try ProcessRunner.run("/bin/sh", ["-c", script, try BuiltBinaries.ghbrowse()],
                              environment: ProcessRunner.baseEnvironment(apiURL: server.baseURL, stateHome: stateHome)
                                .merging(["XDG_CACHE_HOME": cacheHome]) { $1 },
                              in: scratch)
    }

    func testAFullDiskExitsWithOneAndSaysSo() throws {
        let result = try runThroughShell(#""$0" search github > /dev/full"#)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "ghbrowse: could not write the output: No space left on device\n")
    }

    func testAClosedStandardOutputExitsWithOne() throws {
        let result = try runThroughShell(#""$0" view octokit-fixture-org/hello-world >&-"#)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "ghbrowse: could not write the output: Bad file descriptor\n")
    }

    func testAPipeClosedEarlyStaysQuiet() throws {
        let result = try runThroughShell(#""$0" search github --limit 1000 | head -1"#)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1)
        XCTAssertEqual(result.stderr, "")
    }

    func testANameThatStepsOutOfReposIsRefusedBeforeAnythingIsSent() throws {
        for name in ["../user", "octokit/..", "./x"] {
            let result = try runCommandLine(["view", name])
            XCTAssertEqual(result.status, 2, name)
            XCTAssertTrue(result.stderr.contains("is not OWNER/REPO"), result.stderr)
        }
        XCTAssertEqual(server.requestLines(), [])
    }

    func testOrderWithoutSortIsAUsageErrorAndJSONForNothingIsAnEmptyArray() throws {
        let order = try runCommandLine(["search", "github", "--order", "asc"])
        XCTAssertEqual(order.status, 2)
        XCTAssertTrue(order.stderr.contains("--order needs --sort"), order.stderr)
        let empty = try runCommandLine(["search", "nothing-matches", "--json"])
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertEqual(empty.stdout, "[]\n")
    }
}
