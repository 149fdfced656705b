import Glibc
import Store
import XCTest

final class PosixProcessLauncherTests: XCTestCase {
    private let launcher = PosixProcessLauncher()

    /// Polls the non-blocking exit check until the child has ended (bounded, not a timing assertion).
    private func exitStatus(of pid: Int32) -> Int32? {
        for _ in 0..<1_000 {
            if let status = launcher.exitStatus(of: pid) { return status }
            usleep(10_000)
        }
        return nil
    }

    func testItStartsAProgramAndReapsItsExitStatus() throws {
        guard case .success(let pid) = launcher.launch(["sh", "-c", "exit 7"]) else {
            return XCTFail("could not start sh")
        }
        XCTAssertEqual(exitStatus(of: pid), 7)
        XCTAssertEqual(launcher.exitStatus(of: pid), -1, "a reaped child is gone: no zombie is left behind")
    }

    func testARunningProgramIsReportedAsRunningWithoutWaiting() throws {
        guard case .success(let pid) = launcher.launch(["sleep", "30"]) else {
            return XCTFail("could not start sleep")
        }
        XCTAssertNil(launcher.exitStatus(of: pid), "the check returns at once while the program runs")
        kill(pid, SIGKILL)
        XCTAssertEqual(exitStatus(of: pid), 128 + SIGKILL)
    }

    func testAMissingProgramIsAnError() {
        guard case .failure(let error) = launcher.launch(["/nonexistent/browser"]) else {
            return XCTFail("a missing program must not start")
        }
        XCTAssertTrue(error.reason.contains("/nonexistent/browser"), error.reason)
    }
}
