import Foundation
import XCTest

/// Issue 29's code search in the real binary against the fixture server: `code:toto` on the list
/// sends one `/search/code`, the results show the matching lines,
/// and Enter opens the file scrolled to its first match with `toto` already searched (`n` steps on).
final class CodeSearchEndToEndTests: EndToEndTestCase {
    func testACodeSearchResultOpensItsFileAtTheMatchWithTheWordSearched() throws {
        let session = try launchInteractive(width: 120, height: 30, environment: ["GH_TOKEN": "e2e-not-a-real-token"])
        session.waitForText("Search:")
        session.type("code:toto user:jacquev6")
        session.sendKeys("Enter")
        guard let results = session.waitFor("the code search's results", until: { lines in
            lines.contains { $0.contains("jacquev6/MockMockMock") && $0.contains("MockMockMock/tests/record_replay.py") }
        }) else { return }
        XCTAssertTrue(results.contains { $0.contains("self.recorded.instance_method(42, 43, 44, 45, toto=46") },
                      results.joined(separator: "\n"))
        XCTAssertTrue(results.first?.contains("code: toto user:jacquev6") == true, results.joined(separator: "\n"))

        session.sendKeys("Down")
        session.sendKeys("Enter")
        guard let file = session.waitFor("the file at its first match, the word searched", until: { lines in
            lines.first?.contains("record_replay.py") == true && lines.last?.contains("/toto") == true
                && lines.last?.contains("1 of 2") == true
        }) else { return }
        XCTAssertTrue(file.contains { $0.contains("toto=46") }, file.joined(separator: "\n"))
        XCTAssertFalse(file.dropFirst(2).first?.contains("stand-in made of the fragments") == true,
                       "scrolled to the match, not at the top: " + file.joined(separator: "\n"))

        session.sendKeys("n")
        session.waitFor("n goes to the next match at once") { $0.last?.contains("2 of 2") == true }

        let searches = server.requestLines().filter { $0.contains("/search/code") }
        XCTAssertEqual(searches.count, 1, "typing sent nothing; Enter sent one search: \(searches)")
    }
}
