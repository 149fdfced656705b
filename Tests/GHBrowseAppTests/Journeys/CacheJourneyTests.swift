import Foundation
import XCTest

/// Issue 9, in-process: the recalled search and details from the response cache at
/// once on a slow or unreachable server; the token never in a cache file; an impossible cache
/// location leaves searching working with one warning. Each test has its own XDG_CACHE_HOME.
@MainActor
final class CacheJourneyTests: JourneyTestCase {
    /// Launches, searches `linux`, waits for its results, and quits: the cache now holds them.
    private func searchOnceAndQuit(environment: [String: String] = [:], openDetail: Bool = false) throws {
        let first = try launch(environment: environment)
        first.waitForText("Search:")
        first.type("linux")
        first.sendKeys("Enter")
        guard first.waitForText("kennethreitz/legit", "2,723 repositories") != nil else { return }
        if openDetail {
            first.waitForSelection("kennethreitz/legit")
            first.sendKeys("Enter")
            first.waitFor("the full repository") { lines in
                lines.contains { $0.contains("Watchers") }
            }
            first.sendKeys("Escape")
            first.waitForText("2,723 repositories")
        }
        first.sendKeys("q")
        XCTAssertFalse(first.isRunning, "quit")
    }

    func testASlowServerShowsTheCachedResultsBeforeItAnswers() async throws {
        try searchOnceAndQuit()
        server.controls.delay = .milliseconds(1_500)
        let searchesBefore = searchRequests.count

        let second = try launch()
        // "refreshing…" is on the status line only while GitHub's answer has not arrived: the
        // rows on screen with it came from the cache.
        guard let cached = second.waitFor("the cached results while the server is still answering", until: { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("kennethreitz/legit") && (lines.last ?? "").contains("cached")
                && (lines.last ?? "").contains("refreshing…")
        }) else { return }
        XCTAssertTrue(cached.joined().contains("2,723 repositories"), cached.joined(separator: "\n"))

        guard let fresh = second.waitFor("GitHub's answer replacing the cached one", timeout: 15, until: { lines in
            let status = lines.last ?? ""
            return lines.joined().contains("kennethreitz/legit") && status.contains("2,723 repositories")
                && !status.contains("cached") && !status.contains("refreshing")
        }) else { return }
        XCTAssertTrue(fresh.last?.contains("search limit") ?? false, "the budget after a live answer: \(fresh.last ?? "")")
        XCTAssertEqual(searchRequests.count, searchesBefore + 1,
                       "one (conditional) request revalidates the cached page: \(searchRequests)")
        second.waitForSelection("kennethreitz/legit")
        second.sendKeys("q")
        XCTAssertFalse(second.isRunning, "quit")
    }

    func testDroppedConnectionsShowTheCachedResultsAndADetail() async throws {
        try searchOnceAndQuit(openDetail: true)
        server.controls.dropsConnections = true

        let second = try launch()
        guard second.waitFor("the cached results offline", until: { lines in
            lines.joined().contains("kennethreitz/legit")
                && (lines.last ?? "").contains("offline — showing results from")
        }) != nil else { return }
        second.waitForSelection("kennethreitz/legit")
        second.sendKeys("Enter")
        guard second.waitFor("the cached detail", until: { lines in
            lines.contains { $0.contains("Watchers") }
                && !(lines.last ?? "").contains("could not refresh")
        }) != nil else { return }
        second.sendKeys("r")
        second.waitFor("the detail still usable after r fails", until: { lines in
            lines.contains { $0.contains("Watchers") }
                && (lines.last ?? "").contains("offline — showing details from")
        })
        second.sendKeys("Escape")
        second.waitForText("kennethreitz/legit")
        second.sendKeys("q")
        XCTAssertFalse(second.isRunning, "quit")
    }

    func testAStaleDetailShowsItsStoredReadmeWhileTheServerIsSlow() async throws {
        // Everything GitHub sends with a max-age is stale at once, so the second visit revalidates it.
        server.controls.maxAge = 0
        let first = try launch()
        first.waitForText("Search:")
        first.type("linux")
        first.sendKeys("Enter")
        guard first.waitForText("kennethreitz/legit") != nil else { return }
        first.waitForSelection("kennethreitz/legit")
        first.sendKeys("Enter")
        guard first.waitForText("Legit: Git for Humans", "Python 99.5%") != nil else { return }
        first.sendKeys("Escape")
        first.waitForText("2,723 repositories")
        first.sendKeys("q")
        XCTAssertFalse(first.isRunning, "quit")

        server.controls.delay = .milliseconds(1_500)
        let second = try launch()
        guard second.waitForText("kennethreitz/legit") != nil else { return }
        second.waitForSelection("kennethreitz/legit")
        second.sendKeys("Enter")
        // "refreshing…" stays on the status line until the slow server's answers arrive: the
        // README and languages on screen with it are the stored ones.
        guard second.waitFor("the stored README while the server is still answering", until: { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("Legit: Git for Humans") && text.contains("Python 99.5%")
                && (lines.last ?? "").contains("refreshing…")
        }) != nil else { return }
        second.waitFor("GitHub's answers (304s) keeping the README", timeout: 15, until: { lines in
            lines.joined().contains("Legit: Git for Humans") && !(lines.last ?? "").contains("refreshing")
        })
        let readmeRequests = requestLines.filter { $0.hasSuffix("/repos/kennethreitz/legit/readme") }
        XCTAssertEqual(readmeRequests.count, 2, "one request per visit: \(readmeRequests)")
        second.sendKeys("Escape")
        second.waitForText("2,723 repositories")
        second.sendKeys("q")
        XCTAssertFalse(second.isRunning, "quit")
    }

    func testRWithTwoPagesLoadedAsksForBothAndKeepsEveryRow() async throws {
        let session = try launch()
        session.waitForText("Search:")
        session.type("linux")
        session.sendKeys("Enter")
        guard session.waitForText("kennethreitz/legit", "100 of 1,000 loaded") != nil else { return }
        session.sendKeys("End")
        guard session.waitForText("200 of 1,000 loaded") != nil else { return }
        let before = searchRequests.count

        session.sendKeys("r")
        session.waitFor("both pages asked for again") { _ in self.searchRequests.count >= before + 2 }
        guard let after = session.waitFor("the refreshed rows", until: { lines in
            let status = lines.last ?? ""
            return status.contains("200 of 1,000 loaded") && !status.contains("refreshing")
        }) else { return }
        let again = Array(searchRequests.dropFirst(before))
        XCTAssertEqual(again.count, 2, "\(again)")
        XCTAssertTrue(again.first?.contains("page=1") ?? false, "\(again)")
        XCTAssertTrue(again.last?.contains("page=2") ?? false, "\(again)")
        XCTAssertFalse(after.joined().contains("legit"), "the selection stayed at the bottom: \(after.joined(separator: "\n"))")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }

    func testTheTokenNeverAppearsInACacheFile() async throws {
        let token = "some-secret-token"
        try searchOnceAndQuit(environment: ["GH_TOKEN": token], openDetail: true)
        let directory = scratch.appendingPathComponent("cache/ghbrowse").path
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        let entries = names.filter { $0 != "lock" }
        XCTAssertGreaterThanOrEqual(entries.count, 2, "a search page and a repository were cached: \(names)")
        for name in names {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
            XCTAssertNil(bytes.range(of: Data(token.utf8)), "\(name) holds the token")
            XCTAssertNil(bytes.range(of: Data("Bearer".utf8)), "\(name) holds an Authorization header")
        }
    }

    func testACachePathThroughARegularFileStillSearchesWithOneWarning() async throws {
        let file = scratch.appendingPathComponent("not-a-directory").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let session = try launch(environment: ["XDG_CACHE_HOME": file])
        guard let launch = session.waitForText("Search:", "response cache is off") else { return }
        XCTAssertEqual(launch.filter { $0.contains("response cache is off") }.count, 1, launch.joined(separator: "\n"))
        session.type("linux")
        session.sendKeys("Enter")
        guard let results = session.waitForText("kennethreitz/legit", "2,723 repositories") else { return }
        XCTAssertFalse(results.joined().contains("response cache is off"), "the warning is shown once, at launch")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }
}
