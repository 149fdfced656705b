import Entities
import Usecases
@testable import Store

// Most list and file-format tests are about queries, not sort: these let them say a query
// where a best-match search is meant.

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
