import Foundation
import Glibc
import Store
import TestSupport
import XCTest

/// `PosixOutputCapturingRunner`: what a helper prints, its status, and the time limit killing
/// it and whatever it started.
final class OutputCapturingRunnerTests: XCTestCase {
    private let runner = PosixOutputCapturingRunner()

    func testKeepsStandardOutputAndTheStatusButNotStandardError() {
        let outcome = runner.run(["/bin/sh", "-c", "echo out; echo err >&2; exit 3"], timeLimit: .seconds(5))
        XCTAssertEqual(outcome, .exited(status: 3, output: Array("out\n".utf8)))
    }

    func testAProgramThatIsNotThereFailsToStart() {
        guard case .failedToStart = runner.run(["/nonexistent/program"], timeLimit: .seconds(5)) else {
            return XCTFail("a missing program started")
        }
    }

    func testAHangingProgramAndItsChildrenAreKilledAtTheLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pidFile = directory.appending("child.pid")
        // The shell starts a child that would outlive it, then waits.
        let outcome = runner.run(["/bin/sh", "-c", "sleep 60 & echo $! > '\(pidFile)'; wait"], timeLimit: .milliseconds(300))
        XCTAssertEqual(outcome, .timedOut)
        let child = Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines))
        let pid = try XCTUnwrap(child)
        // Killed with its process group (a zombie until whoever inherits it reaps it counts as dead).
        var alive = isRunning(pid)
        for _ in 0..<100 where alive {
            usleep(10_000)
            alive = isRunning(pid)
        }
        XCTAssertFalse(alive, "the child of the hanging program was killed too")
    }

    func testOutputBeyondTheLimitIsDropped() {
        let small = PosixOutputCapturingRunner(outputLimit: 10)
        let outcome = small.run(["/bin/sh", "-c", "printf '0123456789abcdef'"], timeLimit: .seconds(5))
        XCTAssertEqual(outcome, .exited(status: 0, output: Array("0123456789".utf8)))
    }

    /// Whether `pid` exists and is not a zombie (`/proc/PID/stat`'s state after the command name).
    private func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
        return state != "Z" && state != "X"
    }
}
