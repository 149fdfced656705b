import Foundation
import XCTest

/// Issue 27's inbox in the real binary against the fixture server: `m`, notifications, Enter on
/// the first thread opens its pull request, and the server is told it is read (`PATCH`).
final class InboxEndToEndTests: EndToEndTestCase {
    func testANotificationsPullRequestOpensAndIsMarkedReadOnTheServer() throws {
        let session = try launchInteractive(width: 120, height: 32, environment: ["GH_TOKEN": "e2e-not-a-real-token"])
        session.waitForText("Search:")
        session.type("trigger-conversation")
        session.sendKeys("Enter")
        session.waitForText("PyGithub/PyGithub")
        session.sendKeys("m")
        session.waitForText("review requests")
        session.type("notif")
        session.sendKeys("Enter")
        guard let inbox = session.waitFor("the notifications listed", until: { lines in
            lines.first?.contains("› notifications") == true && lines.contains { $0.contains("Add .ruby-version to .gitignore") }
        }) else { return }
        XCTAssertTrue(inbox.contains { $0.contains("● vcr/vcr") && $0.contains("pull request") }, inbox.joined(separator: "\n"))

        session.sendKeys("Enter")
        session.waitFor("the pull request's screen") { $0.first?.contains("vcr/vcr › #") == true }
        session.sendKeys("Escape")
        guard let back = session.waitFor("the thread marked read", until: { lines in
            lines.last?.contains("marked read: Add .ruby-version to .gitignore") == true
        }) else { return }
        XCTAssertFalse(back.contains { $0.contains("● vcr/vcr") && $0.contains("Add .ruby-version") }, back.joined(separator: "\n"))
        let requests = server.requestLines()
        XCTAssertTrue(requests.contains { $0.hasPrefix("PATCH /notifications/threads/300033598") }, requests.joined(separator: "\n"))
    }
}
