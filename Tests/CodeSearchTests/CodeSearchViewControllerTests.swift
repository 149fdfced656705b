import CodeSearchPresenter
import CodeSearchView
import PresentationKit
import ScreenKit
import TerminalUI
import TestSupport
import Testing

/// Records what the code search screen tells its Presenter.
@MainActor
final class CodeSearchEventsSpy: CodeSearchViewPresentation {
    var hints: [[String]] = []
    var submitted: [String] = []
    var commands: [(CodeSearchCommand, Int)] = []

    func viewDidLoad(keyHints: [String]) { hints.append(keyHints) }
    func viewDidResize(columns: Int) {}
    func didMoveSelection(to index: Int, visibleRowCount: Int) {}
    func didRequest(_ command: CodeSearchCommand, row: Int) { commands.append((command, row)) }
    func filterDidSubmit(query: String) { submitted.append(query) }
}

/// The code search on the shared list of rows: its field open from the start when it has no
/// query (the status line's hints still the list's), typing sent only by Enter, and the matches
/// drawn in the text search's match style.
@MainActor
@Suite struct CodeSearchViewControllerTests {
    private let events = CodeSearchEventsSpy()
    private let surface = InMemorySurface(rows: 10, columns: 60)

    private func controller(queryOpen: Bool) -> CodeSearchViewController {
        let controller = CodeSearchViewController(
            bindings: KeyBindings(sections: CodeSearchKeys.sections), queryOpen: queryOpen)
        controller.presenter = events
        controller.didAppear(size: surface.size)
        return controller
    }

    @Test func openedWithoutAQueryTheFieldTakesTheKeysAndOnlyEnterSendsThem() {
        let controller = controller(queryOpen: true)
        #expect(events.hints.first?.first == "Enter open", "the list's hints, not the field's")
        #expect(ScreenKeyPresses.press("toto".map { KeyPress.character($0) }, on: controller))
        #expect(events.submitted.isEmpty, "typing sends nothing")
        #expect(ScreenKeyPresses.press([.enter], on: controller))
        #expect(events.submitted == ["toto"])
        #expect(ScreenKeyPresses.press([.enter], on: controller))
        #expect(events.commands.map(\.0) == [.open], "the field closed: Enter opens the selected file")
    }

    @Test func theMatchesAreDrawnAsTheTextSearchDrawsThem() {
        let controller = controller(queryOpen: false)
        controller.display(CodeSearchViewModel(title: "github › code: toto", rows: [
            .file(repository: "o/r", path: "a.py"),
            .line(CodeMatchLine(pieces: [.init("x = ", isMatch: false), .init("toto", isMatch: true)])),
        ], status: "2 files"))
        let lines = ScreenKeyPresses.redraw(controller, on: surface)
        #expect(lines[2].hasPrefix(" o/r  a.py"))
        #expect(lines[3].hasPrefix("     x = toto"))
        #expect(surface.styleAt(row: 3, column: 9) == .findMatch)
        #expect(surface.styleAt(row: 3, column: 5) != .findMatch)
    }
}
