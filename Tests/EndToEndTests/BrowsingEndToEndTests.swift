import Foundation
import XCTest

/// Issue 11 in a real terminal: the mouse (reports asked for in SGR 1006, wheel, click, double
/// click) and `--no-mouse`. The rest of its journeys run in-process (BrowsingJourneyTests).
final class BrowsingEndToEndTests: EndToEndTestCase {
    /// The first names of the recorded search, in GitHub's order.
    private static let firstNames = [
        "kennethreitz/legit", "RuudBurger/CouchPotatoV1", "gelstudios/gitfiti", "gpjt/webgl-lessons",
        "jacquev6/PyGithub", "aaasen/github_globe", "hmason/gitmarks", "dnerdy/factory_boy",
        "binaryage/drydrop", "bgreenlee/sublime-github", "karan/HackerNewsAPI", "mfenniak/pyPdf",
    ]

    private func search(_ session: TmuxSession, _ query: String = "linux") {
        session.waitForText("Search:")
        session.type(query)
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")
    }

    func testMouseWheelScrollsAndAClickSelectsThenADoubleClickOpens() throws {
        let session = try launchInteractive(term: "xterm-256color")
        search(session)
        XCTAssertEqual(mouseFlags(session), "1 1", "reporting is on, in SGR 1006")

        // A notch down: the list moves three rows.
        session.type("\u{1B}[<65;10;5M")
        session.waitFor("the list scrolled three rows") { lines in
            lines.count > 2 && TmuxSession.firstField(lines[2]) == Self.firstNames[3]
        }
        // A click on screen row 5 (the third row shown) selects it; Enter opens it.
        session.type("\u{1B}[<0;10;5M")
        session.type("\u{1B}[<0;10;5m")
        session.waitForSelection(Self.firstNames[5])
        session.sendKeys("Enter")
        session.waitFor("the detail of the clicked row") { $0.first?.contains(Self.firstNames[5]) == true }
        session.sendKeys("Escape")
        session.waitForSelection(Self.firstNames[5])

        // A notch up, then a double click on the first row shown opens it at once.
        session.type("\u{1B}[<64;10;5M")
        session.waitFor("the list scrolled back") { lines in
            lines.count > 2 && TmuxSession.firstField(lines[2]) == Self.firstNames[0]
        }
        session.type("\u{1B}[<0;10;3M\u{1B}[<0;10;3m\u{1B}[<0;10;3M\u{1B}[<0;10;3m")
        session.waitFor("the detail of the double-clicked row") { $0.first?.contains(Self.firstNames[0]) == true }
        session.sendKeys("Escape")
        session.waitForText("REPOSITORY")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
        XCTAssertEqual(mouseFlags(session), "0 0", "reporting is off again after exit")
    }

    func testNoMouseLeavesTheTerminalsSelectionAlone() throws {
        let session = try launchInteractive(["--history-file", historyPath, "--no-mouse"], term: "xterm-256color")
        search(session)
        XCTAssertEqual(mouseFlags(session), "0 0")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    /// tmux's `#{mouse_any_flag} #{mouse_sgr_flag}` for the pane: whether the program asked for mouse reports.
    private func mouseFlags(_ session: TmuxSession) -> String {
        session.tmux(["display-message", "-p", "-t", TmuxSession.target, "#{mouse_any_flag} #{mouse_sgr_flag}"])
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
