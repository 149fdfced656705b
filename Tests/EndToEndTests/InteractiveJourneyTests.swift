import Foundation
import XCTest

/// Issue 3's journey in the built binary: type a query, see results, open the third one,
/// read its details, go back to the same list, quit with the terminal restored.
final class InteractiveJourneyTests: EndToEndTestCase {
    func testSearchOpenThirdResultGoBackAndQuit() throws {
        let session = try launchInteractive()

        // No history: the query field has the focus, so typing goes straight into it.
        session.waitForText("Search:", "REPOSITORY")
        session.type("github language:python")
        session.waitForText("Search: github language:python")
        session.sendKeys("Enter")
        guard let results = session.waitForText("kennethreitz/legit", "2,723 repositories") else { return }
        XCTAssertTrue(results[1].contains("REPOSITORY") && results[1].contains("STARS"), "column titles: \(results[1])")
        XCTAssertTrue(results[2].hasPrefix("kennethreitz/legit"), "first result row: \(results[2])")
        // Between the titles and the status line, the recorded results in GitHub's order, one a row.
        let expected = try recordedFullNames()
        let rows = results[2..<(results.count - 1)].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        XCTAssertGreaterThanOrEqual(rows.count, 20, "a 30-row terminal shows at least 20 results")
        XCTAssertEqual(rows.map(TmuxSession.firstField), Array(expected.prefix(rows.count)), results.joined(separator: "\n"))
        XCTAssertEqual(server.searchRequests().count, 1)
        XCTAssertTrue(server.searchRequests().first?.contains("q=github") ?? false, "\(server.searchRequests())")

        // Focus is on the results: the first row is selected, Down twice selects the third.
        let third = TmuxSession.firstField(results[4])
        XCTAssertFalse(third.isEmpty)
        session.waitForSelection("kennethreitz/legit")
        session.sendKeys("Down", "Down")
        session.waitForSelection(third)

        // Enter: the detail screen of the third repository.
        session.sendKeys("Enter")
        guard let detail = session.waitFor("the detail screen of \(third)", until: { lines in
            lines.first?.contains(third) == true && lines.contains { $0.contains("Pushed") }
        }) else { return }
        var detailText = detail.joined(separator: "\n")
        // A fact's label starts the line or follows two spaces (two columns).
        func hasFact(_ label: String, _ text: String) -> Bool {
            text.split(separator: "\n").contains { $0.hasPrefix(" " + label) || $0.contains("  " + label) }
        }
        for label in ["Owner", "Stars", "Forks", "Open issues", "Language", "License", "Default branch", "Pushed"] {
            XCTAssertTrue(hasFact(label, detailText), "the detail screen lacks \(label):\n\(detailText)")
        }
        // The rest of the facts follow the README when the first screen has no room for them.
        if !detailText.contains("Clone") {
            XCTAssertTrue(detailText.contains("After the README:"), detailText)
            session.sendKeys("End")
            guard let end = session.waitFor("the facts after the README", until: { $0.contains { $0.contains("Clone") } })
            else { return }
            detailText += "\n" + end.joined(separator: "\n")
        }
        for label in ["Visibility", "Created", "URL", "Clone"] {
            XCTAssertTrue(hasFact(label, detailText), "the detail screen lacks \(label):\n\(detailText)")
        }
        XCTAssertTrue(detailText.contains("https://github.com/\(third).git"), "clone URL missing:\n\(detailText)")
        session.sendKeys("Home")
        XCTAssertFalse(detailText.contains("REPOSITORY"), "the list still shows under the detail screen")
        // The watchers count comes from GET /repos/OWNER/REPO (the fixture server says 7).
        session.waitFor("Watchers 7 from the repository refresh") { lines in
            lines.contains { line in
                let words = line.split(separator: " ")
                return words.firstIndex(of: "Watchers").map { words.indices.contains($0 + 1) && words[$0 + 1] == "7" } == true
            }
        }
        XCTAssertTrue(server.requestLines().contains("GET /repos/\(third)"), "\(server.requestLines())")

        // Esc: back to the list exactly as it was, the third row still selected.
        session.sendKeys("Escape")
        guard let list = session.waitForText("REPOSITORY", "kennethreitz/legit", "2,723 repositories") else { return }
        XCTAssertEqual(list[0].trimmingCharacters(in: .whitespaces), "Search: github language:python")
        XCTAssertEqual(list[4], results[4], "the rows moved")
        session.waitForSelection(third)
        XCTAssertEqual(server.searchRequests().count, 1, "going back must not search again")

        // Enter again opens the same repository; ← goes back as well.
        session.sendKeys("Enter")
        session.waitFor("the detail screen of \(third) again") { $0.first?.contains(third) == true }
        session.sendKeys("Left")
        session.waitForText("REPOSITORY", "2,723 repositories")
        session.waitForSelection(third)

        // q on the list quits and gives the terminal back.
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testHelpShowsTheKeysAndSlashRefocusesTheQuery() throws {
        let session = try launchInteractive()
        session.waitForText("Search:")
        session.type("github")
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")

        session.sendKeys("?")
        // It opens at the section of the screen it was asked from (issue 28).
        guard let opened = session.waitFor("the help screen at the results' keys", until: { lines in
            lines.first?.trimmingCharacters(in: .whitespaces) == "Keys" && lines.count > 2 && lines[2] == " Results"
        }) else { return }
        XCTAssertTrue(opened.contains { $0.contains("open the selected repository") }, opened.joined(separator: "\n"))
        session.sendKeys("Home")
        guard let help = session.waitFor("the help's top", until: { lines in
            lines.contains { $0.contains("show these keys") }
        }) else { return }
        XCTAssertTrue(help.contains { $0.contains("Ctrl-C") && $0.contains("quit") }, help.joined(separator: "\n"))
        XCTAssertTrue(help.contains { $0.contains("Ctrl-Z") && $0.contains("suspend") }, help.joined(separator: "\n"))
        XCTAssertFalse(help.joined().contains("kennethreitz/legit"), "the list shows through the help screen")
        session.sendKeys("Escape")
        session.waitForText("kennethreitz/legit", "2,723 repositories")

        // `/` focuses the field again: Ctrl-U clears it and typed text (even `q`) goes into it.
        session.sendKeys("/", "C-u")
        session.type("quit tetris")
        session.waitFor("the new query in the field") { $0.first?.hasPrefix("Search: quit tetris") == true }
        session.sendKeys("Enter")
        session.waitFor("the second search") { _ in self.server.searchRequests().count == 2 }
        XCTAssertTrue(server.searchRequests().last?.contains("q=quit") ?? false, "\(server.searchRequests())")

        // Ctrl-C is a key in raw mode: it quits with status 130, as the signal would, and restores the terminal.
        session.waitForText("2,723 repositories")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }
}
