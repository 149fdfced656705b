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

    /// `*` changed your star on repository `id`: its count follows (saturating, never below 0).
    mutating func adjustStars(of id: Int, by change: Int) {
        guard let index = repositories.firstIndex(where: { $0.id == id }) else { return }
        let (sum, overflow) = repositories[index].stargazersCount.addingReportingOverflow(change)
        repositories[index].stargazersCount = overflow ? repositories[index].stargazersCount : max(sum, 0)
    }
}
