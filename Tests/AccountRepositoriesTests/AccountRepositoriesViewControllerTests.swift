import AccountRepositoriesPresenter
import AccountRepositoriesView
import PresentationKit
import ScreenKit
import TerminalUI
import Testing

/// Records the View's events.
@MainActor
private final class AccountRepositoriesPresenterSpy: AccountRepositoriesViewPresentation {
    var events: [String] = []
    var hints: [String] = []
    func viewDidLoad(keyHints: [String]) { hints = keyHints; events.append("load") }
    func viewDidResize(columns: Int) { events.append("resize \(columns)") }
    func didSelectRow(at index: Int) { events.append("open \(index)") }
    func didMoveSelection(to index: Int, visibleRowCount: Int) { events.append("move \(index)") }
    func didRequest(_ command: AccountRepositoriesCommand, row: Int) {
        events.append(command == .refresh ? "refresh" : "sort")
    }
}

@MainActor
@Suite struct AccountRepositoriesViewControllerTests {
    private let presenter = AccountRepositoriesPresenterSpy()
    private let controller = AccountRepositoriesViewController(
        bindings: KeyBindings(sections: AccountRepositoriesKeys.sections))

    init() {
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 8, columns: 60))
        let rows = (0..<3).map { index in
            RepositoryRowViewModel(cells: [
                RepositoryRowCell("owner\(index)/repo\(index)", role: .name),
                RepositoryRowCell("  ", role: .gap),
                RepositoryRowCell("starred \(index + 1) days ago", role: .note),
                RepositoryRowCell("  ", role: .gap),
                RepositoryRowCell("A description", role: .description),
            ])
        }
        controller.display(AccountRepositoriesViewModel(
            breadcrumb: "github › your stars", header: [RepositoryRowCell("REPOSITORY", role: .name)], rows: rows,
            status: "3 listed · Enter open", statusTone: .normal))
    }

    @Test func drawsTheBreadcrumbTheRowsWithTheirNotesAndTheStatusLine() {
        let surface = InMemorySurface(rows: 8, columns: 60)
        controller.draw(on: surface)
        #expect(surface.lines[0].hasPrefix("github › your stars"))
        #expect(surface.lines[1].hasPrefix("REPOSITORY"))
        #expect(surface.lines[2].hasPrefix("owner0/repo0  starred 1 day"), "\(surface.lines[2])")
        #expect(surface.styleAt(row: 2, column: 0) == .selected)
        #expect(surface.styleAt(row: 3, column: 16) == .dim, "the note is dimmed")
        #expect(surface.lines[7].hasPrefix("3 listed · Enter open"))
    }

    @Test func theHintsComeFromTheKeyTable() {
        #expect(presenter.hints.first == "Enter open")
    }

    @Test func keysBecomeEventsAndBackIsLeftToTheStack() {
        #expect(controller.handle(key: .down))
        #expect(presenter.events.last == "move 1")
        #expect(controller.handle(key: .enter))
        #expect(presenter.events.last == "open 1")
        #expect(controller.handle(key: .character("r")))
        #expect(presenter.events.last == "refresh")
        #expect(controller.handle(key: .character("s")))
        #expect(controller.handle(key: .character("S")))
        #expect(presenter.events.suffix(2) == ["sort", "sort"])
        #expect(!controller.handle(key: .escape))
        #expect(!controller.handle(key: .character("q")))
    }

    @Test func aPlaceholderStandsInForNoRows() {
        controller.display(AccountRepositoriesViewModel(breadcrumb: "github › your stars",
                                                        placeholder: "Asking GitHub for your stars…"))
        let surface = InMemorySurface(rows: 8, columns: 60)
        controller.draw(on: surface)
        #expect(surface.lines[2].contains("Asking GitHub for your stars…"))
    }
}
