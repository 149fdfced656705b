import Foundation
import XCTest

/// Issue 19's screens in the built binary, with `GH_TOKEN` in the app's environment: `*` on a
/// detail stars and unstars (the fixture server's state changes and reads back), and `m` on a
/// list opens your stars, a list stacked like the others, Enter to a detail, Esc back.
final class StarsEndToEndTests: EndToEndTestCase {
    private let token = ["GH_TOKEN": "gho_StarsEndToEndToken"]

    /// The fixture server's answer to `GET /user/starred/FULL_NAME`: 204 starred, 404 not.
    private func starStatus(_ fullName: String) throws -> String {
        let result = try ProcessRunner.run("/usr/bin/env", [
            "curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-H", "Authorization: Bearer read-back",
            "\(server.baseURL)/user/starred/\(fullName)",
        ], environment: ProcessInfo.processInfo.environment, in: scratch)
        return result.stdout
    }

    private func openLegit(_ session: TmuxSession) {
        session.waitForText("Search:")
        session.type("linux")
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")
        session.waitForSelection("kennethreitz/legit")
        session.sendKeys("Enter")
        session.waitFor("the detail screen") { $0.first?.contains("kennethreitz/legit") == true }
    }

    private func starsLine(_ lines: [String]) -> String? {
        // Two columns: "Owner … Stars 3,036 (3k)"; the Stars fact is whatever follows its label.
        lines.lazy.compactMap { line in line.range(of: "Stars ").map { String(line[$0.lowerBound...]) } }.first
    }

    func testStarOnADetailUnstarsAndStarsAndTheServerSaysSo() throws {
        XCTAssertEqual(try starStatus("kennethreitz/legit"), "204", "legit is among the stand-in's first stars")
        let session = try launchInteractive(environment: token)
        openLegit(session)
        guard let before = session.waitForText("Your star", "★ starred") else { return }
        let countBefore = starsLine(before)

        session.sendKeys("*")
        guard let after = session.waitForText("unstarred kennethreitz/legit", "not starred") else { return }
        XCTAssertEqual(try starStatus("kennethreitz/legit"), "404", "the server's state changed")
        XCTAssertTrue(countBefore?.contains("3,036") == true, "\(countBefore ?? "no Stars line")")
        XCTAssertTrue(starsLine(after)?.contains("3,035") == true, "the count follows:\n\(after.joined(separator: "\n"))")
        XCTAssertTrue(server.requestLines().contains { $0.hasPrefix("DELETE /user/starred/kennethreitz/legit") })

        session.sendKeys("*")
        guard let again = session.waitForText("★ starred kennethreitz/legit") else { return }
        XCTAssertEqual(try starStatus("kennethreitz/legit"), "204", "starred again")
        XCTAssertEqual(starsLine(again), countBefore)
        session.sendKeys("q", "q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testStarOnAListRowChangesTheSelectedRepositorysStar() throws {
        let session = try launchInteractive(environment: token)
        session.waitForText("Search:")
        session.type("linux")
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")
        session.waitForSelection("kennethreitz/legit")
        session.sendKeys("*")
        guard session.waitForText("unstarred kennethreitz/legit") != nil else { return }
        XCTAssertEqual(try starStatus("kennethreitz/legit"), "404", "the server's state changed")
        session.sendKeys("*")
        guard session.waitForText("★ starred kennethreitz/legit") != nil else { return }
        XCTAssertEqual(try starStatus("kennethreitz/legit"), "204")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testWithoutATokenStarSaysWhyOnTheStatusLine() throws {
        let session = try launchInteractive()
        openLegit(session)
        session.sendKeys("*")
        session.waitForText("* needs a token to star: run gh auth login, or set GH_TOKEN")
        XCTAssertFalse(server.requestLines().contains { $0.contains("/user/starred") })
        session.sendKeys("q", "q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testMOpensYourStarsThenADetailAndEscGoesBack() throws {
        let session = try launchInteractive(environment: token)
        session.waitForText("Search:")
        session.type("linux")
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")
        session.sendKeys("m")
        session.waitForText("your stars", "your repositories")
        session.sendKeys("Enter")
        guard let stars = session.waitForText("github › your stars", "starred ") else { return }
        XCTAssertTrue(server.requestLines().contains { $0.hasPrefix("GET /user/starred?") }, "\(server.requestLines())")
        let first = TmuxSession.firstField(stars[2])
        session.sendKeys("Enter")
        session.waitFor("\(first)'s detail") { lines in
            lines.first?.contains(first) == true && lines.contains { $0.contains("Your star") }
        }
        session.sendKeys("Escape")
        session.waitFor("your stars again") { lines in
            lines.first?.hasPrefix("github › your stars") == true && lines.count > 2 && lines[2].contains(first)
        }
        session.sendKeys("Escape")
        session.waitForText("Search: linux", "2,723 repositories")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
        let history = (try? String(contentsOfFile: historyPath, encoding: .utf8)) ?? ""
        XCTAssertFalse(history.contains("your stars"), "not a search: nothing in the history\n\(history)")
    }
}
