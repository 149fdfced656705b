#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases
@testable import RepositoryListPresenter
import TestSupport
import Testing

/// The search session alone, with no View and no Presenter: events in, commands out.
@Suite struct SearchSessionTests {
    private let tetris = RepositorySearch(query: "tetris")
    private let now = Sample.now

    private func firstPage(_ freshness: AnswerFreshness) -> PageFetch {
        PageFetch(request: tetris, page: 1, freshness: freshness, purpose: .firstPage)
    }

    private func fresh(page: Int, count: Int = 100, total: Int = 2_723)
        -> Result<CachedThenFresh<SearchResults>, GitHubError> {
        .success(.fresh(Sample.page(query: "tetris", page: page, count: count, total: total), source: .network))
    }

    /// A session showing the first page of "tetris".
    private func started() -> SearchSession {
        var session = SearchSession()
        _ = session.start(tetris)
        _ = session.receive(fresh(page: 1), for: firstPage(.cachedThenFresh), now: now)
        return session
    }

    @Test func aNewSearchAsksForTheFirstPageCachedThenFresh() {
        var session = SearchSession()
        #expect(session.start(tetris) == [.cancelFetch, .fetch(firstPage(.cachedThenFresh)), .showStatus])
        #expect(session.isLoading)
        #expect(session.refresh.isActive)
    }

    @Test func theCachedCopyShowsAtOnceThenGitHubsReplacesIt() {
        var session = SearchSession()
        _ = session.start(tetris)
        let cached = Sample.page(query: "tetris", page: 1, count: 100, total: 2_723)
        let fetchedAt = now.addingTimeInterval(-180)
        #expect(session.receive(.success(.cached(cached, fetchedAt: fetchedAt, age: 180)),
                                for: firstPage(.cachedThenFresh), now: now) == [.showReplacement])
        #expect(session.refresh.cachedAt == fetchedAt)
        #expect(session.results?.rateLimit == nil, "the budget comes from live answers only")
        #expect(session.isLoading, "GitHub's answer is still to come")
        let commands = session.receive(fresh(page: 1), for: firstPage(.cachedThenFresh), now: now)
        #expect(commands == [.showReplacement])
        #expect(session.refresh.cachedAt == nil)
        #expect(!session.isLoading)
    }

    @Test func nearTheEndTheNextPageIsAskedForOnce() {
        var session = started()
        #expect(session.selectionDidMove(to: 10, visibleRowCount: 20, now: now).isEmpty)
        let next = PageFetch(request: tetris, page: 2, freshness: .latest, purpose: .nextPage)
        #expect(session.selectionDidMove(to: 85, visibleRowCount: 20, now: now) == [.fetch(next), .showStatus])
        #expect(session.selectionDidMove(to: 86, visibleRowCount: 20, now: now).isEmpty, "one page in flight")
        #expect(session.receive(fresh(page: 2), for: next, now: now) == [.showResults(empty: nil)])
        #expect(session.results?.repositories.count == 200)
    }

    @Test func aMoveToTheEndWhileTheFirstPageIsRefreshedAsksForTheNextPageOnceItIsIn() {
        var session = SearchSession()
        _ = session.start(tetris)
        let cached = Sample.page(query: "tetris", page: 1, count: 100, total: 2_723)
        _ = session.receive(.success(.cached(cached, fetchedAt: now, age: 0)), for: firstPage(.cachedThenFresh), now: now)
        // G on the cached rows while GitHub's answer is on its way: nothing is sent yet …
        #expect(session.selectionDidMove(to: 99, visibleRowCount: 27, now: now).isEmpty)
        // … and the next page is asked for as soon as that answer is in.
        let next = PageFetch(request: tetris, page: 2, freshness: .latest, purpose: .nextPage)
        #expect(session.receive(fresh(page: 1), for: firstPage(.cachedThenFresh), now: now)
                == [.showReplacement, .fetch(next), .showStatus])
    }

    @Test func aMoveThatIsNoLongerNearTheEndAsksForNothingMore() {
        var session = started()
        let next = PageFetch(request: tetris, page: 2, freshness: .latest, purpose: .nextPage)
        _ = session.selectionDidMove(to: 85, visibleRowCount: 20, now: now)
        #expect(session.selectionDidMove(to: 99, visibleRowCount: 20, now: now).isEmpty)
        // Row 99 of 200 is far from the end: page 3 is not asked for.
        #expect(session.receive(fresh(page: 2), for: next, now: now) == [.showResults(empty: nil)])
    }

    @Test func aFailedFirstPageLeavesNothingToShow() {
        var session = SearchSession()
        _ = session.start(tetris)
        let failure: Result<CachedThenFresh<SearchResults>, GitHubError> = .failure(.invalidQuery(message: "bad", details: []))
        #expect(session.receive(failure, for: firstPage(.cachedThenFresh), now: now) == [.showResults(empty: .failed)])
        #expect(!session.refresh.isActive, "nothing to fall back on: the search's own retries")
    }

    @Test func aServerErrorWaitsThenTicksUntilTheGateOpens() {
        var session = SearchSession()
        _ = session.start(tetris)
        #expect(session.receive(.failure(.serverError(status: 502, message: nil)), for: firstPage(.cachedThenFresh), now: now)
                == [.showResults(empty: .failed), .scheduleTick])
        #expect(session.retryIn(at: now) == 2)
        #expect(session.tick(now: now.addingTimeInterval(1)) == [.showStatus, .scheduleTick])
        let retry = PageFetch(request: tetris, page: 1, freshness: .latest, purpose: .nextPage)
        #expect(session.tick(now: now.addingTimeInterval(2)) == [.fetch(retry), .showStatus])
    }

    @Test func refreshAsksAgainForEveryLoadedPageAndSwapsThemInTogether() {
        var session = started()
        let second = PageFetch(request: tetris, page: 2, freshness: .latest, purpose: .nextPage)
        _ = session.selectionDidMove(to: 90, visibleRowCount: 20, now: now)
        _ = session.receive(fresh(page: 2), for: second, now: now)
        #expect(session.refreshNow(now: now) == [.cancelFetch, .fetch(firstPage(.refreshNow)), .showStatus])
        #expect(session.refreshNow(now: now).isEmpty, "one refresh at a time")
        let refill = PageFetch(request: tetris, page: 2, freshness: .refreshNow, purpose: .refill)
        #expect(session.receive(fresh(page: 1), for: firstPage(.refreshNow), now: now) == [.fetch(refill)])
        #expect(session.results?.repositories.count == 200, "the list never shrinks to its first page")
        #expect(session.receive(fresh(page: 2), for: refill, now: now)
                == [.showReplacement])
        #expect(!session.refresh.isActive)
    }

    @Test func aFailedRefreshKeepsTheRowsAndTheirAge() {
        var session = started()
        _ = session.refreshNow(now: now)
        let commands = session.receive(.failure(.serverError(status: 503, message: nil)), for: firstPage(.refreshNow),
                                       now: now.addingTimeInterval(60))
        #expect(commands == [.showStatus, .scheduleTick])
        #expect(session.results?.repositories.count == 100)
        #expect(session.refresh.cachedAt == now, "the rows are as old as GitHub's last answer")
        #expect(session.refreshNow(now: now.addingTimeInterval(61)) == [.showStatus], "the gate is closed")
    }

    @Test func anAnswerToAnOlderSearchChangesNothing() {
        var session = started()
        _ = session.start(RepositorySearch(query: "snake"))
        #expect(session.receive(fresh(page: 1), for: firstPage(.cachedThenFresh), now: now).isEmpty)
        #expect(session.results?.query == "snake")
        #expect(session.results?.repositories.isEmpty == true)
    }
}
