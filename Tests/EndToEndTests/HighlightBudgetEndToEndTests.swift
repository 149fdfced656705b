import Foundation
import XCTest

/// Issue 31, item 3, in the real binary: files that used to freeze the screen while they were
/// highlighted (200,000 `<a>` on one line; 9.4 MB of line breaks) answer keys at once, and
/// leaving them lets the next file be highlighted without waiting behind them.
final class HighlightBudgetEndToEndTests: EndToEndTestCase {
    /// Generous: the point is that the screen answers at all (before the fix it did not for
    /// minutes), not how fast; the figures are in Benchmarks/README.md.
    private let deadline: TimeInterval = 30

    private func openPathologicalFiles(_ session: TmuxSession) {
        session.waitForText("Search:")
        session.type("trigger-pathological-files")
        session.sendKeys("Enter")
        session.waitForText("ghbrowse-fixtures/pathological")
        session.sendKeys("Enter")
        session.waitFor("the detail screen") { $0.first?.contains("ghbrowse-fixtures/pathological") == true }
        session.sendKeys("f")
        session.waitFor("the files listed", timeout: deadline) { lines in
            lines.first?.contains("› files") == true && lines.contains { $0.hasPrefix(" pathological/") }
        }
    }

    private func find(_ session: TmuxSession, _ path: String) {
        session.sendKeys("/")
        session.type(path)
        session.waitFor("\(path) found") { lines in lines.dropFirst().contains { $0.contains(path) } }
        session.sendKeys("Enter")
    }

    /// Esc from the file `name` to the files screen, Esc again out of finding.
    private func leave(_ session: TmuxSession, _ name: String) {
        session.sendKeys("Escape")
        session.waitFor("the files screen after \(name)", timeout: deadline) { lines in
            lines.first?.contains("› files") == true && lines.first?.contains(name) == false
        }
        session.sendKeys("Escape")
        session.waitFor("the listing after \(name)", timeout: deadline) { !$0.contains { $0.hasPrefix("Find:") } }
    }

    /// The body row showing line `number`, if one does.
    private func row(_ lines: [String], number: Int) -> String? {
        lines.dropFirst(2).dropLast().first { $0.range(of: "^ *\(number)( |$)", options: .regularExpression) != nil }
    }

    func testKeysAreAnsweredInPathologicalFilesAndTheNextFileIsHighlighted() throws {
        let session = try launchInteractive(width: 100, height: 30, term: "xterm-256color")
        openPathologicalFiles(session)

        // 200,000 `<a>` on line 1, then 1,000 CDATA lines: G reaches the end, k moves up one.
        find(session, "pathological/nested.xml")
        session.waitFor("nested.xml shown", timeout: deadline) { lines in
            lines.first?.contains("nested.xml") == true && self.row(lines, number: 1) != nil
        }
        session.sendKeys("G")
        session.waitFor("G answered: the last line at the bottom", timeout: deadline) { lines in
            lines.first?.contains("nested.xml") == true && self.row(lines, number: 1001)?.contains("line 999") == true
        }
        session.sendKeys("k")
        session.waitFor("k answered: line 1001 gone", timeout: deadline) { lines in
            self.row(lines, number: 1001) == nil && self.row(lines, number: 1000) != nil
        }
        session.sendKeys("g")
        session.waitFor("g answered: line 1 again", timeout: deadline) { lines in self.row(lines, number: 1) != nil }

        // Leave it while it may still be highlighted; the files screen answers.
        leave(session, "nested.xml")

        // 9.4 million empty lines: G and k answered.
        find(session, "pathological/newlines.c")
        session.waitFor("newlines.c shown", timeout: deadline) { lines in
            lines.first?.contains("newlines.c") == true && self.row(lines, number: 1) != nil
        }
        session.sendKeys("G")
        session.waitFor("G answered in newlines.c", timeout: deadline) { lines in self.row(lines, number: 9_400_000) != nil }
        session.sendKeys("k")
        session.waitFor("k answered in newlines.c", timeout: deadline) { lines in
            self.row(lines, number: 9_400_000) == nil && self.row(lines, number: 9_399_999) != nil
        }
        leave(session, "newlines.c")

        // The next file is highlighted: its keywords in the theme's colours.
        find(session, "github3/repos/repo.py")
        session.waitFor("repo.py highlighted", timeout: deadline) { lines in
            lines.first?.contains("repo.py") == true && lines.last?.contains("Python") == true
        }
        let colours = TmuxSession.foregroundColours(Array(session.screen(attributes: true).dropFirst(2).dropLast()))
        XCTAssertGreaterThanOrEqual(colours.count, 2, "repo.py's colours: \(colours.sorted())")

        // Ctrl-C is answered too (a key in raw mode: it quits as SIGINT would).
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130 (128 + SIGINT)")
    }
}
