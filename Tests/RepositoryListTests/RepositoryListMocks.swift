import Entities
import Foundation
import Interactors
@testable import RepositoryList

/// Records every view model the Presenter shows.
@MainActor
final class RepositoryListViewSpy: RepositoryListView {
    private(set) var displayed: [RepositoryListViewModel] = []
    var last: RepositoryListViewModel { displayed.last ?? RepositoryListViewModel() }

    func display(_ viewModel: RepositoryListViewModel) {
        displayed.append(viewModel)
    }
}

@MainActor
final class RepositoryListRouterSpy: RepositoryListWireframe {
    private(set) var shownRepositories: [Repository] = []
    /// The search each repository was chosen from.
    private(set) var shownFrom: [RepositorySearch] = []

    func showRepositoryDetail(_ repository: Repository, from search: RepositorySearch) {
        shownRepositories.append(repository)
        shownFrom.append(search)
    }
}

/// A cancellable that remembers being cancelled.
final class CancellableSpy: Cancellable, @unchecked Sendable {
    private(set) var cancelCount = 0
    func cancel() { cancelCount += 1 }
}

/// Holds each search request so the test answers it when (and in the order) it likes.
@MainActor
final class SearchRepositoryUsecaseMock: SearchRepositoryUsecase {
    struct Call {
        let query: String
        let page: Int
        let options: SearchOptions
        let completion: @MainActor (Result<SearchResults, GitHubError>) -> Void
        let cancellable: CancellableSpy
    }

    private(set) var calls: [Call] = []
    var lastCall: Call? { calls.last }

    @discardableResult
    func search(query: String, page: Int, options: SearchOptions,
                completion: @escaping @MainActor (Result<SearchResults, GitHubError>) -> Void) -> Cancellable {
        let cancellable = CancellableSpy()
        calls.append(Call(query: query, page: page, options: options, completion: completion, cancellable: cancellable))
        return cancellable
    }
}

@MainActor
final class SearchHistoryUsecaseMock: SearchHistoryUsecase {
    var snapshot = SearchHistorySnapshot(queries: [])
    var answersLoadImmediately = true
    var recordProblem: SearchHistoryProblem?
    private(set) var loadCount = 0
    private(set) var recordedEntries: [RepositorySearch] = []
    var recorded: [String] { recordedEntries.map(\.query) }
    private var pendingLoad: (@MainActor (SearchHistorySnapshot) -> Void)?

    func loadHistory(completion: @escaping @MainActor (SearchHistorySnapshot) -> Void) {
        loadCount += 1
        if answersLoadImmediately { completion(snapshot) } else { pendingLoad = completion }
    }

    func finishLoad() {
        pendingLoad?(snapshot)
        pendingLoad = nil
    }

    func record(_ entry: RepositorySearch, completion: @escaping @MainActor (SearchHistoryProblem?) -> Void) {
        recordedEntries.append(entry)
        completion(recordProblem)
    }
}

struct FixedDateProvider: DateProvider {
    var now: Date
}

/// Repositories and result pages made up for tests.
enum Sample {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func repository(_ index: Int, description: String? = nil, stars: Int = 12_345,
                           language: String? = "Swift") -> Repository {
        Repository(
            id: index, name: "repo\(index)", fullName: "owner\(index)/repo\(index)",
            owner: User(login: "owner\(index)", id: index, type: "User"),
            description: description ?? "Description number \(index)",
            htmlURL: "https://github.com/owner\(index)/repo\(index)",
            stargazersCount: stars, language: language,
            updatedAt: now.addingTimeInterval(-3 * 86_400))
    }

    static func page(query: String, page: Int, count: Int, total: Int, hasNext: Bool = true,
                     rateLimit: RateLimit? = RateLimit(limit: 30, remaining: 29)) -> SearchResults {
        let first = (page - 1) * 100
        return SearchResults(
            query: query, page: page, totalCount: total, incompleteResults: false,
            repositories: (first..<(first + count)).map { repository($0) },
            links: PageLinks(next: hasNext ? page + 1 : nil, last: hasNext ? 10 : nil),
            rateLimit: rateLimit)
    }
}
