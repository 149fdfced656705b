#if canImport(Glibc)
import Glibc
#endif
import FixtureServer
import Foundation
@testable import GHBrowseApp
import TerminalUI
import TestSupport
import XCTest

/// The browser's composition root driven in-process, as tig's tests script a session: the
/// app's own services, navigator and navigation stack, talking over HTTP to the GitHub stand-in
/// on a loopback port, fed a script of keys, and drawn on an in-memory surface that the test
/// reads as a person reads the screen. What needs a real terminal (ncurses' key decoding,
/// signals, the terminal's restoration, colours as escape sequences) stays with the tmux tests.
@MainActor
final class InProcessApp {
    let server: FixtureServer
    let surface: InMemorySurface
    /// Whether this app started the stand-in (and stops it in `finish`).
    private let ownsServer: Bool
    private let navigation: NavigationStack
    private let navigator: AppNavigator
    private let events = UIEventQueue()
    private let scratch: URL
    private(set) var isRunning = true

    /// Launches the browser at `columns`×`rows`, its last search recalled from `history` (a
    /// file in the scratch directory, empty at first), with `environment` added.
    init(columns: Int = 100, rows: Int = 30, history: String = "history",
         environment extra: [String: String] = [:], scratch: URL? = nil, server: FixtureServer? = nil) throws {
        HighlightExitObserver.install()
        let directory = try scratch ?? Self.makeScratch()
        self.scratch = directory
        ownsServer = server == nil
        if let server {
            self.server = server
        } else {
            self.server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
            _ = try self.server.start()
        }
        var environment: [String: String] = [
            "GITHUB_API_URL": self.server.baseURL,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "GH_CONFIG_DIR": directory.appendingPathComponent("gh-config").path,
            "GH_PATH": "/nonexistent/gh",
            "HOME": directory.path,
            "LANG": "C.UTF-8",
        ]
        environment.merge(extra) { $1 }
        let services = AppServices(environment: environment, historyFile: directory.appendingPathComponent(history).path,
                                   noMouse: true, cache: .interactive)
        surface = InMemorySurface(rows: rows, columns: columns)
        navigation = NavigationStack(bindings: services.keyBindings, helpContext: .help, helpFindContext: .helpFind)
        navigator = AppNavigator(stack: navigation)
        navigation.onEmpty = { [weak self] in self?.isRunning = false }
        navigator.dependencies = services.moduleDependencies(navigator: navigator, scheduler: events)
        navigation.resize(to: surface.size)
        navigator.show(.recalledSearch)
        redraw()
    }

    /// A fresh directory under the system's temporary one.
    static func makeScratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ghbrowse-journey-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Stops the stand-in (when this app started it) and removes the scratch directory.
    func finish(removingScratch: Bool = true) {
        if ownsServer { server.stop() }
        if removingScratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// The screen, one string per row, trailing spaces trimmed.
    func screen() -> [String] { surface.lines }

    /// The screen as one text.
    func screenText() -> String { surface.text }

    /// Presses `keys` in order, running what each sets off that is already there to run.
    func press(_ keys: KeyPress...) {
        for key in keys where isRunning {
            navigation.handle(key: key)
            events.drain()
        }
        redraw()
    }

    /// Types `text`, a key a character.
    func type(_ text: String) {
        for character in text where isRunning { navigation.handle(key: .character(character)) }
        events.drain()
        redraw()
    }

    /// The terminal is now `columns`×`rows`.
    func resize(columns: Int, rows: Int) {
        surface.resize(rows: rows, columns: columns)
        navigation.resize(to: surface.size)
        navigation.handle(key: .resize)
        redraw()
    }

    /// Runs the app's answers as they arrive until `condition` holds for the screen; fails the
    /// test (showing the screen) when it has not after `timeout` seconds. The wait ends on an
    /// answer, not on a clock: the timeout only bounds a test that would otherwise hang.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 15, file: StaticString = #filePath, line: UInt = #line,
                 until condition: ([String]) -> Bool) -> [String]? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            events.drain()
            redraw()
            if condition(screen()) { return screen() }
            guard Date() < deadline else {
                XCTFail("timed out after \(Int(timeout)) s waiting for \(what); the screen was:\n\(screenText())",
                        file: file, line: line)
                return nil
            }
            var descriptor = pollfd(fd: events.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 50)
        }
    }

    /// Waits until every one of `texts` is on the screen.
    @discardableResult
    func waitForText(_ texts: String..., timeout: TimeInterval = 15, file: StaticString = #filePath,
                     line: UInt = #line) -> [String]? {
        waitFor(texts.map { "“\($0)”" }.joined(separator: " and "), timeout: timeout, file: file, line: line) { lines in
            let text = lines.joined(separator: "\n")
            return texts.allSatisfy { text.contains($0) }
        }
    }

    /// The requests the stand-in received, as `METHOD /path?query`.
    var requestLines: [String] {
        server.receivedRequests.map { "\($0.method) \($0.target)" }
    }

    private func redraw() {
        if navigation.needsRedraw { navigation.draw(on: surface) }
    }
}

extension InProcessApp {
    /// Presses keys named as tmux names them (`Enter`, `Escape`, `Down`, `NPage`, `BTab`, `C-u`,
    /// or one character), so a journey reads as its tmux twin would.
    func sendKeys(_ names: String...) {
        for name in names { press(Self.key(named: name)) }
    }

    static func key(named name: String) -> KeyPress {
        switch name {
        case "Enter": return .enter
        case "Escape": return .escape
        case "Tab": return .tab
        case "BTab": return .backTab
        case "BSpace": return .backspace
        case "DC": return .delete
        case "Up": return .up
        case "Down": return .down
        case "Left": return .left
        case "Right": return .right
        case "NPage": return .pageDown
        case "PPage": return .pageUp
        case "Home": return .home
        case "End": return .end
        default:
            if name.hasPrefix("C-"), let letter = name.dropFirst(2).first { return .control(letter) }
            return .character(name.first ?? " ")
        }
    }

    /// The selected row of a list (drawn in the selection style), or nil.
    var selectedRow: String? {
        for row in 0..<surface.size.rows where surface.styleAt(row: row, column: 0) == .selected
            || surface.styleAt(row: row, column: 1) == .selected {
            return screen()[row]
        }
        return nil
    }

    /// Waits until the selected row names `fullName` in its first column.
    @discardableResult
    func waitForSelection(_ fullName: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        waitFor("\(fullName) selected", file: file, line: line) { [unowned self] _ in
            selectedRow?.split(separator: " ").first.map(String.init) == fullName
        } != nil
    }
}
