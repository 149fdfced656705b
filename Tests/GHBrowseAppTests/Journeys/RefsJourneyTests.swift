import Foundation
import XCTest

/// Issue 18's branches and tags in-process: `b` on a detail loads them and offers the
/// chooser (branches first, the default marked, then tags); typing filters; picking a tag makes it
/// the current ref: the detail's facts show it, the README is asked for at it, and `f` lists the
/// tree at it.
@MainActor
final class RefsJourneyTests: JourneyTestCase {
    func testBPicksATagAndTheDetailTheReadmeAndTheFilesFollowIt() async throws {
        let session = try launch()
        openFzf(session)
        session.sendKeys("b")
        guard let chooser = session.waitForText("github › junegunn/fzf › branches and tags", "branch  archive-repository",
                                                "tag     v2.5.0") else { return }
        let rows = chooser.filter { $0.hasPrefix(" branch") || $0.hasPrefix(" tag") }
        // The default branch first, marked (the fixture's fzf is hello-world renamed: master).
        XCTAssertTrue(rows.first?.contains("branch  master  · default") == true, chooser.joined(separator: "\n"))
        XCTAssertLessThan(rows.firstIndex { $0.contains("branch  stable/0.9") } ?? .max,
                          rows.firstIndex { $0.contains("tag     v2.5.0") } ?? -1, "branches before tags")
        let log = requestLines
        XCTAssertTrue(log.contains { $0.contains("/repos/junegunn/fzf/branches") }, log.joined(separator: "\n"))
        XCTAssertTrue(log.contains { $0.contains("/repos/junegunn/fzf/tags") }, log.joined(separator: "\n"))

        session.type("v2.4")
        session.waitFor("only v2.4.0 left") { lines in
            lines.contains { $0.contains("tag     v2.4.0") } && !lines.contains { $0.contains("v2.5.0") }
        }
        session.sendKeys("Enter")
        session.waitFor("the detail at v2.4.0") { lines in
            !lines.joined().contains("branches and tags")
                && lines.contains { $0.contains("Current ref") && $0.contains("v2.4.0") }
        }
        session.waitFor("the README asked for at v2.4.0") { _ in
            (self.requestLines).contains { $0.contains("/readme?ref=v2.4.0") }
        }

        session.sendKeys("f")
        session.waitForText("github › junegunn/fzf › files", "github3/", "setup.py")
        let trees = requestLines.filter { $0.contains("/git/trees/") }
        XCTAssertEqual(trees.count, 1, trees.joined(separator: "\n"))
        XCTAssertTrue(trees.first?.contains("/repos/junegunn/fzf/git/trees/v2.4.0") == true, trees.joined(separator: "\n"))

        session.sendKeys("Escape")
        session.waitFor("the detail, still at v2.4.0") { lines in
            !lines.joined().contains("› files") && lines.contains { $0.contains("Current ref") && $0.contains("v2.4.0") }
        }
        // `c` follows the ref too.
        session.sendKeys("c")
        session.waitForText("github › junegunn/fzf › commits")
        session.waitFor("the history asked for at v2.4.0") { _ in
            (self.requestLines).contains { $0.contains("/repos/junegunn/fzf/commits?") && $0.contains("sha=v2.4.0") }
        }
        session.sendKeys("Escape")
        session.waitFor("the detail again") { !$0.joined().contains("› commits") }
        session.sendKeys("Escape")
        session.waitForText("Search: readme-fixtures")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }
}
