import FixtureServer
import Foundation
import XCTest

/// A test case whose journeys run the browser in-process (`InProcessApp`) against one GitHub
/// stand-in shared by its launches, so a relaunch finds the history and the cache the last one left.
@MainActor
class JourneyTestCase: XCTestCase {
    private(set) var server: FixtureServer!
    private(set) var scratch: URL!
    private var apps: [InProcessApp] = []

    override func setUp() async throws {
        scratch = try InProcessApp.makeScratch()
        server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
        _ = try server.start()
    }

    override func tearDown() async throws {
        apps.removeAll()
        server.stop()
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Launches the browser (a relaunch shares the history, cache and stand-in of the earlier ones).
    func launch(columns: Int = 100, rows: Int = 30, history: String = "history",
                environment: [String: String] = [:]) throws -> InProcessApp {
        let app = try InProcessApp(columns: columns, rows: rows, history: history, environment: environment,
                                   scratch: scratch, server: server)
        apps.append(app)
        return app
    }

    /// The requests the stand-in received, as `METHOD /path?query`.
    var requestLines: [String] { server.receivedRequests.map { "\($0.method) \($0.target)" } }

    /// The search requests the stand-in received.
    var searchRequests: [String] { requestLines.filter { $0.contains("/search/repositories") } }

    /// The history file the launches share.
    var historyPath: String { scratch.appendingPathComponent("history").path }

    /// The history file once `condition` holds for it: it is written off the UI thread, in order,
    /// so the line of a search just made may come a moment after the search.
    @discardableResult
    func history(of app: InProcessApp, file: StaticString = #filePath, line: UInt = #line,
                 until condition: @escaping (String) -> Bool) -> String {
        var contents = ""
        app.waitFor("the history written", file: file, line: line) { _ in
            contents = (try? String(contentsOfFile: self.historyPath, encoding: .utf8)) ?? ""
            return condition(contents)
        }
        return contents
    }

    /// A row's first field: the repository's full name, or a file's name.
    func firstField(_ row: String) -> String {
        String(row.split(separator: " ").first ?? "")
    }

    /// Searches the five repositories with a recorded README and opens fzf's detail, README shown.
    func openFzf(_ app: InProcessApp, file: StaticString = #filePath, line: UInt = #line) {
        search(app, "readme-fixtures", expecting: "junegunn/fzf", "BurntSushi/ripgrep", file: file, line: line)
        app.waitForSelection("junegunn/fzf", file: file, line: line)
        app.sendKeys("Enter")
        app.waitFor("fzf's detail screen with its README", file: file, line: line) { lines in
            lines.first?.contains("junegunn/fzf") == true && lines.contains { $0.contains("README.md") }
        }
    }

    /// Searches for `query` from a fresh launch's empty field and waits for `expected`.
    func search(_ app: InProcessApp, _ query: String, expecting expected: String...,
                file: StaticString = #filePath, line: UInt = #line) {
        app.waitForText("Search:", file: file, line: line)
        app.type(query)
        app.sendKeys("Enter")
        app.waitFor(expected.joined(separator: " and "), file: file, line: line) { lines in
            let text = lines.joined(separator: "\n")
            return expected.allSatisfy { text.contains($0) }
        }
    }
}
