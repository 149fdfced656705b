import Foundation
import TerminalUI
import XCTest

/// Issue 18's files screen in-process: `f` on a detail lists the tree at the repository's
/// default branch (one request), Enter opens a directory, ← goes up, `/` finds a path in the
/// whole tree, and Esc goes back screen by screen, each exactly as it was.
@MainActor
final class FilesJourneyTests: JourneyTestCase {
    func testFOpensTheTreeDirectoriesOpenSlashFindsAndEscGoesBack() async throws {
        let session = try launch()
        openFzf(session)
        session.sendKeys("f")
        guard let root = session.waitForText("github › junegunn/fzf › files", "github3/", "setup.py") else { return }
        // Directories first, each with how many entries it holds; files with their sizes.
        let names = root.dropFirst(2).prefix(5).map { firstField($0) }
        XCTAssertEqual(names, ["docs/", "github3/", "images/", "tests/", ".gitignore"], root.joined(separator: "\n"))
        XCTAssertTrue(root.contains { $0.contains("setup.py") && $0.hasSuffix("2.5 KB") }, root.joined(separator: "\n"))
        XCTAssertEqual(requestLines.filter { $0.contains("/git/trees/") }.count, 1, "one request for the tree")

        session.sendKeys("Down", "Enter")
        session.waitForText("github › junegunn/fzf › files @ master › github3", "repos/")
        session.sendKeys("Left")
        session.waitFor("the root again, github3/ selected") { lines in
            lines.first?.hasSuffix("files @ master") == true && lines.count > 3 && lines[3].contains("github3/")
        }

        session.sendKeys("/")
        session.type("reposrepo")
        session.waitFor("github3/repos/repo.py found") { lines in
            lines.contains { $0.hasPrefix(" Find: reposrepo") } && lines.contains { $0.contains("github3/repos/repo.py") }
        }
        // The characters that matched are highlighted (underlined), the others not (issue 28).
        let found = try XCTUnwrap(session.screen().firstIndex { $0.contains("github3/repos/repo.py") })
        let styles = Set((0..<session.surface.size.columns).map { session.surface.styleAt(row: found, column: $0) })
        XCTAssertTrue(styles.contains(.prose([.bold, .underline])) || styles.contains(.selectedLink),
                      "no underlined match: \(styles)")
        session.sendKeys("Escape")
        session.waitFor("the listing again") { !$0.contains { $0.hasPrefix(" Find:") } }
        session.sendKeys("Escape")
        session.waitFor("the detail screen, as it was") { lines in
            lines.first?.contains("junegunn/fzf") == true && !lines.joined().contains("› files")
        }
        session.sendKeys("Escape")
        session.waitForText("Search: readme-fixtures")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }
}
