import Foundation
import XCTest

/// Issue 10 in a real terminal: a hostile README changes nothing on the terminal, and `view`
/// prints the raw README when piped. The reading journeys run in-process (ReadmeJourneyTests).
final class ReadmeEndToEndTests: EndToEndTestCase {
    /// A `$BROWSER` that writes the address it was given to a file.
    private func recordingBrowser() throws -> (command: String, output: String) {
        let output = scratch.path("opened-url")
        let command = scratch.path("browser.sh")
        // Written aside and renamed, so the test never reads the file between its creation and the write.
        try "#!/bin/sh\nprintf '%s' \"$1\" > \(shellQuoted(output)).part && mv \(shellQuoted(output)).part \(shellQuoted(output))\n"
            .write(toFile: command, atomically: true, encoding: .utf8)
        guard chmod(command, 0o755) == 0 else { throw EndToEndFailure("chmod \(command) failed") }
        return (command, output)
    }

    /// The hostile README: nothing leaks to the terminal, links that are not web addresses are
    /// never opened, and the deep, wide and long parts render without a stall.
    func testAHostileReadmeChangesNothingOnTheTerminalAndOpensNothing() throws {
        let browser = try recordingBrowser()
        let session = try launchInteractive(environment: ["BROWSER": browser.command])
        session.waitForText("Search:")
        XCTAssertEqual(session.tmux(["set-option", "-g", "set-clipboard", "on"]).status, 0)
        session.type("trigger-hostile-readme")
        session.sendKeys("Enter")
        session.waitForSelection("hostile/readme")
        session.sendKeys("Enter")
        guard let screen = session.waitFor("the hostile README", until: { lines in
            lines.first?.contains("hostile/readme") == true && lines.contains { $0.contains("Raw escapes") }
        }) else { return }
        XCTAssertTrue(screen[0].contains("hostile/readme"), "the title is still on the first row")
        let title = session.tmux(["display-message", "-p", "-t", TmuxSession.target, "#{pane_title}"]).stdout
        XCTAssertFalse(title.contains("pwned"), "pane title: \(title)")
        XCTAssertEqual(session.tmux(["list-buffers"]).stdout, "", "a clipboard write leaked")
        // The language bar's 256-colour cells (`38;5;N`, `48;5;N`) are the app's own; blink (5) and red (31) are not.
        let styled = session.screen(attributes: true).map {
            $0.replacingOccurrences(of: "[34]8;5;[0-9]+", with: "0", options: .regularExpression)
        }
        XCTAssertEqual(TmuxSession.styleParameters(styled).intersection(["5", "31"]), [],
                       styled.joined(separator: "\n").debugDescription)

        // Tab through the links: the status line says where each goes; Enter on javascript: opens nothing.
        var sawRefusal = false
        for _ in 0..<12 {
            session.sendKeys("Tab")
            usleep(80_000)
            if session.screen().last?.contains("“javascript:” links are never opened") == true {
                sawRefusal = true
                break
            }
        }
        XCTAssertTrue(sawRefusal, session.screenText())
        session.sendKeys("Enter")
        session.waitFor("the refusal on the status line") { lines in
            lines.last?.contains("only http and https links are opened") == true
        }
        XCTAssertNil(try? String(contentsOfFile: browser.output, encoding: .utf8), "a javascript: link reached BROWSER")

        // The 1,000-deep quote, 300-deep list, 150-column table and 200 KB line: End reaches the end.
        // The README is long: its start shows first and the whole follows once parsed off the UI
        // thread (slow on a loaded two-core machine). End before the whole arrives reaches the
        // start's end and stays at that place, so End is pressed again until the real end shows.
        let deadline = Date().addingTimeInterval(60)
        var reachedEnd = false
        while !reachedEnd && Date() < deadline {
            session.sendKeys("End")
            reachedEnd = session.waitFor("the end of the long line", timeout: 2, reportingFailure: false) { lines in
                lines.contains { $0.contains("long end") }
            } != nil
        }
        XCTAssertTrue(reachedEnd, "End never reached the end of the long line:\n\(session.screenText())")
        session.sendKeys("Escape")
        session.waitForText("hostile/readme")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    /// `ghbrowse view` piped: the facts, the languages, then fzf's README as the raw file; `--json` has both.
    func testViewPrintsTheRawReadmeWhenPipedAndBothInJSON() throws {
        let result = try runCommandLine(["view", "junegunn/fzf"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\nLanguages       Python 99.5% · Shell 0.5%\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\n<div align=\"center\">\n"), "the raw README")
        XCTAssertTrue(result.stdout.contains("| Package Manager | Linux Distribution      | Command"), "the raw table")

        let json = try runCommandLine(["view", "junegunn/fzf", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((object?["readme"] as? String)?.hasPrefix("<div align=\"center\">"), true)
        XCTAssertEqual(object?["languages"] as? [String: Int], ["Python": 127_266, "Shell": 673])
    }
}
