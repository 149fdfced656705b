import Foundation
import XCTest

/// Issue 11 in-process: sort and order (kept across launches), a list stacked on
/// the detail and back, and narrow terminals (the mouse is in BrowsingEndToEndTests).
@MainActor
final class BrowsingJourneyTests: JourneyTestCase {
    /// The first names of the recorded search, in GitHub's order.
    private static let firstNames = [
        "kennethreitz/legit", "RuudBurger/CouchPotatoV1", "gelstudios/gitfiti", "gpjt/webgl-lessons",
        "jacquev6/PyGithub", "aaasen/github_globe", "hmason/gitmarks", "dnerdy/factory_boy",
        "binaryage/drydrop", "bgreenlee/sublime-github", "karan/HackerNewsAPI", "mfenniak/pyPdf",
    ]

    private func search(_ session: InProcessApp, _ query: String = "linux") {
        session.waitForText("Search:")
        session.type(query)
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")
    }

    func testSortAndOrderKeysAndTheSortComesBackOnRelaunch() async throws {
        let first = try launch()
        search(first)
        first.sendKeys("s")
        first.waitForText("sorted by stars ↓")
        first.waitFor("a search sorted by stars") { _ in
            self.searchRequests.last?.contains("q=linux&sort=stars&order=desc") == true
        }
        first.sendKeys("S")
        first.waitForText("sorted by stars ↑")
        first.waitFor("the same search ascending") { _ in
            self.searchRequests.last?.contains("q=linux&sort=stars&order=asc") == true
        }
        first.sendKeys("s")
        first.waitForText("sorted by forks ↓")
        first.sendKeys("s", "s", "s")
        // Best match's first page may come from the cache, with no request: the screen says it.
        first.waitFor("best match again") { lines in
            !lines.joined().contains("sorted by") && lines.last?.contains("2,723 repositories") == true
        }
        // Two keys at once: stars descending is asked and cancelled, then ascending; on a loaded
        // machine the two requests can reach the server in either order, so look for the second
        // among everything sent since, not only as the last.
        let sentBefore = searchRequests.count
        first.sendKeys("s", "S")
        first.waitForText("sorted by stars ↑")
        first.waitFor("the ascending search sent") { _ in
            self.searchRequests.dropFirst(sentBefore).contains { $0.contains("sort=stars&order=asc") }
        }
        first.sendKeys("q")
        XCTAssertFalse(first.isRunning, "quit")

        history(of: first) { $0.hasPrefix("# ghbrowse search history v2\nlinux\tsort=stars\torder=asc\n") }

        let searchesBefore = searchRequests.count
        let second = try launch()
        second.waitForText("Search: linux", "kennethreitz/legit", "sorted by stars ↑")
        second.waitFor("the recalled search asked of GitHub") { _ in self.searchRequests.count > searchesBefore }
        XCTAssertEqual(searchRequests.count, searchesBefore + 1)
        XCTAssertTrue(searchRequests.last?.contains("q=linux&sort=stars&order=asc") ?? false,
                      "\(searchRequests)")
        second.sendKeys("q")
        XCTAssertFalse(second.isRunning, "quit")
    }

    func testOwnerListStacksOnTheDetailAndEscGoesBackOneScreenAtATime() async throws {
        let session = try launch()
        search(session)
        session.waitForSelection("kennethreitz/legit")
        session.sendKeys("Enter")
        session.waitFor("the detail screen") { $0.first?.contains("kennethreitz/legit") == true }

        session.sendKeys("u")
        guard let owner = session.waitForText("github › kennethreitz/legit › user:kennethreitz",
                                              "Search: user:kennethreitz", "sorted by stars ↓") else { return }
        XCTAssertTrue(owner[2].contains("REPOSITORY"), owner.joined(separator: "\n"))
        session.waitFor("the owner's search") { _ in
            self.searchRequests.last?.contains("q=user%3Akennethreitz&sort=stars&order=desc") == true
        }

        // Esc: back to the detail, then to the list as it was.
        session.sendKeys("Escape")
        session.waitFor("the detail screen again") { lines in
            lines.first?.contains("kennethreitz/legit") == true && !lines.joined().contains("REPOSITORY")
        }
        session.sendKeys("Escape")
        guard let list = session.waitForText("REPOSITORY", "2,723 repositories") else { return }
        XCTAssertEqual(list[0].trimmingCharacters(in: .whitespaces), "Search: linux")
        session.waitForSelection("kennethreitz/legit")

        // Esc on the root list does nothing; q quits.
        session.sendKeys("Escape")
        session.waitForText("Search: linux")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
        // Recorded like a typed search.
        history(of: session) { $0.contains("user:kennethreitz\tsort=stars\torder=desc") }
    }

    func testLanguageListNarrowsTheCurrentSearch() async throws {
        let session = try launch()
        search(session)
        session.sendKeys("s")
        session.waitFor("the sorted results") { lines in
            lines.last?.contains("repositories") == true && lines.last?.contains("sorted by stars ↓") == true
        }
        session.sendKeys("Enter")
        session.waitFor("the detail screen") { $0.first?.contains("kennethreitz/legit") == true }
        session.sendKeys("L")
        session.waitForText("github › kennethreitz/legit › linux language:\"Python\"", "sorted by stars ↓")
        session.waitFor("the narrowed search, sorted as before") { _ in
            self.searchRequests.last?.contains("q=linux%20language%3A%22Python%22&sort=stars&order=desc") == true
        }
        session.sendKeys("Left")
        session.waitFor("the detail screen again") { $0.first?.contains("kennethreitz/legit") == true }
        session.sendKeys("q")
        session.waitForText("Search: linux")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }

    func testTopicChooserOpensATopicsListAndEscCancelsIt() async throws {
        let session = try launch()
        openFzf(session)
        session.waitFor("fzf's full repository") { lines in
            lines.first?.contains("junegunn/fzf") == true && lines.joined().contains("hello-world")
        }

        // The served repository's topics: fixtures, hello, hello-world, in a chooser screen of its
        // own. Esc closes the chooser only.
        session.sendKeys("t")
        guard let chooser = session.waitForText("github › junegunn/fzf › topics", "Filter:") else { return }
        let choices = chooser.dropFirst(2).prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(choices, ["fixtures", "hello", "hello-world"], chooser.joined(separator: "\n"))
        session.sendKeys("Escape")
        session.waitFor("the detail without the chooser") { lines in
            lines.first?.contains("junegunn/fzf") == true && !lines.joined().contains("Filter:")
        }

        // Typing filters (q and ? included: they are text here); Enter opens the one highlighted.
        session.sendKeys("t")
        session.waitForText("Filter:")
        session.type("q")
        session.waitFor("nothing matches q") { $0.joined().contains("nothing matches") }
        session.sendKeys("BSpace")
        session.type("hello")
        session.waitFor("the two hello topics") { lines in
            lines.dropFirst(2).prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == ["hello", "hello-world"]
        }
        session.sendKeys("Enter")
        session.waitForText("github › junegunn/fzf › topic:hello", "Search: topic:hello")
        session.waitFor("the topic's search") { _ in
            self.searchRequests.last?.contains("q=topic%3Ahello&") == true
        }
        session.sendKeys("Escape")
        session.waitFor("the detail screen again") { lines in
            lines.first?.contains("junegunn/fzf") == true && !lines.joined().contains("REPOSITORY")
        }
        session.sendKeys("Escape")
        session.waitForText("Search: readme-fixtures", "junegunn/fzf")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }

    func testNamesAreWholeAtFiftyAndFortyColumns() async throws {
        for width in [50, 40] {
            let session = try launch(columns: width, history: "history-\(width)")
            search(session)
            guard let lines = session.waitFor("rows at \(width) columns", until: { lines in
                lines.count > 2 + Self.firstNames.count
                    && firstField(lines[2 + Self.firstNames.count - 1]) == Self.firstNames.last
            }) else { return }
            for (offset, name) in Self.firstNames.enumerated() {
                let row = lines[2 + offset]
                XCTAssertEqual(firstField(row), name, "\(width) columns: \(row)")
                XCTAssertTrue(row.contains("★"), "stars still shown at \(width) columns: \(row)")
            }
            session.sendKeys("q")
            XCTAssertFalse(session.isRunning, "quit")
        }
    }
}
