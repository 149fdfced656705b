import Foundation
import XCTest

/// Every way out gives the terminal back; without a terminal the app refuses to draw.
final class TerminalRestoreTests: EndToEndTestCase {
    func testSIGTERMRestoresTheTerminal() throws {
        try assertSignalRestoresTerminal(SIGTERM, name: "SIGTERM")
    }

    func testSIGHUPRestoresTheTerminal() throws {
        try assertSignalRestoresTerminal(SIGHUP, name: "SIGHUP")
    }

    func testInteractiveModeWithoutATerminalSaysSoAndFails() throws {
        let result = try runCommandLine([])
        XCTAssertNotEqual(result.status, 0, "ghbrowse without a TTY exited 0")
        XCTAssertFalse(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                       "no message on stderr")
        XCTAssertTrue(result.stderr.lowercased().contains("terminal") || result.stderr.contains("TTY"), result.stderr)
        XCTAssertFalse(result.stdoutBytes.contains(0x1B), "escape codes drawn into a pipe: \(result.stdout)")
        XCTAssertEqual(server.requestLines(), [], "it should not have searched")
    }

    private func assertSignalRestoresTerminal(_ signal: Int32, name: String,
                                              file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try launchInteractive()
        session.waitForText("Search:", file: file, line: line)
        session.type("github")
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories", file: file, line: line)
        guard let pid = session.appPID else {
            XCTFail("no pid recorded for ghbrowse", file: file, line: line)
            return
        }
        XCTAssertTrue(session.isAlternateScreenOn, "the app should be on the alternate screen", file: file, line: line)
        XCTAssertEqual(kill(pid, signal), 0, file: file, line: line)
        // The run loop takes the signal from its pipe, restores the terminal and exits with 128+n, as a shell reports it.
        assertTerminalRestored(session, expectedStatus: { $0 == 128 + Int(signal) },
                               statusDescription: "\(128 + signal) for \(name)", file: file, line: line)
    }
}
