import Foundation
import XCTest

/// Issue 29's `e` in the real binary: `$EDITOR` (a stand-in script that records its arguments
/// and the file it was given) runs on the terminal, and ghbrowse's screen comes back intact.
final class ExternalEditorEndToEndTests: EndToEndTestCase {
    func testEOpensTheFileInTheEditorAndTheScreenComesBack() throws {
        let record = scratch.path("editor-record.txt")
        let editor = scratch.path("stand-in-editor.sh")
        try """
            #!/bin/sh
            printf '%s\\n' "$@" > \(record).tmp
            head -n 3 "$2" >> \(record).tmp
            mv \(record).tmp \(record)
            echo "EDITOR RUNNING"
            read line
            """.write(toFile: editor, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(editor, 0o755), 0)
        let session = try launchInteractive(term: "xterm-256color",
                                            environment: ["EDITOR": "\(editor) --wait", "VISUAL": ""])
        openFzfFile(session, path: "github3/repos/repo.py")
        guard let before = session.waitFor("repo.py numbered", until: { lines in
            lines.first?.contains("github3/repos/repo.py") == true && lines.count > 3
                && lines[2].range(of: #"^ +1 "#, options: .regularExpression) != nil
        }) else { return }
        session.sendKeys("e")
        session.waitForText("EDITOR RUNNING")
        let arguments = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(arguments.first, "--wait", arguments.joined(separator: "\n"))
        XCTAssertTrue(arguments.count > 1 && arguments[1].hasSuffix("/repo.py"), arguments.joined(separator: "\n"))
        XCTAssertTrue(arguments.count > 1 && arguments[1].contains("/ghbrowse-"), arguments.joined(separator: "\n"))
        session.sendKeys("Enter")
        guard let after = session.waitFor("the file again, back from the editor", until: { lines in
            lines.last?.contains("back from") == true
        }) else { return }
        // Every line but the status line is as it was.
        XCTAssertEqual(Array(after.dropLast()), Array(before.dropLast()))
        XCTAssertFalse(FileManager.default.fileExists(atPath: arguments.count > 1 ? arguments[1] : "/"),
                       "the temporary copy is removed")
        // The keys work as before: the screen is ghbrowse's again.
        session.sendKeys("l")
        session.waitFor("the numbers gone") { lines in
            lines.count > 3 && lines[2].range(of: #"^ +1 "#, options: .regularExpression) == nil
        }
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }
}
