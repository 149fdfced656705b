import Foundation
import XCTest

/// Issue 26 in the real binary, in tmux: a commit's SHA in a comment (ghbrowse-fixtures/conversation#1,
/// made in the recorded shape) is a link; Tab selects it, Enter opens the commit screen inside
/// ghbrowse, and Esc comes back to the conversation, then screen by screen.
final class LinkedTextEndToEndTests: EndToEndTestCase {
    func testASHAInACommentOpensTheCommitScreenAndEscComesBack() throws {
        let session = try launchInteractive()
        session.waitForText("Search:")
        session.type("trigger-conversation")
        session.sendKeys("Enter")
        session.waitForText("ghbrowse-fixtures/conversation")
        session.sendKeys("j", "Enter")
        session.waitFor("the detail screen") { $0.first?.contains("ghbrowse-fixtures/conversation") == true }
        session.sendKeys("i")
        session.waitForText("› issues", "An open issue")
        session.sendKeys("Enter")
        session.waitFor("the conversation of #1 with its comment") { lines in
            lines.first?.contains("› #1") == true && lines.last?.hasPrefix("1 comment") == true
        }
        session.sendKeys("n")
        session.waitForText("Fixed in b6db3e6")
        var tabs = 0
        while tabs < 60, session.screen().last?.contains("/commit/b6db3e6") != true {
            session.sendKeys("Tab")
            tabs += 1
        }
        session.waitForText("link to https://github.com/ghbrowse-fixtures/conversation/commit/b6db3e6")
        session.sendKeys("Enter")
        session.waitFor("the commit screen") { lines in
            lines.first?.contains("› #1 › b6db3e6") == true && lines.contains { $0.contains("Author:") }
        }
        session.sendKeys("Escape")
        session.waitFor("back on #1") { lines in
            lines.first?.hasSuffix("› #1") == true && lines.contains { $0.contains("Fixed in b6db3e6") }
        }
        session.sendKeys("Escape")
        session.waitForText("An open issue")
        session.sendKeys("Escape")
        session.waitFor("the detail again") { $0.first?.hasSuffix("ghbrowse-fixtures/conversation") == true }
    }
}
