import Foundation
import XCTest

/// Issue 29's `d` in the real binary: the prompt offers `./NAME` on the status line, the path is
/// taken as typed, the file lands there, and a second save asks before overwriting (n keeps it).
final class SaveFileEndToEndTests: EndToEndTestCase {
    func testDSavesTheFileWhereTypedAndAsksBeforeOverwriting() throws {
        let target = scratch.path("saved-repo.py")
        let session = try launchInteractive(term: "xterm-256color", environment: [:])
        openFzfFile(session, path: "github3/repos/repo.py")
        guard session.waitFor("repo.py shown", until: { lines in
            lines.first?.contains("github3/repos/repo.py") == true && lines.count > 3
        }) != nil else { return }
        saveAs(session, offered: "./repo.py", path: target)
        guard session.waitFor("saved", until: { $0.last?.contains("saved") == true }) != nil else { return }
        XCTAssertTrue(FileManager.default.fileExists(atPath: target))
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: scratch.path(""))
            .contains { $0.contains("ghbrowse-part") }, "no temporary file is left")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
        saveAs(session, offered: "./repo.py", path: target)
        session.waitForText("exists. Overwrite? (y/n)")
        session.sendKeys("n")
        session.waitForText("was left as it was")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "mine")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }
}
