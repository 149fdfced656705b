import Entities
@testable import GHBrowseApp
import Interactors
import Testing

/// Answers each page at once with `perPage` made-up repositories, out of `total`.
@MainActor
final class PagedSearchStub: SearchRepositoryUsecase {
    let total: Int
    var failOnPage: Int?
    private(set) var requestedPages: [(page: Int, perPage: Int)] = []

    init(total: Int) {
        self.total = total
    }

    final class Handle: Cancellable, @unchecked Sendable {
        func cancel() {}
    }

    func search(query: String, page: Int, options: SearchOptions,
                completion: @escaping @MainActor (Result<SearchResults, GitHubError>) -> Void) -> Cancellable {
        requestedPages.append((page, options.perPage))
        if page == failOnPage {
            completion(.failure(.serverError(status: 500, message: nil)))
            return Handle()
        }
        let start = (page - 1) * options.perPage
        let end = min(start + options.perPage, min(total, 1_000))
        let items = (start..<max(end, start)).map {
            Repository(id: $0, name: "r\($0)", fullName: "o/r\($0)", owner: User(login: "o", id: 1), htmlURL: "https://x")
        }
        completion(.success(SearchResults(query: query, page: page, totalCount: total, incompleteResults: false,
                                          repositories: items,
                                          links: PageLinks(next: end < min(total, 1_000) ? page + 1 : nil),
                                          rateLimit: nil)))
        return Handle()
    }
}

@MainActor
@Suite struct SearchCollectorTests {
    @Test func aLimitOf250TakesExactlyThreePagesOf100() {
        let stub = PagedSearchStub(total: 2_723)
        let collector = SearchCollector(usecase: stub)
        collector.start(query: "github", limit: 250, sort: nil, order: nil)
        #expect(collector.isFinished)
        #expect(stub.requestedPages.map(\.page) == [1, 2, 3])
        #expect(stub.requestedPages.allSatisfy { $0.perPage == 100 })
        #expect(collector.outcome.repositories.count == 250)
        #expect(collector.outcome.repositories.last?.fullName == "o/r249")
    }

    @Test func smallLimitsAskForJustThatMany() {
        let stub = PagedSearchStub(total: 2_723)
        let collector = SearchCollector(usecase: stub)
        collector.start(query: "github", limit: 30, sort: "stars", order: "desc")
        #expect(stub.requestedPages.map(\.perPage) == [30])
        #expect(collector.outcome.repositories.count == 30)
    }

    @Test func stopsWhenGitHubRunsOutOfResults() {
        let stub = PagedSearchStub(total: 120)
        let collector = SearchCollector(usecase: stub)
        collector.start(query: "x", limit: 1_000, sort: nil, order: nil)
        #expect(stub.requestedPages.map(\.page) == [1, 2])
        #expect(collector.outcome.repositories.count == 120)
        #expect(collector.outcome.totalCount == 120)
    }

    @Test func aFailureStopsAndIsReported() {
        let stub = PagedSearchStub(total: 2_723)
        stub.failOnPage = 2
        let collector = SearchCollector(usecase: stub)
        collector.start(query: "x", limit: 300, sort: nil, order: nil)
        #expect(collector.isFinished)
        #expect(collector.outcome.error == .serverError(status: 500, message: nil))
    }
}
