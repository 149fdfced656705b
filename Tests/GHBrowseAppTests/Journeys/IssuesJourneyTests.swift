import Foundation
import XCTest

/// Issue 26's issues in-process: `i` on a detail lists the recorded open issues of
/// PyGithub/PyGithub, Enter opens #1136's conversation with its comments from all three recorded
/// pages, `/` searches with GitHub's qualifiers, and Esc goes back one screen at a time.
@MainActor
final class IssuesJourneyTests: JourneyTestCase {
    func testIssuesFromTheDetailThenAConversationThenASearchThenBackScreenByScreen() async throws {
        let session = try launch(columns: 110, rows: 32)
        search(session, "trigger-conversation", expecting: "PyGithub/PyGithub")
        session.sendKeys("Enter")
        session.waitForText("github › PyGithub/PyGithub")

        session.sendKeys("i")
        guard let list = session.waitForText("github › PyGithub/PyGithub › issues", "#1136",
                                             "Paginated list reversed", "#3042", "open issues loaded") else { return }
        XCTAssertTrue(list[2].contains("#1136") && list[2].contains("●"), list.joined(separator: "\n"))
        session.waitFor("the open issues asked for, recently updated first") { _ in
            self.requestLines.contains {
                $0.hasPrefix("GET /repos/PyGithub/PyGithub/issues?state=open&sort=updated&direction=desc&per_page=100")
            }
        }

        // #1136: its body's code, and the comments of every page, oldest first.
        session.sendKeys("Enter")
        guard let issue = session.waitForText("github › PyGithub/PyGithub › issues › #1136",
                                              "Paginated list reversed only gives the first page", "● open",
                                              "for comm in repo.get_commits(since=datetime).reversed:",
                                              "── @stale[bot]") else { return }
        XCTAssertFalse(issue.joined().contains("```"), "code is drawn as a block, not as fences")
        session.waitFor("all seven comments, from three pages") { lines in lines.last?.hasPrefix("7 comments") == true }
        XCTAssertTrue(requestLines.contains { $0.contains("/issues/1136/comments?per_page=100&page=1") })
        session.sendKeys("G")
        session.waitFor("the newest comment, from the third page") { lines in
            lines.contains { $0.contains("For reference, I did not set per_page") }
        }
        session.sendKeys("g", "n")
        session.waitFor("n: the first comment at the top") { lines in lines[2].contains("── @stale[bot]") }

        // Back to the list; #3372's comments mention #3377: Tab to it, Enter opens that issue's
        // conversation inside ghbrowse (not recorded: GitHub's 404 as a sentence), Esc comes back.
        session.sendKeys("Escape")
        session.waitForText("open issues loaded")
        session.sendKeys("j", "Enter")
        session.waitForText("github › PyGithub/PyGithub › issues › #3372")
        session.waitFor("#3372's comments") { lines in lines.last?.hasPrefix("4 comments") == true }
        var tabs = 0
        while tabs < 40, session.screen().last?.contains("issues/3377") != true {
            session.sendKeys("Tab")
            tabs += 1
        }
        session.sendKeys("Enter")
        session.waitForText("github › PyGithub/PyGithub › issues › #3372 › #3377", "Could not load #3377")
        XCTAssertFalse(requestLines.contains { $0.contains("xdg-open") })
        session.sendKeys("Escape")
        session.waitForText("github › PyGithub/PyGithub › issues › #3372")
        session.sendKeys("Escape")
        session.waitForText("23 open issues ·") // the next page, asked for as the selection moved, was empty

        // A search: sent on Enter only, with the repository and is:issue added.
        session.sendKeys("/")
        session.type("label:bug")
        session.waitForText("Search: label:bug")
        session.sendKeys("Enter")
        session.waitFor("the search's count and query on the status line") { lines in
            lines.last?.contains("issues · label:bug") == true
        }
        let searches = requestLines.filter { $0.hasPrefix("GET /search/issues?") }
        XCTAssertEqual(searches.count, 1, "one search, sent on Enter; none while typing: \(searches)")
        XCTAssertTrue(searches.first.map { $0.contains("label%3Abug") && $0.contains("repo%3APyGithub%2FPyGithub") } ?? false,
                      requestLines.joined(separator: "\n"))

        session.sendKeys("Escape")
        session.waitFor("the detail again") { lines in
            lines.first?.hasSuffix("PyGithub/PyGithub") == true || lines.first?.contains("› issues") == false
        }
        session.sendKeys("q")
        session.waitForText("Search: trigger-conversation")
    }

    /// An issue read once is readable offline: the same way to it, every screen from the cache,
    /// the conversation with the comments of all three pages; `r` says it is offline and keeps it.
    func testAnIssueReadOnceIsReadableOffline() async throws {
        let first = try launch(columns: 110, rows: 32)
        search(first, "trigger-conversation", expecting: "PyGithub/PyGithub")
        first.sendKeys("Enter")
        first.waitForText("github › PyGithub/PyGithub")
        first.sendKeys("i")
        guard first.waitForText("#1136", "open issues loaded") != nil else { return }
        first.sendKeys("Enter")
        first.waitFor("all seven comments") { lines in lines.last?.hasPrefix("7 comments") == true }
        first.sendKeys("C-c")
        XCTAssertFalse(first.isRunning, "quit")

        server.controls.dropsConnections = true
        let second = try launch(columns: 110, rows: 32)
        second.waitForSelection("PyGithub/PyGithub")
        second.sendKeys("Enter")
        second.waitForText("github › PyGithub/PyGithub")
        second.sendKeys("i")
        guard second.waitForText("#1136", "Paginated list reversed") != nil else { return }
        second.sendKeys("Enter")
        guard second.waitFor("the conversation from the cache, with every comment", until: { lines in
            lines.joined().contains("Paginated list reversed only gives the first page")
                && lines.contains { $0.contains("── @stale[bot]") } && (lines.last ?? "").hasPrefix("7 comments")
        }) != nil else { return }
        // Still fresh by GitHub's max-age, so nothing was asked; r asks, and says it is offline.
        second.sendKeys("r")
        second.waitFor("r: offline, the stored conversation kept") { lines in
            lines.contains { $0.contains("── @stale[bot]") } && (lines.last ?? "").contains("offline")
        }
        second.sendKeys("G")
        second.waitFor("the newest comment, from the third page, offline") { lines in
            lines.contains { $0.contains("For reference, I did not set per_page") }
        }
        second.sendKeys("C-c")
        XCTAssertFalse(second.isRunning, "quit")
    }
}
