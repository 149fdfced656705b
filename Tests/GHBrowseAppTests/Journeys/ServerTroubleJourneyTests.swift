import Foundation
import XCTest

/// Issue 17: a 503 with `retry-after` is retried no earlier than it says, and a query typed in
/// the meantime waits visibly (the status line counts down, the query is kept) and is not sent.
@MainActor
final class ServerTroubleJourneyTests: JourneyTestCase {
    func testA503sRetryAfterHoldsTheNextQueryVisiblyWithoutSendingIt() async throws {
        let session = try launch(columns: 140)
        session.waitForText("Search:")
        session.type("trigger-unavailable")
        session.sendKeys("Enter")
        guard let unavailable = session.waitForText("server error (503", "it asks to wait 2 min") else { return }
        let status = unavailable.last ?? ""
        XCTAssertNotNil(status.range(of: #"next try in (2 min|1[0-9]{2} s)"#, options: .regularExpression),
                        "the wait counts down: \(status)")
        XCTAssertEqual(searchRequests.count, 1)

        session.sendKeys("/", "C-u")
        session.type("linux")
        session.sendKeys("Enter")
        guard let held = session.waitFor("the new query held by the server's wait", until: { lines in
            lines.last?.contains("server error (503") == true && lines.contains { $0.contains("Search: linux") }
        }) else { return }
        XCTAssertNotNil(held.last?.range(of: #"next try in \d+"#, options: .regularExpression),
                        "the new query waits visibly: \(held.last ?? "")")
        XCTAssertFalse(held.joined().contains("kennethreitz/legit"), "no results before the wait is over")
        // No sleep: the run ends long before the 2 min retry-after, so any request for the new
        // query in the server's log would have been sent during the wait.
        session.sendKeys("C-c")
        XCTAssertFalse(session.isRunning, "Ctrl-C quits")
        XCTAssertFalse(searchRequests.contains { $0.contains("linux") },
                       "a search was sent during the server's retry-after: \(searchRequests)")
    }
}
