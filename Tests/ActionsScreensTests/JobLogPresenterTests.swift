import Foundation
import Entities
import JobLogPresenter
import Markdown
import PresentationKit
import Routes
import TestSupport
import Testing
import Usecases

@MainActor
@Suite struct JobLogPresenterTests {
    private let view = JobLogViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = JobLogUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    private let job = SampleActions.job(11, failedStep: 2)
    private let presenter: JobLogViewPresenter

    init() {
        presenter = JobLogViewPresenter(fullName: "o/r", job: job, trail: ["github", "o/r", "job 11"], view: view,
                                        router: router, logUsecase: usecase,
                                        services: .doubles(browser: browser, clipboard: clipboard,
                                                           dateProvider: FixedDateProvider(now: SampleActions.now), hasToken: true))
        presenter.viewDidLoad(keyHints: ["e error"])
        usecase.calls.first?.completion(.success(.fresh(SampleActions.log, source: .network)))
    }

    private func text(_ index: Int) -> String {
        view.last.document?.spans(index).map(\.text).joined() ?? ""
    }

    @Test func groupsAreFoldedUntilOpenedAndEndgroupLinesAreNotShown() throws {
        let document = try #require(view.last.document)
        #expect(document.entries.count == 8)
        #expect(document.groupCount == 2)
        #expect(view.last.visible == [0, 2, 3, 4, 6, 7])
        presenter.didActivateLink(target: "group-0", destination: .anchor("group-0"))
        #expect(view.last.visible == [0, 1, 2, 3, 4, 6, 7])
        presenter.didActivateLink(target: "group-0", destination: .anchor("group-0"))
        #expect(view.last.visible == [0, 2, 3, 4, 6, 7])
    }

    @Test func colourIsKeptAsAStyleAndEveryOtherSequenceRemoved() {
        let passed = view.last.document?.spans(2).first
        #expect(passed?.text == "PASSED")
        #expect(passed?.style.color != nil)
        #expect(text(6) == "after")
        #expect(view.last.document?.entries[3].marker == .warning)
        #expect(view.last.document?.entries[0].timestamp == "2023-02-17T16:03:46.0000000Z")
    }

    @Test func eJumpsToTheNextErrorOpeningItsGroupThenWrapsAround() {
        presenter.didRequest(.nextError, topRow: 0)
        #expect(view.last.openGroups == [1])
        #expect(view.last.scrollToRow == view.last.visible.firstIndex(of: 5))
        #expect(view.last.status == "error 1 of 2")
        let row = view.last.visible.firstIndex(of: 5) ?? 0
        presenter.didRequest(.nextError, topRow: row)
        #expect(view.last.scrollToRow == view.last.visible.firstIndex(of: 7))
        presenter.didRequest(.nextError, topRow: view.last.visible.firstIndex(of: 7) ?? 0)
        #expect(view.last.scrollToRow == view.last.visible.firstIndex(of: 5))
    }

    @Test func tTogglesTimestampsAndOOpensTheJob() {
        #expect(view.last.showsTimestamps)
        presenter.didRequest(.toggleTimestamps, topRow: 0)
        #expect(!view.last.showsTimestamps)
        presenter.didRequest(.openInBrowser, topRow: 0)
        #expect(browser.openedURLs == ["https://github.com/o/r/actions/runs/1/job/11"])
    }

    @Test func yCopiesTheJobsLinkBuiltFromItsNumbers() {
        presenter.didRequest(.copyLink, topRow: 0)
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/actions/runs/1/job/11"])
        #expect(view.last.status.hasPrefix("copied the job's link: https://github.com/o/r/actions/runs/1/job/11"))
    }

    @Test func aFailureIsSaid() {
        let presenter = JobLogViewPresenter(fullName: "o/r", job: job, trail: [], view: view, router: router,
                                            logUsecase: usecase,
                                            services: .doubles(browser: browser, clipboard: clipboard,
                                                               dateProvider: FixedDateProvider(now: SampleActions.now), hasToken: true))
        presenter.viewDidLoad(keyHints: [])
        usecase.calls.last?.completion(.failure(.transport(.connectionRefused)))
        #expect(view.last.statusTone == .error)
        #expect(view.last.document == nil)
    }

    @Test func aLogPastTheLargestTakenIsRefusedWithItsSizeAndO() {
        let presenter = JobLogViewPresenter(fullName: "o/r", job: job, trail: [], view: view, router: router,
                                            logUsecase: usecase,
                                            services: .doubles(browser: browser, clipboard: clipboard,
                                                               dateProvider: FixedDateProvider(now: SampleActions.now), hasToken: true))
        presenter.viewDidLoad(keyHints: [])
        usecase.calls.last?.completion(.failure(.transport(.bodyTooLarge(limit: 100 << 20))))
        #expect(view.last.message == "This log is larger than 100 MB, too large to show here: o opens it on github.com.")
        #expect(view.last.statusTone == .error)
        presenter.didRequest(.openInBrowser, topRow: 0)
        #expect(browser.openedURLs == ["https://github.com/o/r/actions/runs/1/job/11"])
    }

    @Test func aFailureWithNoLogIsSaidInItsPlaceNotAsLoading() {
        let presenter = JobLogViewPresenter(fullName: "o/r", job: job, trail: [], view: view, router: router,
                                            logUsecase: usecase,
                                            services: .doubles(browser: browser, clipboard: clipboard,
                                                               dateProvider: FixedDateProvider(now: SampleActions.now), hasToken: true))
        presenter.viewDidLoad(keyHints: [])
        usecase.calls.last?.completion(.failure(.transport(.connectionRefused)))
        #expect(view.last.message.hasPrefix("Could not load the log: "))
    }
}
