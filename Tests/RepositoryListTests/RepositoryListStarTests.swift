import Entities
import Usecases
import Interactors
@testable import RepositoryListPresenter
import TestSupport
import Testing

/// `*` on the selected row, and `m` for your own listings.
@MainActor
@Suite final class RepositoryListStarTests {
    private let view = RepositoryListViewSpy()
    private let router = RepositoryListRouterSpy()
    private let search = SearchRepositoryUsecaseMock()
    private let stars = StarStateUsecaseMock()
    private let clock = ManualClock(now: Sample.now)
    private var presenter: RepositoryListViewPresenter!

    private func makePresenter(hasToken: Bool) {
        presenter = RepositoryListViewPresenter(
            view: view, router: router, searchUsecase: search, historyUsecase: SearchHistoryUsecaseMock(),
            delayUsecase: DelayInteractor(scheduler: clock), starStateUsecase: stars,
            services: .doubles(clipboard: ClipboardUsecaseMock(),
                               dateProvider: clock, hasToken: hasToken), initialSearch: nil, breadcrumb: ["github"])
        presenter.viewDidLoad(keyHints: [])
        presenter.viewDidResize(columns: 140)
        presenter.searchFieldDidSubmit(query: "tetris")
        search.lastCall?.completion(.success(Sample.page(query: "tetris", page: 1, count: 3, total: 3, hasNext: false)))
    }

    private func starsCell(row: Int) -> String? {
        view.last.rows[row].cells.first { $0.role == .stars }?.text.trimmingCharacters(in: .whitespaces)
    }

    @Test func starOnARowAsksThenStarsTheSelectedRepositoryAndItsCountFollows() {
        makePresenter(hasToken: true)
        presenter.didRequest(.toggleStar, row: 1)
        #expect(stars.requests == ["GET owner1/repo1"])
        stars.answer(.success(false))
        #expect(stars.requests == ["GET owner1/repo1", "PUT owner1/repo1"])
        stars.answer(.success(true))
        #expect(view.last.status.hasSuffix("★ starred owner1/repo1"), "\(view.last.status)")
        #expect(starsCell(row: 1) == "★ 12.3k")
    }

    @Test func starOnAStarredRowUnstarsIt() {
        makePresenter(hasToken: true)
        presenter.didRequest(.toggleStar, row: 0)
        stars.answer(.success(true))
        #expect(stars.requests.last == "DELETE owner0/repo0")
        stars.answer(.success(false))
        #expect(view.last.status.hasSuffix("unstarred owner0/repo0"), "\(view.last.status)")
    }

    @Test func withoutATokenStarSaysWhyAndAsksNothing() {
        makePresenter(hasToken: false)
        presenter.didRequest(.toggleStar, row: 0)
        #expect(stars.requests.isEmpty)
        #expect(view.last.status.contains("* needs a token to star owner0/repo0: run gh auth login, or set GH_TOKEN"),
                "\(view.last.status)")
    }

    @Test func mAsksTheRouterForYourListings() {
        makePresenter(hasToken: true)
        presenter.didRequest(.yourLists, row: 0)
        #expect(router.yourListsShown == 1)
    }
}
