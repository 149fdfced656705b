import Foundation
import Entities
import PresentationKit
import Routes
import TestSupport
import Testing
import Usecases
import WorkflowRunsPresenter

@MainActor
@Suite struct WorkflowRunsPresenterTests {
    private let view = WorkflowRunsViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = WorkflowRunsUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    private let presenter: WorkflowRunsViewPresenter

    init() {
        presenter = WorkflowRunsViewPresenter(fullName: "o/r", trail: ["github", "o/r", "actions"], view: view,
                                              router: router, runsUsecase: usecase,
                                              services: .doubles(browser: browser, clipboard: clipboard,
                                                                 dateProvider: FixedDateProvider(now: SampleActions.now), hasToken: false))
        presenter.viewDidLoad(keyHints: ["Enter open", "/ filter"])
    }

    @Test func asksForTheFirstPageCachedThenFreshAndShowsARowPerRun() {
        #expect(usecase.calls.map(\.page) == [1])
        #expect(usecase.calls.first?.freshness == .cachedThenFresh)
        usecase.calls[0].completion(.success(.fresh(SampleActions.page([SampleActions.run(7, conclusion: nil),
                                                                         SampleActions.run(6, conclusion: "failure")]),
                                                    source: .network)))
        let rows = view.last.rows
        #expect(rows.map(\.mark) == [.inProgress, .failure])
        #expect(rows[1].number == "#6")
        #expect(rows[1].duration == "3m 5s")
        #expect(rows[1].age == "3 hours ago")
        #expect(rows[1].title == "Fix it")
        #expect(rows[0].duration == "")
        #expect(view.last.title == "github › o/r › actions")
        #expect(view.last.status.hasPrefix("2 runs"))
    }

    @Test func theFilterGoesToGitHubAndPlainWordsNarrowByWorkflowName() {
        presenter.filterDidSubmit(query: "branch:main status:failure event:push workflow:ci.yml lint")
        #expect(usecase.calls.last?.filter == WorkflowRunFilter(branch: "main", event: "push", status: "failure",
                                                                 workflow: "ci.yml"))
        usecase.calls.last?.completion(.success(.fresh(SampleActions.page([SampleActions.run(1, workflow: "Lint"),
                                                                            SampleActions.run(2, workflow: "CI")]),
                                                       source: .network)))
        #expect(view.last.rows.map(\.workflow) == ["Lint"])
        presenter.filterDidSubmit(query: "nothing-like-it")
        usecase.calls.last?.completion(.success(.fresh(SampleActions.page([SampleActions.run(2)]), source: .network)))
        #expect(view.last.rows.isEmpty)
        #expect(view.last.message == "No run matches.")
    }

    @Test func enterOpensTheRunAndOItsPage() {
        let run = SampleActions.run(6, conclusion: "failure")
        usecase.calls[0].completion(.success(.fresh(SampleActions.page([run]), source: .network)))
        presenter.didRequest(.open, row: 0)
        #expect(router.shown == [.workflowRun(fullName: "o/r", run)])
        presenter.didRequest(.openInBrowser, row: 0)
        #expect(browser.openedURLs == ["https://github.com/o/r/actions/runs/6"])
        presenter.didRequest(.open, row: 5)
        #expect(router.shown.count == 1)
    }

    @Test func yCopiesTheSelectedRunsLinkBuiltFromItsID() {
        let run = SampleActions.run(6)
        usecase.calls[0].completion(.success(.fresh(SampleActions.page([run]), source: .network)))
        presenter.didRequest(.copyLink, row: 0)
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/actions/runs/\(run.id)"])
        #expect(view.last.status.hasPrefix("copied the run's link: https://github.com/o/r/actions/runs/\(run.id)"))
        presenter.didRequest(.copyLink, row: 3)
        #expect(clipboard.copiedTexts.count == 1)
    }

    @Test func theNextPageIsAskedForNearTheEndAndRefreshAsksAgain() {
        usecase.calls[0].completion(.success(.fresh(SampleActions.page((1...30).map { SampleActions.run($0) }, next: 2),
                                                    source: .network)))
        presenter.didMoveSelection(to: 25, visibleRowCount: 20)
        #expect(usecase.calls.map(\.page) == [1, 2])
        usecase.calls[1].completion(.success(.fresh(PagedAnswer(items: [SampleActions.run(31)], page: 2), source: .network)))
        #expect(view.last.rows.count == 31)
        presenter.didRequest(.refresh, row: 0)
        #expect(usecase.calls.last?.freshness == .refreshNow)
    }

    @Test func githubTextIsSanitized() {
        var run = SampleActions.run(1, workflow: "CI\u{1B}]0;x\u{07}")
        run.headBranch = "b\u{1B}[2J"
        run.headCommitMessage = "t\u{202E}x"
        usecase.calls[0].completion(.success(.fresh(SampleActions.page([run]), source: .network)))
        let row = view.last.rows[0]
        #expect(!row.workflow.contains("\u{1B}") && !row.branch.contains("\u{1B}") && !row.title.contains("\u{202E}"))
    }
}
