import Foundation
import XCTest

/// Issue 27 in the real binary against the fixture server (its log host on a second port): a
/// repository's workflow runs with `a`, the failed run with Enter (its failed job selected), the
/// job's 50,000-line log with Enter, `e` to its error, then Esc back to the run and to the runs.
final class ActionsEndToEndTests: EndToEndTestCase {
    func testARepositorysRunsAFailedRunItsFailedJobsLogTheErrorAndBack() throws {
        let session = try launchInteractive(width: 120, height: 32)
        session.waitForText("Search:")
        session.type("trigger-conversation")
        session.sendKeys("Enter")
        session.waitForText("PyGithub/PyGithub")
        session.sendKeys("Enter")
        session.waitFor("the detail screen") { $0.first?.contains("PyGithub/PyGithub") == true }
        session.sendKeys("a")
        guard session.waitFor("the runs listed", until: { lines in
            lines.first?.contains("› actions") == true && lines.contains { $0.contains("✗ CI") && $0.contains("#6") }
        }) != nil else { return }

        session.sendKeys("j")
        session.sendKeys("Enter")
        guard let run = session.waitFor("the failed run's jobs", until: { lines in
            lines.first?.contains("CI #6") == true && lines.contains { $0.contains("5. Run tests  ← failed") }
        }) else { return }
        XCTAssertTrue(run.last?.contains("6 jobs · 1 failed") == true, run.joined(separator: "\n"))

        session.sendKeys("Enter")
        session.waitFor("the failed job's log") { lines in
            lines.first?.contains("test (Python 3.8)") == true && lines.contains { $0.contains("▸ Run Set up job") }
        }
        session.sendKeys("e")
        guard let error = session.waitFor("the error on screen", until: { lines in
            lines.contains { $0.contains("✗ Error: Process completed with exit code 1.") }
                && lines.last?.contains("error 1 of 1") == true
        }) else { return }
        XCTAssertTrue(error.contains { $0.contains("! Warning:") }, error.joined(separator: "\n"))
        XCTAssertFalse(error.joined().contains("\u{1B}"), "no escape sequence of the log reaches the screen as text")

        session.sendKeys("Escape")
        session.waitFor("back on the run") { lines in
            lines.first?.hasSuffix("CI #6") == true && lines.contains { $0.contains("← failed") }
        }
        session.sendKeys("Escape")
        session.waitFor("back on the runs") { lines in lines.first?.contains("› actions") == true }
        let requests = server.requestLines()
        XCTAssertEqual(requests.filter { $0.contains("/actions/jobs/11421878402/logs") }.count, 1, requests.joined(separator: "\n"))
    }
}
