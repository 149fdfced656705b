import Entities
import Usecases
import Interactors
@testable import RepositoryListPresenter
import TestSupport
import XCTest

/// After a failure the list waits before asking GitHub again: until a rate limit resets, or for
/// a backoff that doubles; moving around in the meantime sends nothing.
final class RepositoryListRetryTests: XCTestCase {
    @MainActor
    private final class Fixture {
        let view = RepositoryListViewSpy()
        let router = RepositoryListRouterSpy()
        let search = SearchRepositoryUsecaseMock()
        let history = SearchHistoryUsecaseMock()
        let clock = ManualClock(now: Sample.now)
        let presenter: RepositoryListViewPresenter

        init() {
            presenter = RepositoryListViewPresenter(
                view: view, router: router, searchUsecase: search, historyUsecase: history,
                delayUsecase: DelayInteractor(scheduler: clock), starStateUsecase: StarStateUsecaseMock(),
                services: .doubles(clipboard: ClipboardUsecaseMock(), dateProvider: clock, hasToken: true),
                initialSearch: nil, breadcrumb: ["github"])
            presenter.viewDidLoad(keyHints: [])
        }

        /// Submits `tetris`, answers page 1 with 100 of 2,723, then scrolls near the end so page 2 is asked for.
        func loadFirstPageAndAskForTheSecond() {
            presenter.searchFieldDidSubmit(query: "tetris")
            search.lastCall?.completion(.success(Sample.page(query: "tetris", page: 1, count: 100, total: 2_723)))
            presenter.didMoveSelection(to: 95, visibleRowCount: 20)
        }

        func moveForty() {
            for index in 0..<40 {
                presenter.didMoveSelection(to: 60 + index % 40, visibleRowCount: 20)
            }
        }
    }

    func testFortyMovesAfterARateLimitSendNothingUntilTheReset() {
        onMainActor {
            let fixture = Fixture()
            fixture.loadFirstPageAndAskForTheSecond()
            XCTAssertEqual(fixture.search.calls.count, 2)
            let reset = Sample.now.addingTimeInterval(30)
            fixture.search.lastCall?.completion(
                .failure(.rateLimited(RateLimit(limit: 30, remaining: 0, resetAt: reset, resource: "search"))))
            fixture.moveForty()
            XCTAssertEqual(fixture.search.calls.count, 2, "no request for this search before the reset")
            XCTAssertEqual(fixture.view.last.status, "search rate limit reached; resets in 30 s")

            fixture.clock.advance(by: 10)
            XCTAssertEqual(fixture.view.last.status, "search rate limit reached; resets in 20 s",
                           "the status line counts down without a key press")
            fixture.moveForty()
            XCTAssertEqual(fixture.search.calls.count, 2)

            fixture.clock.advance(by: 20)
            XCTAssertEqual(fixture.search.calls.count, 3, "once the limit has reset, the page is asked for again")
            XCTAssertEqual(fixture.search.lastCall?.page, 2)
            XCTAssertEqual(fixture.search.lastCall?.query, "tetris")
        }
    }

    func testASecondaryLimitWaitsForRetryAfterAndCountsDown() {
        onMainActor {
            let fixture = Fixture()
            fixture.presenter.searchFieldDidSubmit(query: "tetris")
            fixture.search.lastCall?.completion(.failure(.secondaryRateLimit(retryAfter: 60, message: "abuse")))
            XCTAssertEqual(fixture.view.last.status,
                           "GitHub's secondary rate limit was hit; wait 60 s before searching again")
            fixture.clock.advance(by: 45)
            XCTAssertEqual(fixture.view.last.status,
                           "GitHub's secondary rate limit was hit; wait 15 s before searching again")
            XCTAssertEqual(fixture.search.calls.count, 1)
            fixture.clock.advance(by: 15)
            XCTAssertEqual(fixture.search.calls.count, 2)
            XCTAssertEqual(fixture.search.lastCall?.page, 1)
        }
    }

    func testOtherFailuresRetryWithADoublingBackoffNotPerKey() {
        onMainActor {
            let fixture = Fixture()
            fixture.loadFirstPageAndAskForTheSecond()
            var retriedAt: [Double] = []
            var elapsed = 0.0
            for _ in 0..<5 {
                let before = fixture.search.calls.count
                fixture.search.lastCall?.completion(.failure(.transport(.timedOut)))
                fixture.moveForty()
                while fixture.search.calls.count == before && elapsed < 1_000 {
                    fixture.clock.advance(by: 1)
                    elapsed += 1
                }
                retriedAt.append(elapsed)
            }
            let waits = zip(retriedAt, [0] + retriedAt).map { $0 - $1 }
            XCTAssertEqual(waits, [2, 4, 8, 16, 32])
            XCTAssertEqual(fixture.search.calls.count, 7)
        }
    }

    func testASuccessAfterFailuresStartsTheBackoffAgain() {
        onMainActor {
            let fixture = Fixture()
            fixture.loadFirstPageAndAskForTheSecond()
            fixture.search.lastCall?.completion(.failure(.serverError(status: 502, message: nil)))
            fixture.clock.advance(by: 2)
            fixture.search.lastCall?.completion(.success(
                Sample.page(query: "tetris", page: 2, count: 100, total: 2_723)))
            XCTAssertEqual(fixture.view.last.rows.count, 200)
            XCTAssertEqual(fixture.clock.pendingCount, 0, "nothing left ticking once the page loaded")
            fixture.presenter.didMoveSelection(to: 195, visibleRowCount: 20)
            fixture.search.lastCall?.completion(.failure(.serverError(status: 502, message: nil)))
            XCTAssertTrue(fixture.view.last.status.hasSuffix("next try in 2 s"), fixture.view.last.status)
        }
    }

    func testANewSearchForgetsTheWait() {
        onMainActor {
            let fixture = Fixture()
            fixture.presenter.searchFieldDidSubmit(query: "tetris")
            fixture.search.lastCall?.completion(.failure(.secondaryRateLimit(retryAfter: 60, message: "")))
            fixture.presenter.searchFieldDidSubmit(query: "other")
            XCTAssertEqual(fixture.search.calls.map(\.query), ["tetris", "other"])
            fixture.clock.advance(by: 120)
            XCTAssertEqual(fixture.search.calls.map(\.query), ["tetris", "other"], "the old search's retry is gone")
        }
    }

    func testARejectedQueryIsNotRetriedByItself() {
        onMainActor {
            let fixture = Fixture()
            fixture.presenter.searchFieldDidSubmit(query: "tetris")
            fixture.search.lastCall?.completion(.failure(.invalidQuery(message: "Validation Failed", details: [])))
            fixture.clock.advance(by: 600)
            XCTAssertEqual(fixture.search.calls.count, 1)
        }
    }

    func testRowsComeFromTheAcceptedResultsUnderTheCap() {
        onMainActor {
            let fixture = Fixture()
            fixture.presenter.searchFieldDidSubmit(query: "tetris")
            fixture.search.lastCall?.completion(.success(Sample.page(query: "tetris", page: 1, count: 60, total: 50_000)))
            for page in 2...11 {
                let loaded = fixture.view.last.rows.count
                fixture.presenter.didMoveSelection(to: loaded - 1, visibleRowCount: 20)
                guard fixture.search.lastCall?.page == page else { break }
                fixture.search.lastCall?.completion(.success(
                    Sample.page(query: "tetris", page: page, count: 100, total: 50_000)))
            }
            // 60 + 9 × 100 = 960, then a page of 100 of which only 40 fit under 1,000.
            XCTAssertEqual(fixture.view.last.rows.count, 1_000)
            XCTAssertEqual(fixture.view.last.rows.last?.cells.first?.text.hasPrefix("owner1039/repo1039"), true)
            XCTAssertTrue(fixture.view.last.status.contains("1,000 of 1,000 loaded"), fixture.view.last.status)
        }
    }

    func testAQuerySentDuringAServersRetryAfterWaitsVisiblyAndGoesOnceItHasPassed() {
        onMainActor {
            let fixture = Fixture()
            fixture.presenter.searchFieldDidSubmit(query: "tetris")
            // What the rate gate answers, without sending, while a 503's retry-after runs.
            fixture.search.lastCall?.completion(.failure(.serverError(status: 503, message: nil, retryAfter: 30)))
            XCTAssertEqual(fixture.view.last.status,
                           "GitHub had a server error (503); it asks to wait 30 s · next try in 30 s")
            fixture.clock.advance(by: 10)
            XCTAssertTrue(fixture.view.last.status.hasSuffix("next try in 20 s"), fixture.view.last.status)
            XCTAssertEqual(fixture.search.calls.count, 1, "nothing asked before the retry-after")
            fixture.clock.advance(by: 20)
            XCTAssertEqual(fixture.search.calls.map(\.query), ["tetris", "tetris"], "asked again once it passed")
            fixture.search.lastCall?.completion(.success(Sample.page(query: "tetris", page: 1, count: 100, total: 2_723)))
            XCTAssertEqual(fixture.view.last.rows.count, 100)
        }
    }
}
