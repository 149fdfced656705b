import Entities
@testable import Interactors

// Most history tests are about queries, not sort: these let them say a query where an entry
// (best match) is meant.

extension SearchHistorySnapshot {
    init(queries: [String], problem: SearchHistoryProblem? = nil) {
        self.init(searches: queries.map { RepositorySearch(query: $0) }, problem: problem)
    }
}

extension SearchHistoryStoring {
    func record(_ query: String) -> SearchHistoryProblem? {
        record(RepositorySearch(query: query))
    }
}

extension SearchHistoryUsecase {
    func record(query: String, completion: @escaping @MainActor (SearchHistoryProblem?) -> Void) {
        record(RepositorySearch(query: query), completion: completion)
    }
}

extension SearchHistoryList {
    init(queries: [String], capacity: Int = SearchHistoryList.defaultCapacity) {
        self.init(entries: queries.map { RepositorySearch(query: $0) }, capacity: capacity)
    }

    @discardableResult
    mutating func record(_ query: String) -> Bool {
        record(RepositorySearch(query: query))
    }
}

extension SearchHistoryFileFormat {
    /// A current-version file holding best-match searches for `queries`.
    static func encode(_ queries: [String]) -> [UInt8] {
        encode(queries.map { RepositorySearch(query: $0) })
    }
}
