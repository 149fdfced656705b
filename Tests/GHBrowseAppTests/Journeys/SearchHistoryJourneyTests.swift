import Foundation
import XCTest

/// Issue 4 in-process: the last search comes back on launch, with no key press.
@MainActor
final class SearchHistoryJourneyTests: JourneyTestCase {
    func testRelaunchRecallsTheLastSearchAndItsResults() async throws {
        let first = try launch()
        first.waitForText("Search:")
        first.type("linux")
        first.sendKeys("Enter")
        first.waitForText("kennethreitz/legit", "2,723 repositories")
        first.sendKeys("/", "C-u")
        first.type("tetris language:swift")
        first.sendKeys("Enter")
        first.waitFor("the second search's results") { lines in
            lines.first?.hasPrefix("Search: tetris language:swift") == true
                && lines.joined().contains("kennethreitz/legit") && self.searchRequests.count == 2
        }
        first.sendKeys("q")
        XCTAssertFalse(first.isRunning, "quit")

        // The file exists, is private to the user, and holds the queries (and no token).
        history(of: first) { $0.contains("tetris language:swift") && $0.contains("linux") }
        let attributes = try FileManager.default.attributesOfItem(atPath: historyPath)
        let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
        XCTAssertEqual(permissions & 0o777, 0o600, "history file mode is \(String(permissions, radix: 8))")
        let contents = try String(contentsOfFile: historyPath, encoding: .utf8)
        XCTAssertTrue(contents.contains("tetris language:swift") && contents.contains("linux"), contents)

        // Relaunch with the same file: query in the field, results on screen, nothing typed.
        let searchesBefore = searchRequests.count
        let second = try launch()
        guard let recalled = second.waitForText("Search: tetris language:swift", "kennethreitz/legit",
                                                "2,723 repositories") else { return }
        XCTAssertEqual(recalled[0].trimmingCharacters(in: .whitespaces), "Search: tetris language:swift")
        // The stored page shows at once; GitHub is asked once more for it (conditionally).
        second.waitFor("the recalled search asked of GitHub") { _ in self.searchRequests.count > searchesBefore }
        XCTAssertEqual(searchRequests.count, searchesBefore + 1)
        XCTAssertTrue(searchRequests.last?.contains("q=tetris") ?? false, "\(searchRequests)")

        // Focus is on the results: `j` moves the selection instead of going into the field.
        second.waitForSelection("kennethreitz/legit")
        second.sendKeys("j")
        second.waitForSelection(firstField(recalled[3]))
        XCTAssertEqual(second.screen()[0].trimmingCharacters(in: .whitespaces), "Search: tetris language:swift")

        // In the field, ↑ walks back through earlier queries, most recent first.
        second.sendKeys("/", "C-u")
        second.waitFor("an empty query field") { $0.first?.trimmingCharacters(in: .whitespaces) == "Search:" }
        second.sendKeys("Up")
        second.waitFor("the most recent query") { $0.first?.hasPrefix("Search: tetris language:swift") == true }
        second.sendKeys("Up")
        second.waitFor("the query before it") { $0.first?.trimmingCharacters(in: .whitespaces) == "Search: linux" }
        second.sendKeys("Escape")
        second.sendKeys("q")
        XCTAssertFalse(second.isRunning, "quit")
    }
}
