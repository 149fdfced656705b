import Foundation
import XCTest

/// Issue 27's Actions in-process: a job's log read once is readable offline, the same way to it
/// (the runs, the failed run, its failed job), every screen from the cache.
@MainActor
final class ActionsJourneyTests: JourneyTestCase {
    func testAJobLogReadOnceIsReadableOffline() async throws {
        let first = try launch(columns: 120, rows: 32)
        openFailedJobLog(first)
        guard first.waitFor("the failed job's log", until: { lines in
            lines.first?.contains("test (Python 3.8)") == true && lines.contains { $0.contains("▸ Run Set up job") }
        }) != nil else { return }
        first.sendKeys("C-c")
        XCTAssertFalse(first.isRunning, "quit")

        server.controls.dropsConnections = true
        let second = try launch(columns: 120, rows: 32)
        openFailedJobLog(second, recalled: true)
        guard second.waitFor("the log from the cache", until: { lines in
            lines.first?.contains("test (Python 3.8)") == true && lines.contains { $0.contains("▸ Run Set up job") }
        }) != nil else { return }
        second.sendKeys("e")
        second.waitFor("its error, offline") { lines in
            lines.contains { $0.contains("✗ Error: Process completed with exit code 1.") }
        }
        second.sendKeys("C-c")
        XCTAssertFalse(second.isRunning, "quit")
    }

    /// The search (typed, or recalled at launch), the detail, `a`, the failed run, its failed job.
    private func openFailedJobLog(_ session: InProcessApp, recalled: Bool = false) {
        if recalled {
            session.waitForSelection("PyGithub/PyGithub")
        } else {
            search(session, "trigger-conversation", expecting: "PyGithub/PyGithub")
        }
        session.sendKeys("Enter")
        session.waitForText("github › PyGithub/PyGithub")
        session.sendKeys("a")
        session.waitFor("the runs listed") { lines in
            lines.first?.contains("› actions") == true && lines.contains { $0.contains("✗ CI") && $0.contains("#6") }
        }
        session.sendKeys("j")
        session.sendKeys("Enter")
        session.waitFor("the failed run's jobs") { lines in
            lines.first?.contains("CI #6") == true && lines.contains { $0.contains("5. Run tests  ← failed") }
        }
        session.sendKeys("Enter")
    }
}
