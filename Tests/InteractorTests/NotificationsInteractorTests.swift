import APIClient
import Entities
import Usecases
@testable import Interactors
import ResponseCache
import TestSupport
import XCTest

/// Your notifications over a scripted client: paged through the cache, GitHub's poll interval
/// kept (a copy younger than it is the answer, nothing sent), and marks sent once, never from
/// the cache, a failure answered as it is.
@MainActor
final class NotificationsInteractorTests: XCTestCase {
    private let github = ScriptedGitHub()
    private let scheduler = InlineScheduler()
    private let unread = "/notifications?per_page=50&page=1"

    private func thread(_ id: String, unread: Bool = true) -> NotificationThread {
        NotificationThread(id: id, repositoryFullName: "o/r", subjectType: "PullRequest", subjectTitle: "t " + id,
                           reason: "review_requested", unread: unread)
    }

    private func collect() -> (answers: () -> [String],
                               completion: @MainActor (Result<CachedThenFresh<NotificationsAnswer>, GitHubError>) -> Void) {
        var answers: [String] = []
        func describe(_ answer: NotificationsAnswer) -> String {
            "\(answer.page.items.map(\.id)) every \(answer.pollInterval)" + (answer.pollWait.map { " wait \($0)" } ?? "")
        }
        return ({ answers }, { result in
            switch result {
            case .success(.cached(let value, _, _)): answers.append("cached " + describe(value))
            case .success(.fresh(let value, let source)): answers.append("fresh \(source) " + describe(value))
            case .failure(let error): answers.append("failed \(error)")
            }
        })
    }

    func testAnOldCopyIsShownThenGitHubsAnswerWithItsPollInterval() async {
        github.store(unread, [thread("1")], age: 600, pollInterval: 60)
        github.answer(unread, with: [thread("1"), thread("2")], pollInterval: 120)
        let (answers, completion) = collect()
        NotificationsInteractor(client: github, scheduler: scheduler)
            .fetchNotifications(all: false, page: 1, freshness: .cachedThenFresh, completion: completion)
        XCTAssertEqual(answers(), ["cached [\"1\"] every 60", "fresh network [\"1\", \"2\"] every 120"])
    }

    func testACopyYoungerThanThePollIntervalIsTheAnswerAndNothingIsSent() async {
        github.store("/notifications?all=true&per_page=50&page=1", [thread("1", unread: false)], age: 20, pollInterval: 60)
        let (answers, completion) = collect()
        NotificationsInteractor(client: github, scheduler: scheduler)
            .fetchNotifications(all: true, page: 1, freshness: .refreshNow, completion: completion)
        XCTAssertEqual(answers(), ["fresh cache [\"1\"] every 60 wait 40"])
        XCTAssertEqual(github.sentTargets, [])
    }

    func testWithNoStoredPollIntervalSixtySecondsAreKept() async {
        github.store(unread, [thread("1")], age: 59.5)
        let (answers, completion) = collect()
        NotificationsInteractor(client: github, scheduler: scheduler)
            .fetchNotifications(all: false, page: 1, freshness: .latest, completion: completion)
        XCTAssertEqual(answers(), ["fresh cache [\"1\"] every 60 wait 1"])
        XCTAssertEqual(github.sentTargets, [])
    }

    func testNothingStoredIsAskedAtOnce() async {
        github.answer(unread, with: [thread("3")])
        let (answers, completion) = collect()
        NotificationsInteractor(client: github, scheduler: scheduler)
            .fetchNotifications(all: false, page: 0, freshness: .latest, completion: completion)
        XCTAssertEqual(answers(), ["fresh network [\"3\"] every 60"])
        XCTAssertEqual(github.sentTargets, [unread])
    }

    func testMarksAreSentAsPatchAndDeleteStraightToGitHub() async {
        github.answer("/notifications/threads/42", with: NoContent())
        var outcomes: [String] = []
        let interactor = NotificationsInteractor(client: github, scheduler: scheduler)
        interactor.mark(threadID: "42", as: .read) { outcomes.append((try? $0.get()) == nil ? "failed" : "read") }
        interactor.mark(threadID: "42", as: .done) { outcomes.append((try? $0.get()) == nil ? "failed" : "done") }
        XCTAssertEqual(outcomes, ["read", "done"])
        XCTAssertEqual(github.sentFreshnesses, [.networkOnly, .networkOnly])
    }

    func testAMarkThatFailsOfflineIsAnsweredAsAFailureAndNotRetried() async {
        github.fail("/notifications/threads/42", with: .transport(.connectionRefused))
        var outcomes: [Result<Void, GitHubError>] = []
        NotificationsInteractor(client: github, scheduler: scheduler).mark(threadID: "42", as: .read) { outcomes.append($0) }
        XCTAssertEqual(outcomes.count, 1)
        if case .failure(.transport(.connectionRefused)) = outcomes.first {} else { XCTFail("\(outcomes)") }
        XCTAssertEqual(github.sentTargets, ["/notifications/threads/42"])
    }

    func testAPollWaitIsWholeSecondsAndNeverNegative() {
        XCTAssertNil(NotificationPolling.secondsToWait(age: 60, interval: 60))
        XCTAssertNil(NotificationPolling.secondsToWait(age: -5, interval: 60))
        XCTAssertNil(NotificationPolling.secondsToWait(age: .nan, interval: 60))
        XCTAssertEqual(NotificationPolling.secondsToWait(age: 0.2, interval: 60), 60)
    }
}
