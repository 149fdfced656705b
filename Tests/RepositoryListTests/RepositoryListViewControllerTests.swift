import GHBrowseApp
import Entities
import Usecases
@testable import RepositoryListView
import PresentationKit
import RepositoryListPresenter
import ScreenKit
import TerminalUI
import Testing

/// Records what the View forwards.
@MainActor
final class RepositoryListPresenterSpy: RepositoryListViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load") }
    func viewDidResize(columns: Int) { events.append("resize \(columns)") }
    func searchFieldDidChange(text: String) { events.append("change \(text)") }
    func searchFieldDidSubmit(query: String) { events.append("submit \(query)") }
    func searchFieldDidRequestOlderQuery(current: String) { events.append("older from \(current)") }
    func searchFieldDidRequestNewerQuery() { events.append("newer") }
    func searchFieldDidCancel() { events.append("cancel") }
    func didRequest(_ command: RepositoryListCommand, row: Int) {
        switch command {
        case .focusSearch: events.append("focus")
        case .refresh: events.append("refresh")
        case .yourLists: events.append("yours")
        case .files: events.append("files \(row)")
        case .commits: events.append("commits \(row)")
        case .releases: events.append("releases \(row)")
        case .toggleStar: events.append("star \(row)")
        case .copyLink: events.append("copy \(row)")
        case .cycleSort: events.append("sort")
        case .flipOrder: events.append("flip")
        case .issues: events.append("issues \(row)")
        case .pullRequests: events.append("pulls \(row)")
        case .workflowRuns: events.append("runs \(row)")
        }
    }
    func didSelectRow(at index: Int) { events.append("select \(index)") }
    func didMoveSelection(to index: Int, visibleRowCount: Int) { events.append("move \(index)") }
}

@MainActor
@Suite struct RepositoryListViewControllerTests {
    let presenter = RepositoryListPresenterSpy()
    let controller = RepositoryListViewController(bindings: .ghbrowse)

    init() {
        controller.presenter = presenter
    }

    private func row(_ name: String, _ description: String, _ stars: String) -> RepositoryListRowViewModel {
        RepositoryListRowViewModel(id: String(name.prefix { $0 != " " }), cells: [
            RepositoryRowCell(name, role: .name), RepositoryRowCell("  ", role: .gap),
            RepositoryRowCell(description, role: .description), RepositoryRowCell("  ", role: .gap),
            RepositoryRowCell(stars, role: .stars),
        ])
    }

    private func model(focus: RepositoryListViewModel.Focus, rows: Int) -> RepositoryListViewModel {
        RepositoryListViewModel(
            focus: focus,
            header: [RepositoryRowCell("REPOSITORY", role: .name)],
            rows: (0..<rows).map { row("owner/repo\($0)      ", "A description   ", "★ 1.2k") },
            status: "\(rows) repositories")
    }

    /// What the navigation stack does the first time: tell the screen its size, then draw it.
    private func show(on surface: InMemorySurface) {
        controller.didAppear(size: surface.size)
        controller.draw(on: surface)
    }

    @Test func rendersQueryHeaderRowsAndStatus() {
        let surface = InMemorySurface(rows: 6, columns: 50)
        controller.replaceQuery(with: "tetris")
        controller.display(model(focus: .results, rows: 5))
        show(on: surface)
        #expect(surface.lines == [
            "Search: tetris",
            "REPOSITORY",
            "owner/repo0        A description     ★ 1.2k",
            "owner/repo1        A description     ★ 1.2k",
            "owner/repo2        A description     ★ 1.2k",
            "5 repositories",
        ])
        #expect(surface.styleAt(row: 2, column: 0) == .selected)
        #expect(surface.styleAt(row: 3, column: 0) != .selected)
        #expect(presenter.events.prefix(2) == ["load", "resize 50"])
    }

    @Test func placeholderShowsWhenThereAreNoRows() {
        let surface = InMemorySurface(rows: 6, columns: 50)
        var viewModel = model(focus: .query, rows: 0)
        viewModel.placeholder = "No repositories match “x”."
        controller.replaceQuery(with: "tetris")
        controller.display(viewModel)
        show(on: surface)
        #expect(surface.lines[2] == " No repositories match “x”.")
        #expect(surface.cursor?.row == 0)
        #expect(surface.cursor?.column == 14)
    }

    @Test func typingGoesToTheFieldAndEnterSubmitsIt() {
        controller.display(RepositoryListViewModel(focus: .query))
        for character in "go lang" { _ = controller.handle(key: .character(character)) }
        _ = controller.handle(key: .backspace)
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "submit go lan")
        #expect(presenter.events.contains("change go la"))
        _ = controller.handle(key: .up)
        _ = controller.handle(key: .down)
        _ = controller.handle(key: .escape)
        #expect(presenter.events.suffix(3) == ["older from go lan", "newer", "cancel"])
    }

    @Test func ctrlUClearsTheField() {
        controller.replaceQuery(with: "tetris")
        controller.display(model(focus: .query, rows: 0))
        _ = controller.handle(key: .control("u"))
        #expect(presenter.events.last == "change ")
    }

    @Test func movingTheCursorDoesNotBotherThePresenter() {
        controller.replaceQuery(with: "tetris")
        controller.display(model(focus: .query, rows: 0))
        for key in [KeyPress.left, .control("a"), .right, .end, .home, .control("e")] {
            #expect(controller.handle(key: key), "\(key) is the field's")
        }
        #expect(presenter.events.isEmpty, "\(presenter.events)")
        _ = controller.handle(key: .enter)
        #expect(presenter.events == ["submit tetris"])
    }

    @Test func replacingTheQueryPutsTheCursorAtItsEnd() {
        let surface = InMemorySurface(rows: 6, columns: 50)
        controller.display(model(focus: .query, rows: 0))
        controller.replaceQuery(with: "swift tui")
        show(on: surface)
        #expect(surface.lines[0] == "Search: swift tui")
        #expect(surface.cursor?.column == 17)
        _ = controller.handle(key: .character("s"))
        #expect(presenter.events.last == "change swift tuis")
    }

    @Test func displayAndQueryChangesMarkTheScreenForRedrawing() {
        controller.needsRedraw = false
        controller.display(model(focus: .results, rows: 1))
        #expect(controller.needsRedraw)
        controller.needsRedraw = false
        controller.replaceQuery(with: "x")
        #expect(controller.needsRedraw)
        controller.needsRedraw = false
        controller.resetSelection()
        #expect(controller.needsRedraw)
    }

    @Test func listKeysMoveTheSelectionAndEnterOpensIt() {
        let surface = InMemorySurface(rows: 10, columns: 60)
        controller.display(model(focus: .results, rows: 30))
        show(on: surface)
        _ = controller.handle(key: .character("j"))
        _ = controller.handle(key: .down)
        _ = controller.handle(key: .character("k"))
        _ = controller.handle(key: .enter)
        #expect(presenter.events.suffix(4) == ["move 1", "move 2", "move 1", "select 1"])
        _ = controller.handle(key: .end)
        #expect(presenter.events.last == "move 29")
        controller.draw(on: surface)
        #expect(surface.lines[8].hasPrefix("owner/repo29"), "the selection scrolls into view")
        _ = controller.handle(key: .character("/"))
        #expect(presenter.events.last == "focus")
    }

    @Test func onTheListOnlyQQuitsAndEscLeftOrBackspaceDoNothing() {
        let stack = NavigationStack(bindings: .ghbrowse, helpContext: .help)
        var quit = false
        stack.onEmpty = { quit = true }
        controller.display(model(focus: .results, rows: 3))
        stack.push(controller)
        stack.draw(on: InMemorySurface(rows: 10, columns: 60))
        for key in [KeyPress.escape, .left, .backspace] {
            stack.handle(key: key)
            #expect(stack.count == 1, "\(key)")
        }
        #expect(!quit)
        stack.handle(key: .character("?"))
        #expect(stack.top is HelpScreen)
        stack.handle(key: .escape)
        #expect(stack.top === controller)
        stack.handle(key: .character("q"))
        #expect(quit)
    }

    @Test func inTheQueryFieldQuestionMarkIsTypedNotHelp() {
        let stack = NavigationStack(bindings: .ghbrowse, helpContext: .help)
        controller.display(model(focus: .query, rows: 3))
        stack.push(controller)
        stack.resize(to: TerminalSize(rows: 10, columns: 60))
        stack.handle(key: .character("?"))
        #expect(stack.top === controller, "no help screen over the field")
        let surface = InMemorySurface(rows: 10, columns: 60)
        stack.draw(on: surface)
        #expect(surface.text.contains("Search: ?"), "\(surface.text)")
    }

    @Test func aNewSearchMovesTheSelectionToTheTopButAPageDoesNot() {
        let surface = InMemorySurface(rows: 10, columns: 60)
        controller.display(model(focus: .results, rows: 30))
        show(on: surface)
        _ = controller.handle(key: .end)
        controller.display(model(focus: .results, rows: 60))
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "select 29")
        controller.resetSelection()
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "select 0")
    }

    @Test func replacedRowsKeepTheSelectionOnTheSameRepositoryAndScrollItIntoView() {
        let surface = InMemorySurface(rows: 10, columns: 60)
        controller.display(model(focus: .results, rows: 30))
        show(on: surface)
        _ = controller.handle(key: .down)
        _ = controller.handle(key: .down)
        var reversed = model(focus: .results, rows: 30)
        reversed.rows.reverse()
        controller.display(reversed)
        surface.clear()
        controller.draw(on: surface)
        let selected = surface.lines.indices.filter { surface.styleAt(row: $0, column: 0) == .selected }
        #expect(selected.map { surface.lines[$0].hasPrefix("owner/repo2 ") } == [true], "\(surface.lines)")
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "select 27")
    }

    @Test func afterAResetTheNextRowsStartAtTheTopEvenHoldingTheSelectedRepository() {
        controller.display(model(focus: .results, rows: 30))
        _ = controller.handle(key: .end)
        controller.resetSelection()
        var reordered = model(focus: .results, rows: 30)
        reordered.rows.reverse()
        controller.display(reordered)
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "select 0", "a new search's rows do not follow the old selection")
    }

    @Test func fewerRowsClampTheSelection() {
        controller.display(model(focus: .results, rows: 30))
        _ = controller.handle(key: .end)
        var shorter = model(focus: .results, rows: 5)
        shorter.rows = shorter.rows.map { RepositoryListRowViewModel(id: "other/\($0.id)", cells: $0.cells) }
        controller.display(shorter)
        _ = controller.handle(key: .character("*"))
        #expect(presenter.events.last == "star 4")
        controller.display(model(focus: .results, rows: 0))
        _ = controller.handle(key: .character("*"))
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "star 0", "no rows: Enter opens nothing; the Presenter finds no row 0 to star")
    }

    @Test func tinyTerminalsKeepTheFieldAndTheStatusLine() {
        controller.replaceQuery(with: "tetris")
        controller.display(model(focus: .results, rows: 30))
        for (rows, columns) in [(2, 5), (4, 16), (3, 80), (30, 20)] {
            let surface = InMemorySurface(rows: rows, columns: columns)
            controller.didResize(size: surface.size)
            controller.draw(on: surface)
            #expect(surface.lines.first == String("Search: tetris".prefix(columns)), "\(rows)x\(columns)")
            #expect(surface.lines.last == String("30 repositories".prefix(columns)), "\(rows)x\(columns)")
        }
        let narrow = InMemorySurface(rows: 30, columns: 10)
        controller.didResize(size: narrow.size)
        controller.draw(on: narrow)
        #expect(narrow.lines.first == "Search: s", "the field scrolls to keep its end in view")
        let single = InMemorySurface(rows: 1, columns: 1)
        controller.draw(on: single)
        #expect(single.lines == ["3"], "one cell: the status line wins the only row")
    }


    @Test func starAndMOnTheResultsGoToThePresenterButAreTypedInTheQueryField() {
        controller.display(model(focus: .results, rows: 3))
        #expect(controller.handle(key: .character("*")))
        #expect(controller.handle(key: .character("m")))
        #expect(presenter.events.suffix(2) == ["star 0", "yours"])
        controller.display(model(focus: .query, rows: 3))
        #expect(controller.handle(key: .character("m")))
        #expect(presenter.events.last == "change m")
    }
}
