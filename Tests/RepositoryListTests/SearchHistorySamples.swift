import Entities
import Interactors

extension SearchHistorySnapshot {
    /// A history of best-match searches for `queries`, most recent first.
    init(queries: [String], problem: SearchHistoryProblem? = nil) {
        self.init(searches: queries.map { RepositorySearch(query: $0) }, problem: problem)
    }
}
