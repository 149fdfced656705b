import Entities
import Usecases
import Interactors
@testable import RepositoryListPresenter
import TestSupport
import XCTest

/// The list Presenter with its doubles.
@MainActor
private final class ListWorld {
    let view = RepositoryListViewSpy()
    let router = RepositoryListRouterSpy()
    let search = SearchRepositoryUsecaseMock()
    let history = SearchHistoryUsecaseMock()

    let clock = ManualClock(now: Sample.now)

    func makePresenter(initialSearch: RepositorySearch? = nil,
                       breadcrumb: [String] = ["github"]) -> RepositoryListViewPresenter {
        RepositoryListViewPresenter(
            view: view, router: router, searchUsecase: search, historyUsecase: history,
            delayUsecase: DelayInteractor(scheduler: clock), starStateUsecase: StarStateUsecaseMock(),
            services: .doubles(clipboard: ClipboardUsecaseMock(), dateProvider: clock, hasToken: false),
            initialSearch: initialSearch, breadcrumb: breadcrumb)
    }

    /// Answers the latest request with a first page.
    func answer(count: Int = 30, total: Int = 2_723) {
        guard let call = search.lastCall else { return }
        call.completion(.success(Sample.page(query: call.query, page: call.page, count: count, total: total)))
    }
}

/// `s` and `S` on the list, the sort kept in the history, and lists pushed from a detail.
/// (Not a `@MainActor` class: swift-corelibs-xctest cannot run main-actor-isolated test methods,
/// so each test enters the main actor it already runs on.)
final class RepositoryListSortAndStackTests: XCTestCase {
    func testSCyclesTheSortReRunningTheSearchFromTheFirstPage() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            let presenter = world.makePresenter()
            presenter.viewDidLoad(keyHints: [])
            presenter.viewDidResize(columns: 120)
            presenter.searchFieldDidSubmit(query: "tetris")
            world.answer()
            presenter.didMoveSelection(to: 25, visibleRowCount: 20)
            world.answer()
            var seen: [SearchOptions] = []
            for _ in 0..<5 {
                presenter.didRequest(.cycleSort, row: 0)
                XCTAssertEqual(world.search.lastCall?.query, "tetris")
                XCTAssertEqual(world.search.lastCall?.page, 1, "from the first page")
                seen.append(world.search.lastCall?.options ?? SearchOptions())
                world.answer()
            }
            XCTAssertEqual(seen.map(\.sort), [.stars, .forks, .helpWantedIssues, .updated, nil])
            XCTAssertEqual(seen.map(\.order), [.desc, .desc, .desc, .desc, nil], "best match sends no order")
        }
    }

    func testTheStatusLineNamesTheSort() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            let presenter = world.makePresenter()
            presenter.viewDidLoad(keyHints: [])
            presenter.viewDidResize(columns: 120)
            presenter.searchFieldDidSubmit(query: "tetris")
            world.answer()
            XCTAssertFalse(world.view.last.status.contains("sorted"), world.view.last.status)
            presenter.didRequest(.cycleSort, row: 0)
            world.answer()
            XCTAssertEqual(world.view.last.status, "2,723 repositories · 30 of 1,000 loaded · sorted by stars ↓ · search limit 29/30 left")
            presenter.didRequest(.flipOrder, row: 0)
            XCTAssertEqual(world.search.lastCall?.options.order, .asc)
            world.answer()
            XCTAssertTrue(world.view.last.status.contains("sorted by stars ↑"), world.view.last.status)
        }
    }

    func testShiftSIsIgnoredForBestMatch() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            let presenter = world.makePresenter()
            presenter.viewDidLoad(keyHints: [])
            presenter.searchFieldDidSubmit(query: "tetris")
            world.answer()
            presenter.didRequest(.flipOrder, row: 0)
            XCTAssertEqual(world.search.calls.count, 1, "no new request")
            XCTAssertTrue(world.view.last.status.contains("best match has no order"), world.view.last.status)
        }
    }

    func testTheHistoryKeepsTheSortWithEachQuery() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            let presenter = world.makePresenter()
            presenter.viewDidLoad(keyHints: [])
            presenter.searchFieldDidSubmit(query: "tetris")
            presenter.didRequest(.cycleSort, row: 0)
            presenter.didRequest(.flipOrder, row: 0)
            XCTAssertEqual(world.history.recordedEntries, [
                RepositorySearch(query: "tetris"),
                RepositorySearch(query: "tetris", sort: .stars, order: .desc),
                RepositorySearch(query: "tetris", sort: .stars, order: .asc),
            ])
            presenter.searchFieldDidSubmit(query: "vapor")
            XCTAssertEqual(world.history.recordedEntries.last, RepositorySearch(query: "vapor", sort: .stars, order: .asc),
                           "a new query keeps the sort chosen")
        }
    }

    func testTheSearchRecalledAtLaunchComesBackWithItsSort() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            world.history.snapshot = SearchHistorySnapshot(searches: [RepositorySearch(query: "tetris", sort: .forks, order: .asc)])
            let presenter = world.makePresenter()
            presenter.viewDidLoad(keyHints: [])
            XCTAssertEqual(world.view.query, "tetris")
            XCTAssertEqual(world.search.lastCall?.options.sort, .forks)
            XCTAssertEqual(world.search.lastCall?.options.order, .asc)
            world.answer()
            XCTAssertTrue(world.view.last.status.contains("sorted by forks ↑"), world.view.last.status)
        }
    }

    func testUpAndDownInTheFieldRecallTheSortToo() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            world.history.snapshot = SearchHistorySnapshot(searches: [
                RepositorySearch(query: "newest"),
                RepositorySearch(query: "older", sort: .updated, order: .desc),
            ])
            world.history.answersLoadImmediately = false
            let presenter = world.makePresenter()
            presenter.viewDidLoad(keyHints: [])
            presenter.viewDidResize(columns: 120)
            world.history.finishLoad()
            presenter.didRequest(.focusSearch, row: 0)
            presenter.searchFieldDidRequestOlderQuery(current: world.view.query)
            presenter.searchFieldDidRequestOlderQuery(current: world.view.query)
            XCTAssertEqual(world.view.query, "older")
            XCTAssertTrue(world.view.last.status.contains("sorted by last update ↓"), world.view.last.status)
            presenter.searchFieldDidSubmit(query: world.view.query)
            XCTAssertEqual(world.search.lastCall?.options.sort, .updated)
            presenter.searchFieldDidRequestOlderQuery(current: world.view.query)
            presenter.searchFieldDidRequestNewerQuery()
            XCTAssertEqual(world.view.query, "older", "back to what was in the field")
        }
    }

    func testAPushedListRunsItsOwnSearchAtOnceAndRecordsIt() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            world.history.snapshot = SearchHistorySnapshot(queries: ["the last typed search"])
            let owner = RepositorySearch(query: "user:kennethreitz", sort: .stars, order: .desc)
            let presenter = world.makePresenter(initialSearch: owner,
                                                breadcrumb: ["github", "kennethreitz/legit", "user:kennethreitz"])
            presenter.viewDidLoad(keyHints: [])
            XCTAssertEqual(world.search.calls.map(\.query), ["user:kennethreitz"], "never the last history search")
            XCTAssertEqual(world.search.lastCall?.options.sort, .stars)
            XCTAssertEqual(world.history.recordedEntries, [owner], "recorded like a typed search")
            XCTAssertEqual(world.view.query, "user:kennethreitz")
            XCTAssertEqual(world.view.last.focus, .results)
            XCTAssertTrue(world.view.last.canGoBack)
            XCTAssertEqual(world.view.last.breadcrumb, "github › kennethreitz/legit › user:kennethreitz")
        }
    }

    func testTheBreadcrumbIsCutFromTheLeftOnANarrowScreenAndTheRootHasNone() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            let presenter = world.makePresenter(initialSearch: RepositorySearch(query: "topic:git"),
                                                breadcrumb: ["github", "kennethreitz/legit", "topic:git"])
            presenter.viewDidLoad(keyHints: [])
            presenter.viewDidResize(columns: 34)
            XCTAssertEqual(world.view.last.breadcrumb, "… › kennethreitz/legit › topic:git")
            let root = ListWorld()
            let rootPresenter = root.makePresenter()
            rootPresenter.viewDidLoad(keyHints: [])
            XCTAssertNil(root.view.last.breadcrumb)
            XCTAssertFalse(root.view.last.canGoBack)
        }
    }

    func testOpeningARowTellsTheRouterWhichSearchItCameFrom() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            let presenter = world.makePresenter()
            presenter.viewDidLoad(keyHints: [])
            presenter.searchFieldDidSubmit(query: "tetris")
            presenter.didRequest(.cycleSort, row: 0)
            world.answer()
            presenter.didSelectRow(at: 1)
            XCTAssertEqual(world.router.shownRepositories.map(\.fullName), ["owner1/repo1"])
            XCTAssertEqual(world.router.shownFrom, [RepositorySearch(query: "tetris", sort: .stars, order: .desc)])
        }
    }

    func testNarrowStatusLinesDropTheRateBudgetThenCountsNotTheSentence() {
        MainActor.assumeIsolated {
            let world = ListWorld()
            let presenter = world.makePresenter()
            presenter.viewDidLoad(keyHints: [])
            presenter.searchFieldDidSubmit(query: "tetris")
            presenter.didRequest(.cycleSort, row: 0)
            world.answer()
            presenter.viewDidResize(columns: 60)
            XCTAssertEqual(world.view.last.status, "2,723 repositories · 30 of 1,000 loaded · sorted by stars ↓")
            presenter.viewDidResize(columns: 40)
            XCTAssertEqual(world.view.last.status, "2,723 repositories · sorted by stars ↓")
            presenter.viewDidResize(columns: 24)
            XCTAssertEqual(world.view.last.status, "sorted by stars ↓")
        }
    }
}
