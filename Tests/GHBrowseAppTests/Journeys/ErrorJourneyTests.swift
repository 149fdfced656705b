import Foundation
import XCTest

/// GitHub's failures are sentences on the status line, and the app keeps working after them.
@MainActor
final class ErrorJourneyTests: JourneyTestCase {
    func testRateLimitAndInvalidQueryAreSentencesAndTheNextSearchWorks() async throws {
        var session = try launch()
        session.waitForText("Search:")
        session.type("trigger-ratelimit")
        session.sendKeys("Enter")
        guard let limited = session.waitForText("rate limit reached") else { return }
        let status = limited.last ?? ""
        XCTAssertNotNil(status.range(of: #"search rate limit reached; resets in (4[0-2]) s"#, options: .regularExpression),
                        "status line: \(status)")
        XCTAssertTrue(status.contains("GH_TOKEN"), "no hint to set GH_TOKEN: \(status)")

        // While the search budget is spent, a new query is kept and nothing is sent for it.
        session.sendKeys("/", "C-u")
        session.type("trigger-invalid")
        session.sendKeys("Enter")
        session.waitFor("the limit still said") { $0.last?.contains("rate limit reached") == true }
        // No sleep: the run ends long before the limit's 42 s, so any request for the new query
        // in the server's log would have been sent during the limit.
        session.sendKeys("C-c")
        XCTAssertFalse(session.isRunning, "Ctrl-C quits")
        XCTAssertFalse(searchRequests.contains { $0.contains("trigger-invalid") },
                       "a search was sent during the limit: \(searchRequests)")

        // A new run, with a history of its own (an empty query field, not the limited search
        // recalled): GitHub's own words for an invalid query (422).
        session = try launch(history: "history-second")
        session.waitForText("Search:")
        session.sendKeys("C-u")
        session.type("trigger-invalid")
        session.sendKeys("Enter")
        guard let invalid = session.waitForText("Validation Failed") else { return }
        XCTAssertFalse(invalid.joined().contains("rate limit reached"), "the old error is still shown")

        // Nothing found is said, not an empty screen.
        session.sendKeys("/", "C-u")
        session.type("nothing-matches")
        session.sendKeys("Enter")
        session.waitForText("No repositories match")

        // And the app still searches.
        session.sendKeys("/", "C-u")
        session.type("github")
        session.sendKeys("Enter")
        guard let results = session.waitForText("kennethreitz/legit", "2,723 repositories") else { return }
        XCTAssertFalse(results.joined().contains("Validation Failed"))
        session.sendKeys("j")
        session.waitForSelection(firstField(results[3]))
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }
}
