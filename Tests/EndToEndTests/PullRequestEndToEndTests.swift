import Foundation
import XCTest

/// Issue 26's pull request in a real terminal: the 3,000-file pull request of
/// ghbrowse-fixtures/conversation opened from its repository's pull requests, `3` shows its files
/// as a coloured diff (SGR colours as tmux sees them) from the first page, `4` its checks with the
/// failure in red, `2` its commits, Enter on one opens the commit screen, and Esc goes back screen
/// by screen, each section as it was left.
final class PullRequestEndToEndTests: EndToEndTestCase {
    /// The foreground of the row of `lines` (captured with attributes) that contains `text`.
    private func colours(ofRowWith text: String, in lines: [String]) -> Set<String> {
        TmuxSession.foregroundColours(lines.filter { $0.contains(text) })
    }

    func testFilesInColourChecksWithAFailureInRedCommitsOpenTheCommitScreenAndBackScreenByScreen() throws {
        let session = try launchInteractive(width: 110, height: 32, term: "xterm-256color")
        session.waitForText("Search:")
        session.type("trigger-conversation")
        session.sendKeys("Enter")
        session.waitForText("ghbrowse-fixtures/conversation")
        session.sendKeys("Down")
        XCTAssertTrue(session.waitForSelection("ghbrowse-fixtures/conversation"))
        session.sendKeys("p")
        session.waitForText("github › ghbrowse-fixtures/conversation › pull requests", "#3000")
        session.sendKeys("Enter")
        session.waitForText("pull requests › #3000", "1 Conversation   2 Commits   3 Files   4 Checks",
                            "A pull request of 3000 files", "Checks: ✓ 3 · ✗ 1 · ● 0")

        // 3: the files, the first page drawn as a commit's patch is: additions green, hunks coloured.
        session.sendKeys("3")
        guard session.waitForText("── dir0/file0.py  +39 −0", "@@ -195,6 +195,25 @@", "100 files, more as you scroll")
            != nil else { return }
        let files = session.screen(attributes: true)
        let addition = colours(ofRowWith: "+    @requires_auth", in: files)
        let hunk = colours(ofRowWith: "@@ -195,6 +195,25 @@", in: files)
        XCTAssertEqual(addition.count, 1, "an added line has its colour: \(files.joined(separator: "\n"))")
        XCTAssertEqual(hunk.count, 1, "a hunk header has its colour")
        XCTAssertNotEqual(addition, hunk)
        session.sendKeys("Tab")
        session.waitFor("Tab: the first file's patch at the top") { lines in lines.count > 2 && lines[2].hasPrefix(" ── dir0/file0.py") }
        session.sendKeys("Tab")
        session.waitFor("Tab: the next file's patch at the top") { lines in lines.count > 2 && lines[2].hasPrefix(" ── dir0/file1.py") }

        // 4: the head's checks, the failure in red (the colour of a deleted line, the failing one's).
        session.sendKeys("4")
        guard session.waitForText("✗ failure", "test (Python 3.6)", "✓ success", "test (Python 3.8)") != nil else { return }
        session.sendKeys("Down")
        let checks = session.screen(attributes: true)
        let failure = colours(ofRowWith: "✗ failure", in: checks)
        let success = colours(ofRowWith: "test (Python 3.5)", in: checks)
        XCTAssertTrue(failure.contains("38;5;203"), "a failure is red: \(checks.joined(separator: "\n"))")
        XCTAssertTrue(success.contains("38;5;77"), "a success is green")
        XCTAssertFalse(success.contains("38;5;203"))

        // 2: the commits; Enter opens the commit screen, Esc comes back to the commits.
        session.sendKeys("2")
        session.waitForText("3253aca", "Bump actions/setup-python from 5 to 6", "1 commit")
        session.sendKeys("Enter")
        session.waitForText("pull requests › #3000 › 3253aca", "Author:")
        session.sendKeys("Escape")
        session.waitForText("pull requests › #3000", "2 Commits", "Bump actions/setup-python from 5 to 6")

        // Each section as it was left: the files still at the second file.
        session.sendKeys("3")
        session.waitFor("the files where they were left") { lines in lines.count > 2 && lines[2].hasPrefix(" ── dir0/file1.py") }
        session.sendKeys("1")
        session.waitForText("A pull request of 3000 files", "Without this patch")

        // Back screen by screen: the pull requests, then the results they were opened from.
        session.sendKeys("Escape")
        session.waitFor("the pull requests again") { lines in
            lines.first?.hasSuffix("ghbrowse-fixtures/conversation › pull requests") == true
        }
        session.sendKeys("Escape")
        session.waitForText("Search: trigger-conversation")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }
}
