import Foundation
import XCTest

/// Issue 29's blame in the real binary and a real terminal: `B` on a file shows each run of
/// lines' short SHA beside the code (GitHub's GraphQL, answered by the fixture server's made
/// blame), Enter on a line opens that line's commit, and `B` again the plain file; without a
/// token a sentence and nothing sent.
final class BlameEndToEndTests: EndToEndTestCase {
    /// The commit the made blame gives the file's first lines (the recorded history's first).
    private static let sha = "977560f205a84449522988b52e196f4bf502f79a"

    func testBShowsTheSHAsAndEnterOpensTheLinesCommit() throws {
        let session = try launchInteractive(width: 160, environment: ["GH_TOKEN": "ghp_blame_e2e"])
        openFzfFile(session, path: "github3/repos/repo.py")
        session.waitFor("repo.py numbered") { lines in
            lines.first?.contains("github3/repos/repo.py") == true && lines.count > 3
                && lines[2].range(of: #"^ +1 "#, options: .regularExpression) != nil
        }
        session.sendKeys("B")
        session.waitFor("the blame beside the lines") { lines in
            lines.count > 3 && lines[2].hasPrefix("977560f Jesse Keating") && lines.joined().contains("blame at master")
        }
        XCTAssertTrue(server.requestLines().contains("POST /graphql"))
        session.sendKeys("Down")
        session.waitForText("977560f Jesse Keating, 2017-12-29: Merge pull request #759")
        session.sendKeys("Enter")
        session.waitFor("the commit's screen") { lines in lines.first?.hasSuffix("› 977560f") == true }
        XCTAssertTrue(server.requestLines().contains { $0.hasPrefix("GET /repos/junegunn/fzf/commits/\(Self.sha)") })
        session.sendKeys("Escape")
        session.waitFor("back on the blamed file") { lines in lines.count > 3 && lines[2].hasPrefix("977560f ") }
        session.sendKeys("B")
        session.waitFor("the plain file") { lines in
            lines.count > 3 && lines[2].range(of: #"^ +1 "#, options: .regularExpression) != nil
        }
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }

    func testWithoutATokenASentenceAndNoRequest() throws {
        let session = try launchInteractive(width: 160)
        openFzfFile(session, path: "github3/repos/repo.py")
        session.waitForText("lines ·")
        session.sendKeys("B")
        session.waitForText("blame needs a token (GitHub's GraphQL API)")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
        XCTAssertFalse(server.requestLines().contains { $0.hasPrefix("POST") })
    }
}
