import Interactors

extension SearchHistorySnapshot {
    /// A history of best-match searches for `queries`, most recent first.
    init(queries: [String], problem: SearchHistoryProblem? = nil) {
        self.init(entries: queries.map { SearchHistoryEntry(query: $0) }, problem: problem)
    }
}
