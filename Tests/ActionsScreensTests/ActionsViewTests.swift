import Foundation
import JobLogPresenter
import JobLogView
import Markdown
import PresentationKit
import ScreenKit
import TerminalUI
import Testing
import WorkflowRunPresenter
import WorkflowRunView
import WorkflowRunsPresenter
import WorkflowRunsView

@MainActor
private final class RunsPresenterSpy: WorkflowRunsViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load") }
    func viewDidResize(columns: Int) {}
    func didMoveSelection(to index: Int, visibleRowCount: Int) { events.append("move \(index)") }
    func didRequest(_ command: WorkflowRunsCommand, row: Int) { events.append("\(command.rawValue) \(row)") }
    func filterDidSubmit(query: String) { events.append("filter \(query)") }
}

@MainActor
private final class LogPresenterSpy: JobLogViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load") }
    func viewDidResize(columns: Int) {}
    func didRequest(_ command: JobLogCommand, topRow: Int) { events.append("\(command.rawValue) \(topRow)") }
    func didSelectLink(target: String, destination: LinkDestination) { events.append("select \(target)") }
    func didRequestLinkWithoutLinks() { events.append("no groups") }
    func didActivateLink(target: String, destination: LinkDestination) { events.append("activate \(target)") }
}

@MainActor
@Suite struct WorkflowRunsViewControllerTests {
    private let presenter = RunsPresenterSpy()
    private let controller = WorkflowRunsViewController(bindings: KeyBindings(sections: WorkflowRunsKeys.sections))

    init() {
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 8, columns: 100))
        controller.display(WorkflowRunsViewModel(title: "github › o/r › actions", rows: [
            WorkflowRunRow(mark: .failure, workflow: "CI", number: "#6", event: "push", branch: "main", duration: "3m 5s",
                           age: "3 hours ago", title: "Fix it"),
        ], status: "1 run"))
    }

    @Test func drawsTheRunWithItsColouredMarkAndSendsTheFilter() {
        let surface = InMemorySurface(rows: 8, columns: 100)
        controller.draw(on: surface)
        #expect(surface.lines[2].contains("✗ CI") && surface.lines[2].contains("#6") && surface.lines[2].hasSuffix("3 hours ago"))
        #expect(controller.handle(key: .character("/")))
        for character in "status:failure" { _ = controller.handle(key: .character(character)) }
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "filter status:failure")
        _ = controller.handle(key: .enter)
        #expect(presenter.events.last == "open 0")
    }
}

@MainActor
@Suite struct JobLogViewControllerTests {
    private let presenter = LogPresenterSpy()
    private let controller = JobLogViewController(bindings: KeyBindings(sections: JobLogKeys.sections))
    private let document = JobLogDocument(SampleActions.log)

    init() {
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 12, columns: 80))
        controller.display(JobLogViewModel(title: "log", document: document, visible: document.visible(open: []),
                                           status: "8 lines"))
    }

    @Test func timestampsDimColoursKeptMarkersShownNoEscapeDrawn() {
        let surface = InMemorySurface(rows: 12, columns: 80)
        controller.draw(on: surface)
        let lines = surface.lines
        #expect(lines[2].contains("2023-02-17T16:03:46.0000000Z ▸ Run setup"))
        #expect(surface.styleAt(row: 2, column: 1) == .dim)
        #expect(lines[3].contains("PASSED plain"))
        if case .colored = surface.styleAt(row: 3, column: 30) {} else { Issue.record("PASSED keeps its colour") }
        #expect(lines[4].contains("! Warning: careful"))
        #expect(lines[6].hasSuffix("after"))
        #expect(lines[7].contains("✗ Error: Process completed with exit code 1."))
        #expect(!lines.joined().contains("\u{1B}"))
    }

    @Test func tabSelectsAGroupEnterOpensItAndTheKeysGoToThePresenter() {
        _ = controller.handle(key: .tab)
        _ = controller.handle(key: .enter)
        _ = controller.handle(key: .character("e"))
        _ = controller.handle(key: .character("T"))
        #expect(presenter.events.suffix(4) == ["select group-0", "activate group-0", "next-error 0", "toggle-timestamps 0"])
    }
}
