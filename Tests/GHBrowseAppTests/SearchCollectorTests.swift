import Entities
import Usecases
@testable import GHBrowseApp
import Interactors
import XCTest

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

    func search(query: String, page: Int, options: SearchOptions, freshness: AnswerFreshness,
                completion: @escaping @MainActor (Result<CachedThenFresh<SearchResults>, GitHubError>) -> Void)
        -> Cancellable {
        search(query: query, page: page, options: options) { result in
            completion(result.map { .fresh($0, source: .network) })
        }
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

/// The command line's paging: only as many pages as the limit needs, stopping at the end or a failure.
@MainActor
final class SearchCollectorTests: XCTestCase {
    private func collect(_ stub: PagedSearchStub, query: String, limit: Int,
                         sort: RepositorySearchSort? = nil, order: SearchOrder? = nil) -> SearchCollector.Outcome? {
        var outcome: SearchCollector.Outcome?
        SearchCollector(usecase: stub).collect(query: query, limit: limit, sort: sort, order: order) { outcome = $0 }
        return outcome
    }

    func testALimitOf250TakesExactlyThreePagesOf100() async {
        let stub = PagedSearchStub(total: 2_723)
        let outcome = collect(stub, query: "github", limit: 250)
        XCTAssertEqual(stub.requestedPages.map(\.page), [1, 2, 3])
        XCTAssertEqual(stub.requestedPages.map(\.perPage), [100, 100, 100])
        XCTAssertEqual(outcome?.repositories.count, 250)
        XCTAssertEqual(outcome?.repositories.last?.fullName, "o/r249")
    }

    func testSmallLimitsAskForJustThatMany() async {
        let stub = PagedSearchStub(total: 2_723)
        let outcome = collect(stub, query: "github", limit: 30, sort: .stars, order: .desc)
        XCTAssertEqual(stub.requestedPages.map(\.perPage), [30])
        XCTAssertEqual(stub.requestedOptions.first, SearchOptions(sort: .stars, order: .desc, perPage: 30))
        XCTAssertEqual(outcome?.repositories.count, 30)
    }

    func testStopsWhenGitHubRunsOutOfResults() async {
        let stub = PagedSearchStub(total: 120)
        let outcome = collect(stub, query: "x", limit: 1_000)
        XCTAssertEqual(stub.requestedPages.map(\.page), [1, 2])
        XCTAssertEqual(outcome?.repositories.count, 120)
        XCTAssertEqual(outcome?.totalCount, 120)
    }

    func testAFailureStopsAndIsReported() async {
        let stub = PagedSearchStub(total: 2_723)
        stub.failOnPage = 2
        let outcome = collect(stub, query: "x", limit: 300)
        XCTAssertEqual(stub.requestedPages.map(\.page), [1, 2])
        XCTAssertEqual(outcome?.error, .serverError(status: 500, message: nil))
    }
}
