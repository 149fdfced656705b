import Entities
import Usecases
import Interactors
@testable import RepositoryDetailPresenter
import TestSupport
import XCTest

/// The detail screen's "cached now, fresh later", `r`, and its core rate budget.
final class RepositoryDetailCacheTests: XCTestCase {
    @MainActor
    private final class Fixture {
        let view = RepositoryDetailViewSpy()
        let detail = RepositoryUsecaseMock()
        let clock = ManualClock(now: Sample.now)
        let presenter: RepositoryDetailViewPresenter

        init() {
            presenter = RepositoryDetailViewPresenter(
                repository: Sample.repository(7), view: view, router: RepositoryDetailRouterSpy(),
                detailUsecase: detail, readmeUsecase: RepositoryReadmeUsecaseMock(),
                languagesUsecase: RepositoryLanguagesUsecaseMock(),
                services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                                   dateProvider: clock, hasToken: true), recentUsecase: RecentRepositoriesUsecaseSpy(),
                starStateUsecase: StarStateUsecaseMock(), refsUsecase: RepositoryRefsUsecaseMock(),
                currentRefUsecase: CurrentRefUsecaseMock(),
                currentSearch: nil)
            presenter.viewDidLoad(keyHints: [])
        }

        func answer(_ description: String, _ rateLimit: RateLimit? = nil) -> RepositoryAnswer {
            var repository = Sample.repository(7)
            repository.description = description
            return RepositoryAnswer(repository: repository, rateLimit: rateLimit)
        }
    }

    func testTheCachedCopyShowsAtOnceThenGitHubsReplacesIt() {
        onMainActor {
            let fixture = Fixture()
            XCTAssertEqual(fixture.detail.requestedFreshness, [.cachedThenFresh])
            fixture.detail.answer?(.success(.cached(fixture.answer("cached words"), fetchedAt: Sample.now.addingTimeInterval(-600), age: 600)))
            XCTAssertEqual(fixture.view.last.lines.first?.text, "cached words")
            XCTAssertEqual(fixture.view.last.status, "cached 10 minutes ago · refreshing…")

            fixture.detail.answer?(.success(.fresh(fixture.answer("fresh words", RateLimit(limit: 5_000, remaining: 4_321, resource: "core")),
                                                   source: .network)))
            XCTAssertEqual(fixture.view.last.lines.first?.text, "fresh words")
            XCTAssertEqual(fixture.view.last.status, "core limit 4,321/5,000 left")
            XCTAssertEqual(fixture.view.last.statusTone, .normal)
        }
    }

    func testOfflineTheCachedCopyStaysWithTheReasonAndAge() {
        onMainActor {
            let fixture = Fixture()
            fixture.detail.answer?(.success(.cached(fixture.answer("cached words"), fetchedAt: Sample.now.addingTimeInterval(-7_200), age: 7_200)))
            fixture.detail.answer?(.failure(.transport(.connectionRefused)))
            XCTAssertEqual(fixture.view.last.lines.first?.text, "cached words")
            XCTAssertEqual(fixture.view.last.status, "offline — showing details from 2 hours ago")
            XCTAssertEqual(fixture.view.last.statusTone, .warning)
        }
    }

    func testRRevalidatesNowButNotBeforeARateLimitResets() {
        onMainActor {
            let fixture = Fixture()
            fixture.detail.answer?(.success(.fresh(fixture.answer("x"), source: .network)))
            fixture.presenter.didRequest(.refresh)
            XCTAssertEqual(fixture.detail.requestedFreshness, [.cachedThenFresh, .refreshNow])
            let reset = Sample.now.addingTimeInterval(120)
            fixture.detail.answer?(.failure(.rateLimited(RateLimit(limit: 60, remaining: 0, resetAt: reset, resource: "core"))))
            XCTAssertEqual(fixture.view.last.status, "core rate limit reached; resets in 2 min — showing details from just now")

            fixture.presenter.didRequest(.refresh)
            XCTAssertEqual(fixture.detail.requestedFreshness.count, 2, "no request before the reset")
            XCTAssertEqual(fixture.view.last.status, "rate limited: no request before the reset in 2 min")

            fixture.clock.advance(by: 121)
            fixture.presenter.didRequest(.refresh)
            XCTAssertEqual(fixture.detail.requestedFreshness, [.cachedThenFresh, .refreshNow, .refreshNow])
        }
    }

    func testALowCoreBudgetIsAWarning() {
        onMainActor {
            let fixture = Fixture()
            fixture.detail.answer?(.success(.fresh(fixture.answer("x", RateLimit(limit: 60, remaining: 6)), source: .network)))
            XCTAssertEqual(fixture.view.last.status, "core limit 6/60 left")
            XCTAssertEqual(fixture.view.last.statusTone, .warning)
        }
    }
}
