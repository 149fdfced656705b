import Entities
import Usecases
import Interactors
import Store

// Most history tests are about queries, not sort: these let them say a query where a search
// (best match) is meant.

public extension SearchHistorySnapshot {
    /// A history of best-match searches for `queries`, most recent first.
    init(queries: [String], problem: SearchHistoryProblem? = nil) {
        self.init(searches: queries.map { RepositorySearch(query: $0) }, problem: problem)
    }
}

public extension SearchHistoryStoring {
    /// Records `query` as a best-match search.
    func record(_ query: String) -> SearchHistoryProblem? {
        record(RepositorySearch(query: query))
    }
}

public extension SearchHistoryUsecase {
    /// Records `query` as a best-match search.
    func record(query: String, completion: @escaping @MainActor (SearchHistoryProblem?) -> Void) {
        record(RepositorySearch(query: query), completion: completion)
    }
}
