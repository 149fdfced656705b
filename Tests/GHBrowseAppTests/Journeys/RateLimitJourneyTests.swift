import Foundation
import XCTest

/// Issue 8's "Done when": a rate-limited search is not retried because keys are pressed.
/// The fixture server's request log is the witness: it records every request ghbrowse sends.
@MainActor
final class RateLimitJourneyTests: JourneyTestCase {
    func testFortyKeyPressesAfterARateLimitedSearchSendNoFurtherSearchBeforeTheReset() async throws {
        let session = try launch()
        session.waitForText("Search:")
        session.type("trigger-ratelimit")
        session.sendKeys("Enter")
        guard session.waitForText("rate limit reached") != nil else { return }
        XCTAssertEqual(searchRequests.count, 1, "\(searchRequests)")

        // Forty moves through the (empty) results: the server's reset is 42 s away.
        let moves = ["j", "k", "NPage", "PPage", "G", "g", "Down", "Up", "End", "Home"]
        for _ in 0..<4 {
            for key in moves { session.sendKeys(key) }
        }
        // Keys are handled in order: once the help screen opens, all forty have been handled.
        session.sendKeys("?")
        guard session.waitFor("the help screen after the forty keys", until: { lines in
            // The help opens at the section it was asked from (Results).
            lines.first?.contains("Keys") == true && lines.contains { $0.contains("move up") }
        }) != nil else { return }
        session.sendKeys("Escape")
        guard let after = session.waitForText("rate limit reached") else { return }

        XCTAssertEqual(searchRequests.count, 1,
                       "key presses sent searches before the reset: \(searchRequests)")
        XCTAssertEqual(requestLines.filter { $0.hasPrefix("GET /search/") }.count, 1,
                       "the server's own log agrees")
        let status = after.last ?? ""
        XCTAssertNotNil(status.range(of: #"resets in \d+ s"#, options: .regularExpression), "status line: \(status)")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }
}
