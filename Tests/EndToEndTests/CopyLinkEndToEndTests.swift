import Foundation
import XCTest

/// Issue 29's `y` in the real binary and a real terminal: the permalink at the commit's SHA goes
/// out as OSC 52, which tmux (with `set-clipboard on`) takes as a paste buffer: `show-buffer`
/// reads back exactly the link. Without OSC 52 the link is on the status line.
final class CopyLinkEndToEndTests: EndToEndTestCase {
    /// The commit `junegunn/fzf`'s `master` names in the fixtures (its history's first commit).
    private static let sha = "977560f205a84449522988b52e196f4bf502f79a"

    func testYCopiesThePermalinkOfTheSelectedLinesThroughOSC52() throws {
        let session = try launchInteractive(width: 200, term: "xterm-256color")
        session.tmux(["set-option", "-s", "set-clipboard", "on"])
        openFzfFile(session, path: "github3/repos/repo.py")
        session.waitFor("repo.py numbered") { lines in
            lines.first?.contains("github3/repos/repo.py") == true && lines.count > 3
                && lines[2].range(of: #"^ +1 "#, options: .regularExpression) != nil
        }
        session.sendKeys("v")
        session.waitForText("line 1 selected")
        session.sendKeys("Down", "Down")
        session.waitForText("lines 1–3 selected")
        session.sendKeys("y")
        let permalink = "https://github.com/junegunn/fzf/blob/\(Self.sha)/github3/repos/repo.py#L1-L3"
        session.waitForText("copied the permalink: \(permalink)")
        XCTAssertEqual(session.tmux(["show-buffer"]).stdout, permalink)

        // Y: the branch's link, the selection ended by Esc first (then Esc is back again).
        session.sendKeys("Escape")
        session.waitFor("the selection ended") { !$0.joined().contains("selected") }
        session.sendKeys("Y")
        session.waitForText("copied the link at master: https://github.com/junegunn/fzf/blob/master/github3/repos/repo.py")
        XCTAssertEqual(session.tmux(["show-buffer"]).stdout,
                       "https://github.com/junegunn/fzf/blob/master/github3/repos/repo.py")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }

    func testWithoutOSC52TheLinkIsOnTheStatusLineAndNothingIsSent() throws {
        let session = try launchInteractive(width: 200, term: "xterm-256color", environment: ["GHBROWSE_NO_OSC52": "1"])
        session.tmux(["set-option", "-s", "set-clipboard", "on"])
        openFzf(session)
        session.sendKeys("y")
        session.waitForText("https://github.com/junegunn/fzf  (no clipboard through this terminal")
        XCTAssertNotEqual(session.tmux(["show-buffer"]).status, 0, "a buffer was made: nothing should have been sent")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }
}
