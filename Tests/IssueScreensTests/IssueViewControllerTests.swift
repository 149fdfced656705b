import IssueListPresenter
import IssueListView
import IssuePresenter
import IssueView
import Markdown
import PresentationKit
import ScreenKit
import TerminalUI
import Testing
import TestSupport

@MainActor
private final class ListPresenterSpy: IssueListViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load") }
    func viewDidResize(columns: Int) {}
    func didMoveSelection(to index: Int, visibleRowCount: Int) { events.append("move \(index)") }
    func didRequest(_ command: IssueListCommand, row: Int) { events.append("\(command.rawValue) \(row)") }
    func filterDidSubmit(query: String) { events.append("search \(query)") }
}

@MainActor
@Suite struct IssueViewControllerTests {
    @Test func aLabelWithAColourIsAChipOfItAndOneWithoutIsBracketed() throws {
        let controller = IssueListViewController(bindings: KeyBindings(sections: IssueListKeys.sections))
        controller.presenter = ListPresenterSpy()
        controller.didAppear(size: TerminalSize(rows: 10, columns: 100))
        controller.display(IssueListViewModel(title: "github › o/r › issues", rows: [
            IssueListRow(number: "#8", mark: .open, title: "Selected"),
            IssueListRow(number: "#7", mark: .open, title: "Crash", labels: [LabelChip(name: "bug", color: 0xD73A4A), "ui"]),
        ], status: ""))
        let surface = InMemorySurface(rows: 10, columns: 100)
        controller.draw(on: surface)
        let line = surface.lines[3]
        #expect(line.contains("● Crash  bug  [ui]"))
        let range = try #require(line.range(of: " bug "))
        let chip = line.distance(from: line.startIndex, to: range.lowerBound)
        #expect(surface.styleAt(row: 3, column: chip + 1) == .badge(0xD73A4A))
        #expect(surface.styleAt(row: 3, column: chip + 7) == .accent, "[ui] has no colour")
    }

    @Test func theListDrawsEachRowAndSearchesOnlyOnEnter() {
        let presenter = ListPresenterSpy()
        let controller = IssueListViewController(bindings: KeyBindings(sections: IssueListKeys.sections))
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 10, columns: 100))
        controller.display(IssueListViewModel(title: "github › o/r › issues", rows: [
            IssueListRow(number: "#7", mark: .open, title: "Crash on start", labels: ["bug"], meta: "octocat · 2 comments"),
            IssueListRow(number: "#5", mark: .merged, title: "Add it", meta: "ada", branches: "feature → main"),
        ], status: "2 open issues"))
        let surface = InMemorySurface(rows: 10, columns: 100)
        controller.draw(on: surface)
        #expect(surface.lines[2].contains("#7") && surface.lines[2].contains("● Crash on start [bug]"))
        #expect(surface.lines[2].hasSuffix("octocat · 2 comments"))
        #expect(surface.lines[3].contains("⇄ Add it") && surface.lines[3].contains("feature → main   ada"))

        #expect(controller.handle(key: .character("j")))
        #expect(controller.handle(key: .enter))
        #expect(presenter.events.suffix(2) == ["move 1", "open 1"])
        #expect(controller.handle(key: .character("/")))
        for character in "label:bug" { _ = controller.handle(key: .character(character)) }
        #expect(!presenter.events.contains { $0.hasPrefix("search") }, "typing sends nothing")
        surface.clear()
        controller.draw(on: surface)
        #expect(surface.lines[1].contains("Search: label:bug"))
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "search label:bug")
        _ = controller.handle(key: .character("s"))
        #expect(presenter.events.last == "cycle-sort 0", "after a search the rows start again at the top")
    }

    @Test func theConversationDrawsItsPiecesAndNGoesFromCommentToComment() {
        let presenter = ConversationPresenterSpy()
        let controller = IssueViewController(bindings: KeyBindings(sections: IssueKeys.sections))
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 8, columns: 60))
        let body = MarkdownSource(text: "It **crashes**, see [the log](https://example.com/log).", htmlURL: nil,
                                  fullName: "o/r")
        let filler = (0..<12).map { IssueLine("line \($0)", .detail) }
        controller.display(IssueViewModel(title: "github › o/r › issues › #7", pieces: [
            .lines([IssueLine("Crash on start #7", .title), IssueLine("● open", .state(.open))]),
            .markdown(body),
            .lines([IssueLine("", .detail), IssueLine("── @ada · 2 days ago", .commentHeader)] + filler),
            .lines([IssueLine("", .detail), IssueLine("── @bob · 1 day ago", .commentHeader)]),
        ], commentStarts: [2, 3], status: "2 comments"))
        let surface = InMemorySurface(rows: 8, columns: 60)
        controller.draw(on: surface)
        #expect(surface.lines[2].contains("Crash on start #7"))
        #expect(surface.lines[4].contains("It crashes, see the log"))
        _ = controller.handle(key: .character("n"))
        surface.clear()
        controller.draw(on: surface)
        #expect(surface.lines[2].contains("── @ada"))
        _ = controller.handle(key: .character("n"))
        surface.clear()
        controller.draw(on: surface)
        #expect(surface.lines.contains { $0.contains("── @bob") })
        _ = controller.handle(key: .character("N"))
        surface.clear()
        controller.draw(on: surface)
        #expect(surface.lines[2].contains("── @ada"))
        _ = controller.handle(key: .tab)
        _ = controller.handle(key: .character("o"))
        #expect(presenter.events == ["select https://example.com/log", "open-in-browser"])
    }

    /// While a search is active, `n` / `N` go to its matches; once Esc ends it, to comments again.
    @Test func nGoesToMatchesWhileASearchIsActiveAndToCommentsOtherwise() {
        let controller = IssueViewController(bindings: KeyBindings(sections: IssueKeys.sections + TextFindKeys.sections))
        controller.didAppear(size: TerminalSize(rows: 8, columns: 60))
        let filler = (0..<12).map { IssueLine("line \($0)", .detail) }
        controller.display(IssueViewModel(title: "github › o/r › issues › #7", pieces: [
            .lines([IssueLine("Crash on start #7", .title)]),
            .lines([IssueLine("", .detail), IssueLine("── @ada · 2 days ago", .commentHeader)] + filler),
            .lines([IssueLine("", .detail), IssueLine("── @bob · 1 day ago", .commentHeader), IssueLine("crash again", .detail)]),
        ], commentStarts: [1, 2], status: "2 comments"))
        let surface = InMemorySurface(rows: 8, columns: 60)
        #expect(ScreenKeyPresses.type("/crash", on: controller))
        #expect(ScreenKeyPresses.press([.enter, .character("n")], on: controller))
        var lines = ScreenKeyPresses.redraw(controller, on: surface)
        #expect(lines.last?.hasPrefix("/crash  2 of 2") == true)
        #expect(lines.contains { $0.contains("crash again") })
        #expect(ScreenKeyPresses.press([.character("n")], on: controller))
        lines = ScreenKeyPresses.redraw(controller, on: surface)
        #expect(lines.last?.hasPrefix("/crash  1 of 2") == true)
        #expect(ScreenKeyPresses.press([.escape, .character("n")], on: controller))
        lines = ScreenKeyPresses.redraw(controller, on: surface)
        #expect(lines[2].contains("── @ada"))
        #expect(lines.last?.hasPrefix("2 comments") == true)
    }
}
