import Foundation
import XCTest

/// Issue 29's command palette in the real binary and a real terminal: `:` and Ctrl-P open it over
/// the screen, typing filters, Enter runs the action as its key would (here the detail's clone
/// URL, which has no key, out through OSC 52) or opens a recent repository; Esc leaves the screen
/// as it was.
final class CommandPaletteEndToEndTests: EndToEndTestCase {
    func testThePaletteRunsTheDetailsKeylessCloneURLActionAndEscLeavesTheScreenAsItWas() throws {
        let session = try launchInteractive(width: 120, term: "xterm-256color")
        session.tmux(["set-option", "-s", "set-clipboard", "on"])
        openFzf(session)
        session.sendKeys("C-p")
        session.waitForText("github › junegunn/fzf › commands", "open in the browser")
        session.sendKeys("Escape")
        session.waitFor("the detail again, as it was") { lines in
            lines.first?.contains("commands") == false && lines.contains { $0.contains("README.md") }
        }
        session.sendKeys(":")
        session.waitForText("github › junegunn/fzf › commands")
        session.type("clone url")
        session.waitForText("copy the repository's clone URL (https) to the clipboard", "no key")
        session.sendKeys("Enter")
        session.waitForText("copied the clone URL: https://github.com/junegunn/fzf.git")
        XCTAssertEqual(session.tmux(["show-buffer"]).stdout, "https://github.com/junegunn/fzf.git")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
        let recent = try String(contentsOfFile: scratch.path("recent-repositories"), encoding: .utf8)
        XCTAssertEqual(recent, "# ghbrowse recent repositories v1\njunegunn/fzf\n")
    }

    func testARecentRepositoryTypedInThePaletteOpensItsDetail() throws {
        try "# ghbrowse recent repositories v1\njunegunn/fzf\ncli/cli\n"
            .write(toFile: scratch.path("recent-repositories"), atomically: true, encoding: .utf8)
        let session = try launchInteractive(width: 120)
        session.waitForText("Search:")
        // In the query field `:` is typed; Ctrl-P, which the field leaves, opens the palette.
        session.type("a:b")
        session.waitForText("a:b")
        session.sendKeys("C-u", "C-p")
        session.waitForText("Recent repositories", "junegunn/fzf", "cli/cli")
        session.type("fzf")
        session.waitFor("only fzf left") { lines in
            lines.contains { $0.contains("junegunn/fzf") } && !lines.contains { $0.contains("cli/cli") }
        }
        session.sendKeys("Enter")
        session.waitFor("fzf's detail screen") { lines in
            lines.first?.contains("github › junegunn/fzf") == true && lines.contains { $0.contains("README.md") }
        }
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }
}
