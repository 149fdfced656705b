import FixtureServer
import Foundation
import XCTest

/// Issue 29's `C` in the real binary with the real git: a local bare repository stands in for
/// github.com through the test's own git configuration (no system file; a global one whose
/// `insteadOf` rewrites `https://github.com/junegunn/fzf` to it), the directory asked on the status
/// line, and the status line says where the clone went.
final class CloneEndToEndTests: EndToEndTestCase {
    func testCClonesIntoTheDirectoryTypedAndSaysWhere() throws {
        let origin = try GitStandInRepository(in: scratch.url.path, fullName: "junegunn/fzf", file: "README.md",
                                              contents: "cloned from the stand-in\n", branch: "master")

        let target = scratch.path("clones/fzf")
        let session = try launchInteractive(width: 160, term: "xterm-256color", environment: origin.gitEnvironment)
        openFzf(session)
        session.sendKeys("C")
        session.waitForText("Clone into: ./fzf")
        session.sendKeys("C-u")
        session.type(target)
        session.sendKeys("Enter")
        session.waitForText("cloned junegunn/fzf into \(target)")
        XCTAssertEqual(try String(contentsOfFile: target + "/README.md", encoding: .utf8), "cloned from the stand-in\n")

        // Again into the same directory: refused before git runs.
        session.sendKeys("C")
        session.waitForText("Clone into: ./fzf")
        session.sendKeys("C-u")
        session.type(target)
        session.sendKeys("Enter")
        session.waitForText("not cloned: \(target) exists and is not an empty directory")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }
}
