import APIClient
import Entities
import Interactors
import Synchronization
import TestSupport
import Usecases
import XCTest

/// A conversation's later pages start once the UI thread's current turn is over (the redraw of
/// the page before comes first); the first page starts at once.
@MainActor
final class LaterPagesAfterTurnTests: XCTestCase {
    private let github = ScriptedGitHub()
    private let scheduler = TurnScheduler()

    func testTheFirstPageOfCommentsStartsAtOnceALaterOneAfterTheTurn() async {
        let interactor = IssueConversationInteractor(client: github, scheduler: scheduler)
        interactor.fetchComments(fullName: "o/r", number: 7, page: 1, perPage: 100, freshness: .refreshNow) { _ in }
        XCTAssertEqual(github.sentTargets, ["/repos/o/r/issues/7/comments?per_page=100&page=1"])
        interactor.fetchComments(fullName: "o/r", number: 7, page: 2, perPage: 100, freshness: .refreshNow) { _ in }
        XCTAssertEqual(github.sentTargets.count, 1, "page 2 waits for the turn to end")
        scheduler.endTurn()
        XCTAssertEqual(github.sentTargets.last, "/repos/o/r/issues/7/comments?per_page=100&page=2")
    }

    func testALaterPageOfTheTimelineAlsoWaitsAndACancelledOneNeverStarts() async {
        let interactor = IssueConversationInteractor(client: github, scheduler: scheduler)
        interactor.fetchTimeline(fullName: "o/r", number: 7, page: 3, perPage: 100, freshness: .refreshNow) { _ in }
        let cancelled = interactor.fetchTimeline(fullName: "o/r", number: 7, page: 4, perPage: 100,
                                                 freshness: .refreshNow) { _ in XCTFail("cancelled: no answer") }
        cancelled.cancel()
        XCTAssertTrue(github.sentTargets.isEmpty)
        scheduler.endTurn()
        XCTAssertEqual(github.sentTargets, ["/repos/o/r/issues/7/timeline?per_page=100&page=3"])
    }
}

/// Runs background work inline and keeps UI-thread work until `endTurn`, as the run loop keeps
/// what is posted during a turn for the next one.
private final class TurnScheduler: WorkScheduler, Sendable {
    private let queued = Mutex<[@MainActor @Sendable () -> Void]>([])

    func runInBackground(_ work: @escaping @Sendable () -> Void) {
        work()
    }

    func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        queued.withLock { $0.append(work) }
    }

    @MainActor
    func endTurn() {
        let work = queued.withLock { queued in
            defer { queued.removeAll() }
            return queued
        }
        work.forEach { $0() }
    }
}
