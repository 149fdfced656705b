#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases
import Interactors
@testable import RepositoryListPresenter
import TestSupport
import XCTest

/// "Cached now, fresh later" on the list: the recalled search from the cache at once, GitHub's
/// answer swapped in keeping the selection; offline and rate-limited with a cached copy; `r`;
/// the rate budget.
final class RepositoryListCacheTests: XCTestCase {
    @MainActor
    private final class Fixture {
        let view = RepositoryListViewSpy()
        let search = SearchRepositoryUsecaseMock()
        let history = SearchHistoryUsecaseMock()
        let clock = ManualClock(now: Sample.now)
        let presenter: RepositoryListViewPresenter

        init(lastQuery: String? = "tetris", startupNotice: String? = nil) {
            history.snapshot = SearchHistorySnapshot(searches: lastQuery.map { [RepositorySearch(query: $0)] } ?? [])
            presenter = RepositoryListViewPresenter(
                view: view, router: RepositoryListRouterSpy(), searchUsecase: search, historyUsecase: history,
                delayUsecase: DelayInteractor(scheduler: clock), starStateUsecase: StarStateUsecaseMock(),
                services: .doubles(clipboard: ClipboardUsecaseMock(), dateProvider: clock, hasToken: true),
                initialSearch: nil, breadcrumb: [], startupNotice: startupNotice)
            presenter.viewDidLoad(keyHints: [])
        }

        /// Answers the latest request from the cache: `ids`, fetched `age` seconds ago.
        func answerCached(_ ids: [Int], age: Double) {
            search.lastCachedCall?.completion(.success(.cached(results(ids, remaining: 5),
                                                               fetchedAt: clock.now.addingTimeInterval(-age), age: age)))
        }

        func answerFresh(_ ids: [Int], remaining: Int = 29) {
            let fresh = results(ids, remaining: remaining)
            search.lastCachedCall?.completion(.success(.fresh(fresh, source: .network)))
        }

        func results(_ ids: [Int], remaining: Int) -> SearchResults {
            SearchResults(query: "tetris", page: 1, totalCount: ids.count, incompleteResults: false,
                          repositories: ids.map { Sample.repository($0) }, links: PageLinks(),
                          rateLimit: RateLimit(limit: 30, remaining: remaining, resource: "search"))
        }

        var shownNames: [String] {
            view.last.rows.map { row in
                String((row.cells.first { $0.role == .name }?.text ?? "").prefix { $0 != " " })
            }
        }
    }

    func testTheRecalledSearchIsShownFromTheCacheThenReplacedKeepingTheSelection() {
        onMainActor {
            let fixture = Fixture()
            XCTAssertEqual(fixture.search.lastCachedCall?.freshness, .cachedThenFresh,
                           "the recalled search asks for the cached copy first")
            fixture.answerCached([1, 2, 3, 4], age: 180)
            XCTAssertEqual(fixture.shownNames, ["owner1/repo1", "owner2/repo2", "owner3/repo3", "owner4/repo4"])
            XCTAssertEqual(fixture.view.last.status, "4 repositories · 4 of 4 loaded · cached 3 minutes ago · refreshing…")

            fixture.presenter.didMoveSelection(to: 2, visibleRowCount: 20) // owner3/repo3
            fixture.answerFresh([9, 3, 1])
            XCTAssertEqual(fixture.shownNames, ["owner9/repo9", "owner3/repo3", "owner1/repo1"])
            XCTAssertEqual(fixture.view.last.rows.map(\.id), ["owner9/repo9", "owner3/repo3", "owner1/repo1"],
                           "each row names its repository, so the View keeps the selection on it")
            XCTAssertEqual(fixture.view.last.status, "3 repositories · 3 of 3 loaded · search limit 29/30 left")
            XCTAssertEqual(fixture.view.last.statusTone, .normal)
        }
    }

    func testOfflineTheCachedResultsStayWithTheReasonAndAge() {
        onMainActor {
            let fixture = Fixture()
            fixture.answerCached([1, 2], age: 2 * 3_600)
            fixture.search.lastCachedCall?.completion(.failure(.transport(.connectionRefused)))
            XCTAssertEqual(fixture.shownNames, ["owner1/repo1", "owner2/repo2"])
            XCTAssertEqual(fixture.view.last.status, "offline — showing results from 2 hours ago · next try in 2 s")
            XCTAssertEqual(fixture.view.last.statusTone, .warning)

            fixture.clock.advance(by: 2)
            XCTAssertEqual(fixture.search.lastCachedCall?.freshness, .refreshNow,
                           "the retry asks for the first page again, not for a second page")
            XCTAssertEqual(fixture.search.lastCachedCall?.page, 1)
            fixture.answerFresh([2, 5])
            XCTAssertEqual(fixture.shownNames, ["owner2/repo2", "owner5/repo5"])
        }
    }

    func testWithoutACachedCopyAFailureIsTodaysError() {
        onMainActor {
            let fixture = Fixture()
            fixture.search.lastCachedCall?.completion(.failure(.transport(.connectionRefused)))
            XCTAssertEqual(fixture.view.last.rows, [])
            XCTAssertEqual(fixture.view.last.status, "network unreachable: connection refused · next try in 2 s")
            XCTAssertEqual(fixture.view.last.statusTone, .error)
        }
    }

    func testRateLimitedTheCachedResultsStayAndNothingIsRetriedBeforeTheReset() {
        onMainActor {
            let fixture = Fixture()
            fixture.answerCached([1, 2], age: 180)
            let reset = Sample.now.addingTimeInterval(90)
            fixture.search.lastCachedCall?.completion(
                .failure(.rateLimited(RateLimit(limit: 30, remaining: 0, resetAt: reset, resource: "search"))))
            XCTAssertEqual(fixture.shownNames, ["owner1/repo1", "owner2/repo2"])
            XCTAssertEqual(fixture.view.last.status,
                           "search rate limit reached; resets in 90 s — showing results from 3 minutes ago")
            let requests = fixture.search.cachedCalls.count

            fixture.presenter.didRequest(.refresh, row: 0)
            fixture.clock.advance(by: 30)
            XCTAssertEqual(fixture.search.cachedCalls.count, requests, "neither r nor the countdown asks before the reset")
            XCTAssertEqual(fixture.view.last.status,
                           "search rate limit reached; resets in 60 s — showing results from 3 minutes ago")

            fixture.clock.advance(by: 60)
            XCTAssertEqual(fixture.search.cachedCalls.count, requests + 1, "after the reset it asks again")
        }
    }

    func testRRefreshesNowAndKeepsTheResultsWhileItAsks() {
        onMainActor {
            let fixture = Fixture()
            fixture.answerFresh([1, 2])
            fixture.presenter.didRequest(.refresh, row: 0)
            XCTAssertEqual(fixture.search.cachedCalls.map(\.freshness), [.cachedThenFresh, .refreshNow])
            XCTAssertEqual(fixture.shownNames, ["owner1/repo1", "owner2/repo2"])
            XCTAssertEqual(fixture.view.last.status, "2 repositories · 2 of 2 loaded · refreshing… · search limit 29/30 left")
            fixture.answerFresh([1, 2], remaining: 28)
            XCTAssertEqual(fixture.view.last.status, "2 repositories · 2 of 2 loaded · search limit 28/30 left")
        }
    }

    /// Page `page` of a 300-result search holding `ids`.
    @MainActor
    private static func page(_ page: Int, _ ids: [Int]) -> SearchResults {
        SearchResults(query: "tetris", page: page, totalCount: 300, incompleteResults: false,
                      repositories: ids.map { Sample.repository($0) }, links: PageLinks(),
                      rateLimit: RateLimit(limit: 30, remaining: 20, resource: "search"))
    }

    /// A fixture whose list has loaded pages 1 to 3 (ids 1...300) by scrolling, with row `selected` selected.
    @MainActor
    private static func threePagesLoaded(selected: Int) -> Fixture {
        let fixture = Fixture()
        fixture.search.lastCachedCall?.completion(.success(.fresh(Self.page(1, Array(1...100)), source: .network)))
        fixture.presenter.didMoveSelection(to: 90, visibleRowCount: 20)
        fixture.search.lastCall?.completion(.success(Self.page(2, Array(101...200))))
        fixture.presenter.didMoveSelection(to: 190, visibleRowCount: 20)
        fixture.search.lastCall?.completion(.success(Self.page(3, Array(201...300))))
        fixture.presenter.didMoveSelection(to: selected, visibleRowCount: 20)
        return fixture
    }

    func testRPressedTenTimesQuicklyStartsOneRefresh() {
        onMainActor {
            let fixture = Self.threePagesLoaded(selected: 10)
            let before = fixture.search.cachedCalls.count
            for _ in 0..<10 { fixture.presenter.didRequest(.refresh, row: 0) }
            XCTAssertEqual(fixture.search.cachedCalls.count, before + 1, "one request for the first page, not ten")
        }
    }

    func testRWithThreePagesLoadedAsksForAllThreeAndSwapsThemInTogether() {
        onMainActor {
            let fixture = Self.threePagesLoaded(selected: 249) // owner250/repo250
            XCTAssertEqual(fixture.shownNames.count, 300)
            fixture.presenter.didRequest(.refresh, row: 0)

            fixture.search.lastCachedCall?.completion(.success(.fresh(Self.page(1, Array(1...100)), source: .revalidated)))
            XCTAssertEqual(fixture.shownNames.count, 300, "the rows stay while the later pages are asked for")
            XCTAssertTrue(fixture.view.last.status.contains("refreshing…"), fixture.view.last.status)
            fixture.search.lastCachedCall?.completion(.success(.fresh(Self.page(2, Array(101...200)), source: .revalidated)))
            // GitHub's third page changed: 250 moved to its end.
            fixture.search.lastCachedCall?.completion(.success(.fresh(Self.page(3, Array(201...249) + Array(251...300) + [250]),
                                                                     source: .network)))

            // Every page goes through the one path: the first cached then fresh, the next two
            // as the list scrolled (`.latest`), then `r` for all three.
            XCTAssertEqual(fixture.search.cachedCalls.map(\.page), [1, 2, 3, 1, 2, 3])
            XCTAssertEqual(fixture.search.cachedCalls.map(\.freshness),
                           [.cachedThenFresh, .latest, .latest, .refreshNow, .refreshNow, .refreshNow])
            XCTAssertEqual(fixture.shownNames.count, 300)
            XCTAssertEqual(fixture.shownNames.last, "owner250/repo250")
            XCTAssertEqual(fixture.view.last.rows.last?.id, "owner250/repo250",
                           "each row names its repository, so the View keeps the selection on it")
            XCTAssertFalse(fixture.view.last.status.contains("refreshing"), fixture.view.last.status)
        }
    }

    func testARefreshThatFailsOnALaterPageKeepsEveryRowShown() {
        onMainActor {
            let fixture = Self.threePagesLoaded(selected: 10)
            fixture.presenter.didRequest(.refresh, row: 0)
            fixture.search.lastCachedCall?.completion(.success(.fresh(Self.page(1, Array(1...100)), source: .network)))
            fixture.search.lastCachedCall?.completion(.failure(.transport(.connectionRefused)))
            XCTAssertEqual(fixture.shownNames.count, 300)
            XCTAssertTrue(fixture.view.last.status.hasPrefix("offline — showing results from"), fixture.view.last.status)

            fixture.clock.advance(by: 2)
            XCTAssertEqual(fixture.search.lastCachedCall?.page, 1, "the retry starts the refresh again from the first page")
        }
    }

    func testABudgetOfTenPercentOrLessIsAWarning() {
        onMainActor {
            let fixture = Fixture()
            fixture.answerFresh([1], remaining: 4)
            XCTAssertEqual(fixture.view.last.statusTone, .normal, "4 of 30 is more than 10 %")
            fixture.presenter.didRequest(.refresh, row: 0)
            fixture.answerFresh([1], remaining: 3)
            XCTAssertEqual(fixture.view.last.status, "1 repository · 1 of 1 loaded · search limit 3/30 left")
            XCTAssertEqual(fixture.view.last.statusTone, .warning)
        }
    }

    func testTheCacheWarningIsShownAtLaunch() {
        onMainActor {
            let fixture = Fixture(lastQuery: nil, startupNotice: "The response cache is off: not a directory.")
            XCTAssertEqual(fixture.view.last.status, "The response cache is off: not a directory.")
            XCTAssertEqual(fixture.view.last.statusTone, .warning)
        }
    }

    func testWhenTheCacheAndTheHistoryAreBothUnusableBothWarningsShowWordedAlike() {
        onMainActor {
            let view = RepositoryListViewSpy()
            let history = SearchHistoryUsecaseMock()
            history.snapshot = SearchHistorySnapshot(searches: [], problem: .unwritable(reason: "/s/f is not a directory"))
            let clock = ManualClock(now: Sample.now)
            let presenter = RepositoryListViewPresenter(
                view: view, router: RepositoryListRouterSpy(), searchUsecase: SearchRepositoryUsecaseMock(),
                historyUsecase: history, delayUsecase: DelayInteractor(scheduler: clock),
                starStateUsecase: StarStateUsecaseMock(),
                services: .doubles(clipboard: ClipboardUsecaseMock(),
                                   dateProvider: clock, hasToken: true), initialSearch: nil, breadcrumb: [],
                startupNotice: "The response cache is off: /c/f is not a directory.")
            presenter.viewDidLoad(keyHints: [])
            presenter.viewDidResize(columns: 160)
            XCTAssertEqual(view.last.status, "The response cache is off: /c/f is not a directory. "
                           + "The search history is off: /s/f is not a directory.")
            XCTAssertEqual(view.last.statusTone, .warning)
        }
    }
}
