import Entities

/// What is known about the current search: the query with its sort, what has loaded, whether more can.
struct SearchState {
    let request: RepositorySearch
    var query: String { request.query }
    private(set) var repositories: [Repository] = []
    private(set) var totalCount: Int?
    private(set) var incomplete = false
    private(set) var rateLimit: RateLimit?
    private(set) var nextPage = 1
    private(set) var hasMorePages = true
    var error: GitHubError?

    /// How many pages have been accepted.
    var loadedPages: Int { nextPage - 1 }

    init(_ request: RepositorySearch) {
        self.request = request
    }

    /// How many results there can be at most: GitHub's total, capped.
    func reachable(cap: Int) -> Int? {
        totalCount.map { min($0, cap) }
    }

    mutating func accept(_ results: SearchResults, cap: Int) {
        let room = max(cap - repositories.count, 0)
        repositories.append(contentsOf: results.repositories.prefix(room))
        totalCount = results.totalCount
        incomplete = incomplete || results.incompleteResults
        if let limit = results.rateLimit { rateLimit = limit }
        nextPage = results.page + 1
        let linksSayMore = results.links.next != nil || results.links == PageLinks()
        hasMorePages = !results.repositories.isEmpty && linksSayMore
            && repositories.count < min(results.totalCount, cap)
    }
}
