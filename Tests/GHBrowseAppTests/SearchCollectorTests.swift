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
    private(set) var requestedOptions: [SearchOptions] = []

    init(total: Int) {
        self.total = total
    }

    final class Handle: Cancellable, @unchecked Sendable {
        func cancel() {}
    }

    func search(query: String, page: Int, options: SearchOptions,
                completion: @escaping @MainActor (Result<SearchResults, GitHubError>) -> Void) -> Cancellable {
        requestedPages.append((page, options.perPage))
        requestedOptions.append(options)
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

/// Collects the search's outcome synchronously (the stub answers at once).
@MainActor
private func collect(_ stub: PagedSearchStub, query: String, limit: Int,
                     sort: RepositorySearchSort? = nil, order: SearchOrder? = nil) -> SearchCollector.Outcome? {
    var outcome: SearchCollector.Outcome?
    SearchCollector(usecase: stub).collect(query: query, limit: limit, sort: sort, order: order) { outcome = $0 }
    return outcome
}

@MainActor
@Suite struct SearchCollectorTests {
    @Test func aLimitOf250TakesExactlyThreePagesOf100() {
        let stub = PagedSearchStub(total: 2_723)
        let outcome = collect(stub, query: "github", limit: 250)
        #expect(stub.requestedPages.map(\.page) == [1, 2, 3])
        #expect(stub.requestedPages.allSatisfy { $0.perPage == 100 })
        #expect(outcome?.repositories.count == 250)
        #expect(outcome?.repositories.last?.fullName == "o/r249")
    }

    @Test func smallLimitsAskForJustThatMany() {
        let stub = PagedSearchStub(total: 2_723)
        let outcome = collect(stub, query: "github", limit: 30, sort: .stars, order: .desc)
        #expect(stub.requestedPages.map(\.perPage) == [30])
        #expect(stub.requestedOptions.first == SearchOptions(sort: .stars, order: .desc, perPage: 30))
        #expect(outcome?.repositories.count == 30)
    }

    @Test func stopsWhenGitHubRunsOutOfResults() {
        let stub = PagedSearchStub(total: 120)
        let outcome = collect(stub, query: "x", limit: 1_000)
        #expect(stub.requestedPages.map(\.page) == [1, 2])
        #expect(outcome?.repositories.count == 120)
        #expect(outcome?.totalCount == 120)
    }

    @Test func aFailureStopsAndIsReported() {
        let stub = PagedSearchStub(total: 2_723)
        stub.failOnPage = 2
        let outcome = collect(stub, query: "x", limit: 300)
        #expect(stub.requestedPages.map(\.page) == [1, 2])
        #expect(outcome?.error == .serverError(status: 500, message: nil))
    }
}
