import Foundation
import XCTest

/// Issue 29's `/` in a text, in the real binary: a word searched in a file as it is typed (the
/// count on the status line, the current match in reverse video), `n` / `N` stepping through the
/// matches with wrap-around, Esc ending the search where the reader is.
final class TextFindEndToEndTests: EndToEndTestCase {
    func testAWordSearchedInAFileAndSteppedThrough() throws {
        let session = try launchInteractive(term: "xterm-256color")
        openFzfFile(session, path: "github3/repos/repo.py")
        session.waitFor("repo.py shown") { lines in
            lines.first?.contains("github3/repos/repo.py") == true && lines.last?.contains("Python") == true
        }

        // 53 lines of the file hold "self._json" (case aside); the first is line 116.
        session.sendKeys("/")
        session.type("self._json")
        guard let found = session.waitFor("the first match counted and shown", until: { lines in
            lines.last?.hasPrefix("/self._json  1 of 53") == true
                && lines.contains { $0.range(of: #"^ *116 .*self\._json"#, options: .regularExpression) != nil }
        }) else { return }
        let coloured = session.screen(attributes: true).filter { $0.contains("json") }
        XCTAssertTrue(TmuxSession.styleParameters(coloured).contains("7"),
                      "no reverse video on the current match: \(found.joined(separator: "\n"))")

        session.sendKeys("Enter", "n")
        session.waitFor("the second match") { lines in
            lines.last?.hasPrefix("/self._json  2 of 53") == true
                && lines.contains { $0.range(of: #"^ *169 "#, options: .regularExpression) != nil }
        }
        session.sendKeys("N", "N")
        session.waitFor("wrapped to the last match") { $0.last?.hasPrefix("/self._json  53 of 53") == true }
        session.sendKeys("n")
        session.waitFor("wrapped to the first match") { $0.last?.hasPrefix("/self._json  1 of 53") == true }

        // Esc ends the search; the place stays (line 116 still on screen); Esc again goes back.
        session.sendKeys("Escape")
        session.waitFor("the search ended, the place kept") { lines in
            lines.last?.contains("Python") == true
                && lines.contains { $0.range(of: #"^ *116 "#, options: .regularExpression) != nil }
        }
        session.sendKeys("Escape")
        session.waitFor("the files screen again") { lines in
            lines.first?.contains("› files") == true && lines.first?.contains("repo.py") == false
        }
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130 (128 + SIGINT)")
    }
}
