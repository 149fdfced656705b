import CommitHistoryPresenter
import CommitHistoryView
import RepositoryBrowsing
import ScreenKit
import TerminalUI
import Testing

@MainActor
private final class HistoryPresenterSpy: CommitHistoryViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load \(keyHints.joined(separator: ","))") }
    func viewDidResize(columns: Int) { events.append("resize \(columns)") }
    func didMoveSelection(to index: Int, visibleRowCount: Int) { events.append("move \(index)/\(visibleRowCount)") }
    func didSelectRow(at index: Int) { events.append("open \(index)") }
    func didRequest(_ command: CommitHistoryCommand, row: Int) {
        switch command {
        case .refresh: events.append("refresh")
        case .copyLink: events.append("copy \(row)")
        }
    }
}

@MainActor
@Suite struct CommitHistoryViewControllerTests {
    private let presenter = HistoryPresenterSpy()
    private let controller: CommitHistoryViewController

    init() {
        controller = CommitHistoryViewController(bindings: KeyBindings(sections: CommitHistoryKeys.sections))
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 8, columns: 90))
        let rows = (0..<10).map {
            CommitSummaryText(shortSHA: "abc123\($0)", date: "3 days ago", author: "Ada Lovelace", subject: "Fix \($0)")
        }
        controller.display(CommitHistoryViewModel(title: "github › o/r › commits @ main", rows: rows,
                                                  status: "10 commits · Enter open"))
    }

    @Test func drawsTheTitleOneRowACommitAndTheStatusLine() {
        let surface = InMemorySurface(rows: 8, columns: 90)
        controller.draw(on: surface)
        let lines = surface.lines
        #expect(lines[0].contains("github › o/r › commits @ main"))
        #expect(lines[2].contains("abc1230"))
        #expect(lines[2].contains("3 days ago"))
        #expect(lines[2].contains("Ada Lovelace"))
        #expect(lines[2].contains("Fix 0"))
        #expect(surface.styleAt(row: 2, column: 1) == .selected)
        #expect(surface.styleAt(row: 3, column: 1) == .accent) // the SHA
        #expect(lines[7].contains("10 commits · Enter open"))
        #expect(presenter.events.first == "load Enter open,r refresh,Esc/q/←/Backspace back"
                || presenter.events.first?.hasPrefix("load ") == true)
    }

    @Test func movingTellsThePresenterWhereTheSelectionIsAndEnterOpensIt() {
        #expect(controller.handle(key: .down))
        #expect(controller.handle(key: .character("j")))
        #expect(controller.handle(key: .enter))
        #expect(controller.handle(key: .character("r")))
        #expect(presenter.events.suffix(4) == ["move 1/5", "move 2/5", "open 2", "refresh"])
    }

    @Test func backIsLeftToTheNavigationStack() {
        #expect(!controller.handle(key: .escape))
        #expect(!controller.handle(key: .character("q")))
        #expect(!controller.handle(key: .left))
        #expect(!controller.handle(key: .backspace))
    }

    @Test func aNarrowScreenKeepsTheShaAndTheSubject() {
        let surface = InMemorySurface(rows: 8, columns: 30)
        controller.draw(on: surface)
        #expect(surface.lines[2].contains("abc1230"))
        #expect(surface.lines[2].contains("Fix 0"))
        #expect(!surface.lines[2].contains("Ada"))
    }
}
