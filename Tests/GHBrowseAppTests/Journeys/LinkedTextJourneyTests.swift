import Foundation
import XCTest

/// Issue 26's linked text in-process: a commit's SHA in a comment is a link (code, a colour and a
/// number are not); Enter on it opens the commit screen inside ghbrowse (no browser), Esc comes
/// back to the conversation, and back again screen by screen.
@MainActor
final class LinkedTextJourneyTests: JourneyTestCase {
    func testASHAInACommentOpensTheCommitScreenAndEscComesBack() async throws {
        let session = try launch(columns: 120, rows: 32)
        search(session, "trigger-conversation", expecting: "ghbrowse-fixtures/conversation")
        session.sendKeys("j", "Enter")
        session.waitForText("github › ghbrowse-fixtures/conversation")
        session.sendKeys("i")
        session.waitForText("github › ghbrowse-fixtures/conversation › issues", "An open issue")
        session.sendKeys("Enter")
        session.waitForText("github › ghbrowse-fixtures/conversation › issues › #1", "An open issue #1")
        session.waitFor("the comment") { lines in lines.last?.hasPrefix("1 comment") == true }
        session.sendKeys("n")
        session.waitForText("Fixed in b6db3e6")

        // Tab goes from link to link; the SHA's link is the commit's address in this repository.
        var tabs = 0
        while tabs < 60, session.screen().last?.contains("/commit/b6db3e6") != true {
            session.sendKeys("Tab")
            tabs += 1
        }
        let status = session.screen().last ?? ""
        XCTAssertTrue(status.contains("github.com/ghbrowse-fixtures/conversation/commit/b6db3e6"), status)
        session.sendKeys("Enter")
        guard let commit = session.waitForText("github › ghbrowse-fixtures/conversation › issues › #1 › b6db3e6", "Author:")
        else { return }
        XCTAssertTrue(commit.joined(separator: "\n").contains("files changed"), commit.joined(separator: "\n"))
        XCTAssertTrue(requestLines.contains { $0.contains("/repos/ghbrowse-fixtures/conversation/commits/b6db3e6") },
                      requestLines.joined(separator: "\n"))

        session.sendKeys("Escape")
        session.waitForText("github › ghbrowse-fixtures/conversation › issues › #1", "Fixed in b6db3e6")
        session.sendKeys("Escape")
        session.waitForText("github › ghbrowse-fixtures/conversation › issues", "An open issue")
        session.sendKeys("Escape")
        session.waitFor("the detail again") { lines in lines.first?.hasSuffix("ghbrowse-fixtures/conversation") == true }
        // Only the link's own SHA was asked for: not `1a2b3c4` (code) nor 1234567.
        XCTAssertFalse(requestLines.contains { $0.contains("1a2b3c4") || $0.contains("1234567") }, requestLines.joined(separator: "\n"))
    }
}
