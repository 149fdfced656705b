import Foundation
import XCTest

/// Issue 11 in the release binary: sort and order (kept across launches), a list stacked on
/// the detail and back, the mouse, and narrow terminals.
final class BrowsingEndToEndTests: EndToEndTestCase {
    /// The first names of the recorded search, in GitHub's order.
    private static let firstNames = [
        "kennethreitz/legit", "RuudBurger/CouchPotatoV1", "gelstudios/gitfiti", "gpjt/webgl-lessons",
        "jacquev6/PyGithub", "aaasen/github_globe", "hmason/gitmarks", "dnerdy/factory_boy",
        "binaryage/drydrop", "bgreenlee/sublime-github", "karan/HackerNewsAPI", "mfenniak/pyPdf",
    ]

    private func search(_ session: TmuxSession, _ query: String = "linux") {
        session.waitForText("Search:")
        session.type(query)
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")
    }

    func testSortAndOrderKeysAndTheSortComesBackOnRelaunch() throws {
        let first = try launchInteractive()
        search(first)
        first.sendKeys("s")
        first.waitForText("sorted by stars ↓")
        first.waitFor("a search sorted by stars") { _ in
            self.server.searchRequests().last?.contains("q=linux&sort=stars&order=desc") == true
        }
        first.sendKeys("S")
        first.waitForText("sorted by stars ↑")
        first.waitFor("the same search ascending") { _ in
            self.server.searchRequests().last?.contains("q=linux&sort=stars&order=asc") == true
        }
        first.sendKeys("s")
        first.waitForText("sorted by forks ↓")
        first.sendKeys("s", "s", "s")
        first.waitFor("best match again") { _ in
            self.server.searchRequests().last.map { $0.contains("q=linux&per_page") } == true
        }
        XCTAssertFalse(first.screenText().contains("sorted by"), first.screenText())
        first.sendKeys("s", "S")
        first.waitForText("sorted by stars ↑")
        first.waitFor("the last search sent") { _ in
            self.server.searchRequests().last?.contains("sort=stars&order=asc") == true
        }
        first.sendKeys("q")
        assertTerminalRestored(first, expectedStatus: { $0 == 0 }, statusDescription: "0")

        let contents = try String(contentsOfFile: historyPath, encoding: .utf8)
        XCTAssertTrue(contents.hasPrefix("# ghbrowse search history v2\nlinux\tsort=stars\torder=asc\n"), contents)

        let searchesBefore = server.searchRequests().count
        let second = try launchInteractive()
        second.waitForText("Search: linux", "kennethreitz/legit", "sorted by stars ↑")
        XCTAssertEqual(server.searchRequests().count, searchesBefore + 1)
        XCTAssertTrue(server.searchRequests().last?.contains("q=linux&sort=stars&order=asc") ?? false,
                      "\(server.searchRequests())")
        second.sendKeys("q")
        assertTerminalRestored(second, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testOwnerListStacksOnTheDetailAndEscGoesBackOneScreenAtATime() throws {
        let session = try launchInteractive()
        search(session)
        session.waitForSelection("kennethreitz/legit")
        session.sendKeys("Enter")
        session.waitFor("the detail screen") { $0.first?.contains("kennethreitz/legit") == true }

        session.sendKeys("u")
        guard let owner = session.waitForText("github › kennethreitz/legit › user:kennethreitz",
                                              "Search: user:kennethreitz", "sorted by stars ↓") else { return }
        XCTAssertTrue(owner[2].contains("REPOSITORY"), owner.joined(separator: "\n"))
        session.waitFor("the owner's search") { _ in
            self.server.searchRequests().last?.contains("q=user%3Akennethreitz&sort=stars&order=desc") == true
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
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
        let contents = try String(contentsOfFile: historyPath, encoding: .utf8)
        XCTAssertTrue(contents.contains("user:kennethreitz\tsort=stars\torder=desc"), "recorded like a typed search:\n\(contents)")
    }

    func testLanguageListNarrowsTheCurrentSearch() throws {
        let session = try launchInteractive()
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
            self.server.searchRequests().last?.contains("q=linux%20language%3A%22Python%22&sort=stars&order=desc") == true
        }
        session.sendKeys("Left")
        session.waitFor("the detail screen again") { $0.first?.contains("kennethreitz/legit") == true }
        session.sendKeys("q")
        session.waitForText("Search: linux")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testTopicChooserOpensATopicsListAndEscCancelsIt() throws {
        let session = try launchInteractive()
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
            self.server.searchRequests().last?.contains("q=topic%3Ahello&") == true
        }
        session.sendKeys("Escape")
        session.waitFor("the detail screen again") { lines in
            lines.first?.contains("junegunn/fzf") == true && !lines.joined().contains("REPOSITORY")
        }
        session.sendKeys("Escape")
        session.waitForText("Search: readme-fixtures", "junegunn/fzf")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testMouseWheelScrollsAndAClickSelectsThenADoubleClickOpens() throws {
        let session = try launchInteractive(term: "xterm-256color")
        search(session)
        XCTAssertEqual(mouseFlags(session), "1 1", "reporting is on, in SGR 1006")

        // A notch down: the list moves three rows.
        session.type("\u{1B}[<65;10;5M")
        session.waitFor("the list scrolled three rows") { lines in
            lines.count > 2 && TmuxSession.firstField(lines[2]) == Self.firstNames[3]
        }
        // A click on screen row 5 (the third row shown) selects it; Enter opens it.
        session.type("\u{1B}[<0;10;5M")
        session.type("\u{1B}[<0;10;5m")
        session.waitForSelection(Self.firstNames[5])
        session.sendKeys("Enter")
        session.waitFor("the detail of the clicked row") { $0.first?.contains(Self.firstNames[5]) == true }
        session.sendKeys("Escape")
        session.waitForSelection(Self.firstNames[5])

        // A notch up, then a double click on the first row shown opens it at once.
        session.type("\u{1B}[<64;10;5M")
        session.waitFor("the list scrolled back") { lines in
            lines.count > 2 && TmuxSession.firstField(lines[2]) == Self.firstNames[0]
        }
        session.type("\u{1B}[<0;10;3M\u{1B}[<0;10;3m\u{1B}[<0;10;3M\u{1B}[<0;10;3m")
        session.waitFor("the detail of the double-clicked row") { $0.first?.contains(Self.firstNames[0]) == true }
        session.sendKeys("Escape")
        session.waitForText("REPOSITORY")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
        XCTAssertEqual(mouseFlags(session), "0 0", "reporting is off again after exit")
    }

    func testNoMouseLeavesTheTerminalsSelectionAlone() throws {
        let session = try launchInteractive(["--history-file", historyPath, "--no-mouse"], term: "xterm-256color")
        search(session)
        XCTAssertEqual(mouseFlags(session), "0 0")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testNamesAreWholeAtFiftyAndFortyColumns() throws {
        for width in [50, 40] {
            let session = try launchInteractive(["--history-file", scratch.path("history-\(width)")], width: width)
            search(session)
            guard let lines = session.waitFor("rows at \(width) columns", until: { lines in
                lines.count > 2 + Self.firstNames.count
                    && TmuxSession.firstField(lines[2 + Self.firstNames.count - 1]) == Self.firstNames.last
            }) else { return }
            for (offset, name) in Self.firstNames.enumerated() {
                let row = lines[2 + offset]
                XCTAssertEqual(TmuxSession.firstField(row), name, "\(width) columns: \(row)")
                XCTAssertTrue(row.contains("★"), "stars still shown at \(width) columns: \(row)")
            }
            session.sendKeys("q")
            assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
        }
    }

    /// tmux's `#{mouse_any_flag} #{mouse_sgr_flag}` for the pane: whether the program asked for mouse reports.
    private func mouseFlags(_ session: TmuxSession) -> String {
        session.tmux(["display-message", "-p", "-t", TmuxSession.target, "#{mouse_any_flag} #{mouse_sgr_flag}"])
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
