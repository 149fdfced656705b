import Foundation
import XCTest

/// Issue 18's files screen in the real binary: `f` on a detail lists the tree at the repository's
/// default branch (one request), Enter opens a directory, ← goes up, `/` finds a path in the
/// whole tree, and Esc goes back screen by screen, each exactly as it was.
final class FilesEndToEndTests: EndToEndTestCase {
    func testFOpensTheTreeDirectoriesOpenSlashFindsAndEscGoesBack() throws {
        let session = try launchInteractive()
        openFzf(session)
        session.sendKeys("f")
        guard let root = session.waitForText("github › junegunn/fzf › files", "github3/", "setup.py") else { return }
        // Directories first, each with how many entries it holds; files with their sizes.
        let names = root.dropFirst(2).prefix(5).map { TmuxSession.firstField($0) }
        XCTAssertEqual(names, ["docs/", "github3/", "images/", "tests/", ".gitignore"], root.joined(separator: "\n"))
        XCTAssertTrue(root.contains { $0.contains("setup.py") && $0.hasSuffix("2.5 KB") }, root.joined(separator: "\n"))
        XCTAssertEqual(try server.controlRequestLog().filter { $0.contains("/git/trees/") }.count, 1, "one request for the tree")

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
        let styled = session.screen(attributes: true).filter { line in
            line.replacingOccurrences(of: "\u{1B}\\[[0-9;:]*m", with: "", options: .regularExpression)
                .contains("github3/repos/repo.py")
        }
        XCTAssertTrue(TmuxSession.styleParameters(styled).contains("4"), "no underlined match: \(styled)")
        session.sendKeys("Escape")
        session.waitFor("the listing again") { !$0.contains { $0.hasPrefix(" Find:") } }
        session.sendKeys("Escape")
        session.waitFor("the detail screen, as it was") { lines in
            lines.first?.contains("junegunn/fzf") == true && !lines.joined().contains("› files")
        }
        session.sendKeys("Escape")
        session.waitForText("Search: readme-fixtures")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }
}
