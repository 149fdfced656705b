import Entities
import Interactors

/// Fetches search pages through the same `SearchRepositoryUsecase` the screens use, only as
/// far as a limit needs: pages of up to 100, so a limit of 250 takes exactly three requests.
@MainActor
final class SearchCollector {
    /// What a finished collection holds.
    struct Outcome {
        var repositories: [Repository] = []
        var totalCount = 0
        var error: GitHubError?
    }

    static let maximumPageSize = 100

    private let usecase: SearchRepositoryUsecase
    private(set) var outcome = Outcome()
    private(set) var isFinished = false

    init(usecase: SearchRepositoryUsecase) {
        self.usecase = usecase
    }

    /// Starts collecting; `isFinished` turns true when done (the caller runs the event loop).
    func start(query: String, limit: Int, sort: String?, order: String?) {
        let options = SearchOptions(sort: sort.flatMap(RepositorySearchSort.init(rawValue:)),
                                    order: order.flatMap(SearchOrder.init(rawValue:)),
                                    perPage: min(limit, Self.maximumPageSize))
        fetch(query: query, page: 1, limit: limit, options: options)
    }

    private func fetch(query: String, page: Int, limit: Int, options: SearchOptions) {
        usecase.search(query: query, page: page, options: options) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                outcome.error = error
                isFinished = true
            case .success(let results):
                outcome.totalCount = results.totalCount
                outcome.repositories += results.repositories.prefix(limit - outcome.repositories.count)
                let more = !results.repositories.isEmpty
                    && results.repositories.count == options.perPage
                    && results.links.next != nil
                    && outcome.repositories.count < min(limit, results.totalCount)
                if more {
                    fetch(query: query, page: page + 1, limit: limit, options: options)
                } else {
                    isFinished = true
                }
            }
        }
    }
}
