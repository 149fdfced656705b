import Foundation
import Entities
import NotificationsPresenter
import PresentationKit
import Routes
import TestSupport
import Testing
import Usecases

@MainActor
@Suite final class NotificationsPresenterTests {
    private let view = NotificationsViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = NotificationsUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    /// The Presenter made last: its View and use cases hold it weakly, so the test keeps it.
    private var kept: NotificationsViewPresenter?

    private func presenter(hasToken: Bool = true) -> NotificationsViewPresenter {
        let presenter = NotificationsViewPresenter(
            trail: ["github", "notifications"], view: view, router: router, notificationsUsecase: usecase,
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: SampleNotifications.now), hasToken: hasToken))
        kept = presenter
        presenter.viewDidResize(columns: 200)
        presenter.viewDidLoad(keyHints: ["Enter open"])
        return presenter
    }

    private func answer(_ threads: [NotificationThread], wait: Int? = nil, call: Int = 0) {
        usecase.fetchCalls[call].completion(.success(.fresh(SampleNotifications.answer(threads, wait: wait), source: .network)))
    }

    @Test func asksForTheUnreadOnesFromTheCacheThenGitHub() {
        _ = presenter()
        #expect(usecase.fetchCalls.map(\.all) == [false])
        #expect(usecase.fetchCalls.first?.freshness == .cachedThenFresh)
        #expect(view.last.title == "github › notifications")
    }

    @Test func withoutATokenItSaysHowToGetOneAndAsksNothing() {
        _ = presenter(hasToken: false)
        #expect(usecase.fetchCalls.isEmpty)
        #expect(view.last.message == "Notifications need a token: run gh auth login, or set GH_TOKEN.")
    }

    @Test func rowsSayRepositoryKindTitleReasonAndWhenMadeSafe() {
        _ = presenter()
        answer([SampleNotifications.thread("1", title: "bad\u{1B}]0;x\u{07} title"),
                SampleNotifications.thread("2", type: "CheckSuite", url: nil, reason: "ci_activity", unread: false)])
        let rows = view.last.rows
        #expect(rows.map(\.kind) == ["pull request", "check suite"])
        #expect(rows.map(\.unread) == [true, false])
        #expect(!rows[0].title.contains("\u{1B}") && rows[0].title.hasPrefix("bad"))
        #expect(rows[0].meta == "review requested · updated 2 hours ago")
        #expect(rows[1].meta.hasPrefix("CI activity"))
        #expect(view.last.status.hasPrefix("1 unread · unread only · every 60 s"))
    }

    @Test func enterOpensThePullRequestInGhbrowseAndMarksItReadOnceGitHubTookIt() {
        let presenter = presenter()
        answer([SampleNotifications.thread("1")])
        presenter.didRequest(.open, row: 0)
        #expect(router.shown == [.issue(fullName: "o/r", number: 7)])
        #expect(usecase.markCalls.map(\.threadID) == ["1"])
        #expect(usecase.markCalls.first?.mark == .read)
        #expect(view.last.rows.first?.unread == true)
        usecase.markCalls[0].completion(.success(()))
        #expect(view.last.rows.first?.unread == false)
        #expect(view.last.status.hasPrefix("marked read: Fix it"))
    }

    @Test func aCommitAndAReleaseOpenTheirScreensAndADiscussionTheBrowser() {
        let presenter = presenter()
        answer([SampleNotifications.thread("1", type: "Commit", url: "https://api.github.com/repos/o/r/commits/abc123"),
                SampleNotifications.thread("2", type: "Release", url: "https://api.github.com/repos/o/r/releases/9"),
                SampleNotifications.thread("3", type: "Discussion", url: nil, unread: false)])
        for row in 0..<3 { presenter.didRequest(.open, row: row) }
        #expect(router.shown == [.commit(fullName: "o/r", sha: "abc123"), .release(fullName: "o/r", Release(id: 9, tagName: ""))])
        #expect(browser.openedURLs == ["https://github.com/o/r/discussions"])
        #expect(usecase.markCalls.map(\.threadID) == ["1", "2"], "a read thread is not marked again")
    }

    @Test func aMarkThatFailsIsSaidAndTheThreadStaysUnread() {
        let presenter = presenter()
        answer([SampleNotifications.thread("1")])
        presenter.didRequest(.markRead, row: 0)
        #expect(router.shown.isEmpty)
        usecase.markCalls[0].completion(.failure(.transport(.connectionRefused)))
        #expect(view.last.rows.first?.unread == true)
        #expect(view.last.status.hasPrefix("not marked read ("))
        #expect(view.last.statusTone == .error)
        #expect(usecase.markCalls.count == 1, "never retried without the user")
    }

    @Test func doneRemovesTheThreadOnceGitHubTookIt() {
        let presenter = presenter()
        answer([SampleNotifications.thread("1"), SampleNotifications.thread("2")])
        presenter.didRequest(.markDone, row: 0)
        #expect(usecase.markCalls.first?.mark == .done)
        #expect(view.last.rows.count == 2)
        usecase.markCalls[0].completion(.success(()))
        #expect(view.last.rows.count == 1)
    }

    @Test func aToggleAsksForAllAndARefreshHeldByThePollIntervalIsSaid() {
        let presenter = presenter()
        answer([])
        #expect(view.last.message == "No unread notifications. A shows them all.")
        presenter.didRequest(.toggleAll, row: 0)
        #expect(usecase.fetchCalls.map(\.all) == [false, true])
        answer([SampleNotifications.thread("1", unread: false)], call: 1)
        presenter.didRequest(.refresh, row: 0)
        #expect(usecase.fetchCalls.last?.freshness == .refreshNow)
        answer([SampleNotifications.thread("1", unread: false)], wait: 42, call: 2)
        #expect(view.last.status.hasPrefix("GitHub asks to wait 42 s before checking again"))
    }

    @Test func oOpensTheSubjectsPageOnGitHub() {
        let presenter = presenter()
        answer([SampleNotifications.thread("1")])
        presenter.didRequest(.openInBrowser, row: 0)
        #expect(browser.openedURLs == ["https://github.com/o/r/pull/7"])
        #expect(usecase.markCalls.isEmpty)
    }

    @Test func yCopiesTheSelectedThreadsSubjectLink() {
        let presenter = presenter()
        answer([SampleNotifications.thread("1")])
        presenter.didRequest(.copyLink, row: 0)
        presenter.didRequest(.copyLink, row: 3)
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/pull/7"])
        #expect(view.last.status.hasPrefix("copied the notification's link: https://github.com/o/r/pull/7"))
        #expect(usecase.markCalls.isEmpty)
    }
}
