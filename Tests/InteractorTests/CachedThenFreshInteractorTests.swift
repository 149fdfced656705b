#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import Usecases
import Interactors
import ResponseCache
import TestSupport
import XCTest

/// "Cached now, fresh later" through the search and detail Interactors, with the fake client.
@MainActor
final class CachedThenFreshInteractorTests: XCTestCase {
    private let client = GitHubRequestableMock()
    private let fetchedAt = Sample.now.addingTimeInterval(-180)

    private func page(_ ids: [Int]) -> SearchPage {
        SearchPage(totalCount: ids.count, items: ids.map { Sample.repository($0) })
    }

    func testSearchAnswersFromTheCacheFirstThenFromGitHub() async {
        client.cachedSearch = CachedAnswer(value: page([1, 2]), fetchedAt: fetchedAt, age: 180, isFresh: false,
                                           rateLimit: nil, links: PageLinks())
        client.searchAnswer = .success(GitHubResponse(value: page([3]), status: 200,
                                                      rateLimit: RateLimit(limit: 30, remaining: 3), links: PageLinks()))
        let interactor = SearchRepositoryInteractor(client: client, scheduler: InlineScheduler())
        var answers: [String] = []
        interactor.search(query: "swift", page: 1, options: SearchOptions(), freshness: .cachedThenFresh) { answer in
            switch answer {
            case .success(.cached(let results, let date, _)):
                answers.append("cached \(results.repositories.map(\.id)) at \(date == self.fetchedAt)")
            case .success(.fresh(let results, _)):
                answers.append("fresh \(results.repositories.map(\.id)) left \(results.rateLimit?.remaining ?? -1)")
            case .failure(let error):
                answers.append("failed \(error)")
            }
        }
        XCTAssertEqual(answers, ["cached [1, 2] at true", "fresh [3] left 3"])
        XCTAssertEqual(client.freshnesses, [.useFresh], "the fresh half follows HTTP's rules (conditional when stale)")
    }

    func testWithNothingCachedOnlyGitHubAnswers() async {
        client.searchAnswer = .failure(.transport(.connectionRefused))
        let interactor = SearchRepositoryInteractor(client: client, scheduler: InlineScheduler())
        var answers: [String] = []
        interactor.search(query: "swift", page: 1, options: SearchOptions(), freshness: .cachedThenFresh) { answer in
            if case .failure(let error) = answer, error == .transport(.connectionRefused) {
                answers.append("offline")
            } else {
                answers.append("other")
            }
        }
        XCTAssertEqual(answers, ["offline"])
    }

    func testRefreshNowSkipsTheCachedHalfAndRevalidates() async {
        client.cachedSearch = CachedAnswer(value: page([1]), fetchedAt: fetchedAt, age: 10, isFresh: true,
                                           rateLimit: nil, links: PageLinks())
        client.searchAnswer = .success(GitHubResponse(value: page([1]), status: 304, rateLimit: nil, links: PageLinks(),
                                                      source: .revalidated))
        let interactor = SearchRepositoryInteractor(client: client, scheduler: InlineScheduler())
        var kinds: [String] = []
        interactor.search(query: "swift", page: 1, options: SearchOptions(), freshness: .refreshNow) { answer in
            if case .success(.cached) = answer { kinds.append("cached") } else { kinds.append("fresh") }
        }
        XCTAssertEqual(kinds, ["fresh"])
        XCTAssertEqual(client.freshnesses, [.revalidate])
    }

    func testTheCacheIsReadOffTheUIThread() async {
        client.cachedSearch = CachedAnswer(value: page([1]), fetchedAt: fetchedAt, age: 10, isFresh: false,
                                           rateLimit: nil, links: PageLinks())
        let scheduler = HeldScheduler()
        let interactor = SearchRepositoryInteractor(client: client, scheduler: scheduler)
        var answered = false
        interactor.search(query: "swift", page: 1, options: SearchOptions(), freshness: .cachedThenFresh) { _ in
            answered = true
        }
        XCTAssertFalse(answered, "nothing answers until the background work has run")
        XCTAssertTrue(client.freshnesses.isEmpty)
    }

    func testDetailAnswersFromTheCacheFirstThenFromGitHub() async {
        var stored = Sample.repository(7)
        stored.description = "old"
        var current = Sample.repository(7)
        current.description = "new"
        client.cachedRepository = CachedAnswer(value: stored, fetchedAt: fetchedAt, age: 180, isFresh: false,
                                               rateLimit: nil, links: PageLinks())
        client.repositoryAnswer = .success(GitHubResponse(value: current, status: 200,
                                                          rateLimit: RateLimit(limit: 5_000, remaining: 4_999),
                                                          links: PageLinks()))
        let interactor = RepositoryInteractor(client: client, scheduler: InlineScheduler())
        var answers: [String] = []
        interactor.fetchRepository(fullName: "owner7/repo7", freshness: .cachedThenFresh) { answer in
            switch answer {
            case .success(.cached(let stored, _, _)): answers.append("cached \(stored.repository.description ?? "")")
            case .success(.fresh(let fresh, _)):
                answers.append("fresh \(fresh.repository.description ?? "") \(fresh.rateLimit?.remaining ?? 0)")
            case .failure: answers.append("failed")
            }
        }
        XCTAssertEqual(answers, ["cached old", "fresh new 4999"])
        XCTAssertEqual(try? (client.requests.first as? GitHubAPI.Repository)?.path, "/repos/owner7/repo7")
    }

    func testDetailOfflineAfterTheCachedCopyFails() async {
        client.cachedRepository = CachedAnswer(value: Sample.repository(7), fetchedAt: fetchedAt, age: 180,
                                               isFresh: false, rateLimit: nil, links: PageLinks())
        client.repositoryAnswer = .failure(.transport(.connectionRefused))
        let interactor = RepositoryInteractor(client: client, scheduler: InlineScheduler())
        var answers: [String] = []
        interactor.fetchRepository(fullName: "owner7/repo7", freshness: .cachedThenFresh) { answer in
            switch answer {
            case .success(.cached): answers.append("cached")
            case .success(.fresh): answers.append("fresh")
            case .failure(let error): answers.append(error == .transport(.connectionRefused) ? "offline" : "other")
            }
        }
        XCTAssertEqual(answers, ["cached", "offline"])
    }
}
