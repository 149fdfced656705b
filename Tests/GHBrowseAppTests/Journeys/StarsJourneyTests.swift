import APIClient
import Foundation
import XCTest

/// Issue 19's screens, in-process, with `GH_TOKEN` in the app's environment: `*` on a detail
/// stars and unstars (the stand-in's state changes and reads back), and `m` on a list opens your
/// stars, a list stacked like the others, Enter to a detail, Esc back.
@MainActor
final class StarsJourneyTests: JourneyTestCase {
    private let token = ["GH_TOKEN": "gho_StarsJourneyToken"]

    /// The stand-in's answer to `GET /user/starred/FULL_NAME`: 204 starred, 404 not.
    private func starStatus(_ fullName: String) -> Int {
        let request = HTTPRequest(url: "\(server.baseURL)/user/starred/\(fullName)",
                                  headers: [.init(name: "Authorization", value: "Bearer read-back")])
        guard case .success(let response) = CurlHTTPClient().send(request, cancellation: nil) else { return 0 }
        return response.status
    }

    private func openLegit(_ app: InProcessApp) {
        search(app, "linux", expecting: "kennethreitz/legit", "2,723 repositories")
        app.waitForSelection("kennethreitz/legit")
        app.sendKeys("Enter")
        app.waitFor("the detail screen") { $0.first?.contains("kennethreitz/legit") == true }
        // As a person would: once the repository's own answer is in (Watchers shows only then), so
        // no late answer lands after the key.
        app.waitForText("Watchers", "── README")
    }

    private func starsLine(_ lines: [String]) -> String? {
        // Two columns: "Owner … Stars 3,036 (3k)"; the Stars fact is whatever follows its label.
        lines.lazy.compactMap { line in line.range(of: "Stars ").map { String(line[$0.lowerBound...]) } }.first
    }

    func testStarOnADetailUnstarsAndStarsAndTheServerSaysSo() async throws {
        XCTAssertEqual(starStatus("kennethreitz/legit"), 204, "legit is among the stand-in's first stars")
        let app = try launch(environment: token)
        openLegit(app)
        guard let before = app.waitForText("Your star", "★ starred") else { return }
        let countBefore = starsLine(before)

        app.sendKeys("*")
        guard let after = app.waitForText("unstarred kennethreitz/legit", "not starred") else { return }
        XCTAssertEqual(starStatus("kennethreitz/legit"), 404, "the server's state changed")
        XCTAssertTrue(countBefore?.contains("3,036") == true, "\(countBefore ?? "no Stars line")")
        XCTAssertTrue(starsLine(after)?.contains("3,035") == true, "the count follows:\n\(after.joined(separator: "\n"))")
        XCTAssertTrue(requestLines.contains { $0.hasPrefix("DELETE /user/starred/kennethreitz/legit") })

        app.sendKeys("*")
        guard let again = app.waitForText("★ starred kennethreitz/legit") else { return }
        XCTAssertEqual(starStatus("kennethreitz/legit"), 204, "starred again")
        XCTAssertEqual(starsLine(again), countBefore)
        app.sendKeys("q", "q")
        XCTAssertFalse(app.isRunning, "q on the detail, then on the list, quits")
    }

    func testStarOnAListRowChangesTheSelectedRepositorysStar() async throws {
        let app = try launch(environment: token)
        search(app, "linux", expecting: "kennethreitz/legit", "2,723 repositories")
        app.waitForSelection("kennethreitz/legit")
        app.sendKeys("*")
        guard app.waitForText("unstarred kennethreitz/legit") != nil else { return }
        XCTAssertEqual(starStatus("kennethreitz/legit"), 404, "the server's state changed")
        app.sendKeys("*")
        guard app.waitForText("★ starred kennethreitz/legit") != nil else { return }
        XCTAssertEqual(starStatus("kennethreitz/legit"), 204)
    }

    func testWithoutATokenStarSaysWhyOnTheStatusLine() async throws {
        let app = try launch()
        openLegit(app)
        app.sendKeys("*")
        app.waitForText("* needs a token to star: run gh auth login, or set GH_TOKEN")
        XCTAssertFalse(requestLines.contains { $0.contains("/user/starred") })
    }

    func testMOpensYourStarsThenADetailAndEscGoesBack() async throws {
        let app = try launch(environment: token)
        search(app, "linux", expecting: "kennethreitz/legit", "2,723 repositories")
        app.sendKeys("m")
        app.waitForText("your stars", "your repositories")
        app.sendKeys("Enter")
        guard let stars = app.waitForText("github › your stars", "starred ") else { return }
        XCTAssertTrue(requestLines.contains { $0.hasPrefix("GET /user/starred?") }, "\(requestLines)")
        let first = String(stars[2].split(separator: " ").first ?? "")
        app.sendKeys("Enter")
        app.waitFor("\(first)'s detail") { lines in
            lines.first?.contains(first) == true && lines.contains { $0.contains("Your star") }
        }
        app.sendKeys("Escape")
        app.waitFor("your stars again") { lines in
            lines.first?.hasPrefix("github › your stars") == true && lines.count > 2 && lines[2].contains(first)
        }
        app.sendKeys("Escape")
        app.waitForText("Search: linux", "2,723 repositories")
        app.sendKeys("q")
        XCTAssertFalse(app.isRunning)
        let history = (try? String(contentsOf: scratch.appendingPathComponent("history"), encoding: .utf8)) ?? ""
        XCTAssertFalse(history.contains("your stars"), "not a search: nothing in the history\n\(history)")
    }
}
