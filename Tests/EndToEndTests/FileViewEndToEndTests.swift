import Foundation
import XCTest

/// Issue 18's file view in the real binary: a Python file found from the files screen opens
/// numbered and coloured by libGHBHighlight, `l` hides the numbers, → scrolls sideways, a binary
/// file is a sentence, and Esc goes back to the files as they were.
final class FileViewEndToEndTests: EndToEndTestCase {
    func testAPythonFileOpensNumberedAndColouredAndEscGoesBack() throws {
        let session = try launchInteractive(term: "xterm-256color")
        openFzfFile(session, path: "github3/repos/repo.py")
        guard let file = session.waitFor("repo.py numbered and highlighted", until: { lines in
            lines.first?.contains("files @ master › github3/repos/repo.py") == true && lines.count > 3
                && lines[2].range(of: #"^ +1 "#, options: .regularExpression) != nil
                && lines.last?.contains("Python") == true
        }) else { return }
        XCTAssertNotNil(file[3].range(of: #"^ +2 "#, options: .regularExpression), file.joined(separator: "\n"))
        XCTAssertTrue(file.last?.contains("lines") == true, file.joined(separator: "\n"))

        // The code's colours are the theme's (256-colour SGR 38;5;N), more than one.
        let coloured = session.screen(attributes: true)
        let body = Array(coloured.dropFirst(2).dropLast())
        let parameters = TmuxSession.styleParameters(body)
        XCTAssertTrue(parameters.contains { $0.hasPrefix("38;") }, "no foreground colour in the code: \(parameters.sorted())")
        let colours = TmuxSession.foregroundColours(body)
        XCTAssertGreaterThanOrEqual(colours.count, 2, "the code's colours: \(colours.sorted())")

        session.sendKeys("l")
        session.waitFor("the numbers gone") { lines in
            lines.count > 3 && lines[2].range(of: #"^ +1 "#, options: .regularExpression) == nil
        }
        session.sendKeys("l")
        session.waitFor("the numbers back") { lines in
            lines.count > 3 && lines[2].range(of: #"^ +1 "#, options: .regularExpression) != nil
        }

        session.sendKeys("Escape")
        session.waitFor("the files screen again") { lines in
            lines.first?.contains("› files") == true && lines.first?.contains("repo.py") == false
        }
        // The files screen is as it was: still finding; then back screen by screen.
        session.sendKeys("Escape")
        session.waitFor("the listing again") { !$0.contains { $0.hasPrefix(" Find:") } }
        session.sendKeys("Escape")
        session.waitFor("the detail screen") { lines in
            lines.first?.contains("junegunn/fzf") == true && !lines.joined().contains("› files")
        }
        session.sendKeys("Escape")
        session.waitForText("Search: readme-fixtures")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }
}
