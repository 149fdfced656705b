import Entities
@testable import RepositoryList
import TerminalUI
import Testing

/// Records what the View forwards.
@MainActor
final class RepositoryListPresenterSpy: RepositoryListViewPresentation {
    var events: [String] = []
    func viewDidLoad() { events.append("load") }
    func viewDidResize(columns: Int) { events.append("resize \(columns)") }
    func searchFieldDidChange(text: String) { events.append("change \(text)") }
    func searchFieldDidSubmit(query: String) { events.append("submit \(query)") }
    func searchFieldDidRequestOlderQuery() { events.append("older") }
    func searchFieldDidRequestNewerQuery() { events.append("newer") }
    func searchFieldDidCancel() { events.append("cancel") }
    func didRequestFocusSearch() { events.append("focus") }
    func didSelectRow(at index: Int) { events.append("select \(index)") }
    func didMoveSelection(to index: Int, visibleRowCount: Int) { events.append("move \(index)") }
    func didRequestNextSort() { events.append("sort") }
    func didRequestOrderFlip() { events.append("flip") }
}

@MainActor
@Suite struct RepositoryListViewControllerTests {
    let presenter = RepositoryListPresenterSpy()
    let controller = RepositoryListViewController(bindings: .standard)

    init() {
        controller.presenter = presenter
    }

    private func row(_ name: String, _ description: String, _ stars: String) -> RepositoryRowViewModel {
        RepositoryRowViewModel(cells: [
            RepositoryRowCell(name, role: .name), RepositoryRowCell("  ", role: .gap),
            RepositoryRowCell(description, role: .description), RepositoryRowCell("  ", role: .gap),
            RepositoryRowCell(stars, role: .stars),
        ])
    }

    private func model(focus: RepositoryListViewModel.Focus, rows: Int) -> RepositoryListViewModel {
        RepositoryListViewModel(
            query: "tetris", queryRevision: 1, focus: focus,
            header: [RepositoryRowCell("REPOSITORY", role: .name)],
            rows: (0..<rows).map { row("owner/repo\($0)      ", "A description   ", "★ 1.2k") },
            resultsRevision: 1, status: "\(rows) repositories")
    }

    @Test func rendersQueryHeaderRowsAndStatus() {
        let surface = InMemorySurface(rows: 6, columns: 50)
        controller.display(model(focus: .results, rows: 5))
        controller.draw(on: surface)
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
        controller.display(viewModel)
        controller.draw(on: surface)
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
        #expect(presenter.events.suffix(3) == ["older", "newer", "cancel"])
    }

    @Test func ctrlUClearsTheField() {
        controller.display(model(focus: .query, rows: 0))
        _ = controller.handle(key: .control("u"))
        #expect(presenter.events.last == "change ")
    }

    @Test func listKeysMoveTheSelectionAndEnterOpensIt() {
        let surface = InMemorySurface(rows: 10, columns: 60)
        controller.display(model(focus: .results, rows: 30))
        controller.draw(on: surface)
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

    @Test func qOnTheListIsLeftToTheStackButEscIsNot() {
        controller.display(model(focus: .results, rows: 3))
        #expect(controller.handle(key: .character("q")) == false)
        #expect(controller.handle(key: .escape) == true)
        #expect(controller.handle(key: .character("?")) == false)
    }

    @Test func aNewSearchMovesTheSelectionToTheTopButAPageDoesNot() {
        let surface = InMemorySurface(rows: 10, columns: 60)
        controller.display(model(focus: .results, rows: 30))
        controller.draw(on: surface)
        _ = controller.handle(key: .end)
        var grown = model(focus: .results, rows: 60)
        controller.display(grown)
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "select 29")
        grown.resultsRevision += 1
        controller.display(grown)
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "select 0")
    }

    @Test func tinyTerminalsDoNotCrash() {
        controller.display(model(focus: .results, rows: 30))
        for (rows, columns) in [(1, 1), (2, 5), (4, 16), (3, 80), (30, 10)] {
            let surface = InMemorySurface(rows: rows, columns: columns)
            controller.draw(on: surface)
            #expect(surface.lines.count == rows)
        }
    }
}
