import Foundation
import Entities
import PresentationKit
import Routes
import TestSupport
import Testing
import Usecases
import WorkflowRunPresenter

@MainActor
@Suite struct WorkflowRunPresenterTests {
    private let view = WorkflowRunViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = WorkflowRunUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    private let run = SampleActions.run(1, conclusion: "failure")
    private let presenter: WorkflowRunViewPresenter

    init() {
        presenter = WorkflowRunViewPresenter(fullName: "o/r", run: run, trail: ["github", "o/r", "actions", "CI #1"],
                                             view: view, router: router, runUsecase: usecase,
                                             services: .doubles(browser: browser, clipboard: clipboard,
                                                                dateProvider: FixedDateProvider(now: SampleActions.now), hasToken: true))
        presenter.viewDidLoad(keyHints: ["Enter log"])
    }

    private var jobs: [WorkflowJob] { [SampleActions.job(10), SampleActions.job(11, failedStep: 2), SampleActions.job(12)] }

    @Test func jobsWithTheirStepsTheFirstFailedJobSelectedOnceAndTheFailedStepMarked() {
        #expect(usecase.jobCalls.first?.freshness == .cachedThenFresh)
        #expect(view.last.list.message == "Loading the jobs…")
        usecase.jobCalls[0].completion(.success(.fresh(jobs, source: .network)))
        let rows = view.last.list.rows
        #expect(rows.count == 3 * 4)
        #expect(view.last.selectRow == 4)
        #expect(rows[4].name == "job 11" && rows[4].mark == .failure && !rows[4].isStep)
        #expect(rows[6].failedStep && rows[6].name == "2. step 2")
        #expect(rows[7].mark == .skipped)
        #expect(view.last.list.status.hasPrefix("3 jobs · 1 failed"))
        #expect(view.last.summary == "push · on main · failure · 3m 5s · Fix it")
        usecase.jobCalls[0].completion(.success(.fresh(jobs, source: .network)))
        #expect(view.last.selectRow == nil, "selected once, not again at every answer")
    }

    @Test func enterOnAJobOrItsStepOpensTheJobsLogAndOTheJobsPage() {
        usecase.jobCalls[0].completion(.success(.fresh(jobs, source: .network)))
        presenter.didRequest(.open, row: 6)
        #expect(router.shown == [.jobLog(fullName: "o/r", jobs[1])])
        presenter.didRequest(.openInBrowser, row: 0)
        #expect(browser.openedURLs == ["https://github.com/o/r/actions/runs/1/job/10"])
    }

    @Test func yCopiesTheSelectedJobsLinkOrTheRunsBeforeTheJobsAreIn() {
        presenter.didRequest(.copyLink, row: 0)
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/actions/runs/1"])
        #expect(view.last.list.status.hasPrefix("copied the run's link: https://github.com/o/r/actions/runs/1"))
        usecase.jobCalls[0].completion(.success(.fresh(jobs, source: .network)))
        presenter.didRequest(.copyLink, row: 6)
        #expect(clipboard.copiedTexts.last == "https://github.com/o/r/actions/runs/1/job/11")
        #expect(view.last.list.status.hasPrefix("copied the job's link: https://github.com/o/r/actions/runs/1/job/11"))
    }

    @Test func aCachedCopyIsSaidThenAFailureKeepsIt() {
        usecase.jobCalls[0].completion(.success(.cached(jobs, fetchedAt: SampleActions.now.addingTimeInterval(-7_200),
                                                        age: 7_200)))
        #expect(view.last.list.status.contains("cached 2 hours ago"))
        usecase.jobCalls[0].completion(.failure(.transport(.connectionRefused)))
        #expect(view.last.list.rows.count == 12)
        #expect(view.last.list.statusTone == .error)
    }

    @Test func refreshAsksForTheRunAndItsJobsNow() {
        usecase.jobCalls[0].completion(.success(.fresh(jobs, source: .network)))
        presenter.didRequest(.refresh, row: 0)
        #expect(usecase.jobCalls.map(\.freshness) == [.cachedThenFresh, .refreshNow])
        #expect(usecase.runCalls.map(\.freshness) == [.cachedThenFresh, .refreshNow])
        usecase.jobCalls[1].completion(.success(.fresh(jobs, source: .network)))
        presenter.didRequest(.refresh, row: 0)
        #expect(usecase.jobCalls.count == 2, "not again within 10 seconds")
        #expect(view.last.list.status.hasPrefix("Asked 0 s ago; again in 10 s."))
    }
}
