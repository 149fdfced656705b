import Entities
import Usecases
import Interactors

/// Fetches search pages through the same `SearchRepositoryUsecase` the screens use, only as
/// far as a limit needs: pages of up to 100, so a limit of 250 takes exactly three requests.
@MainActor
final class SearchCollector {
    /// What a finished collection holds: the repositories, up to the limit, or the failure.
    struct Outcome {
        var repositories: [Repository] = []
        var totalCount = 0
        var error: GitHubError?
    }

    static let maximumPageSize = 100

    private let usecase: SearchRepositoryUsecase

    init(usecase: SearchRepositoryUsecase) {
        self.usecase = usecase
    }

    /// Collects up to `limit` results; `completion` runs once, on the UI thread.
    func collect(query: String, limit: Int, sort: RepositorySearchSort?, order: SearchOrder?,
                 completion: @escaping @MainActor (Outcome) -> Void) {
        let options = SearchOptions(sort: sort, order: order, perPage: min(limit, Self.maximumPageSize))
        fetch(query: query, page: 1, limit: limit, options: options, collected: Outcome(), completion: completion)
    }

    private func fetch(query: String, page: Int, limit: Int, options: SearchOptions, collected: Outcome,
                       completion: @escaping @MainActor (Outcome) -> Void) {
        usecase.search(query: query, page: page, options: options, freshness: .latest) { [self] answer in
            let result = answer.map(\.value)
            var outcome = collected
            switch result {
            case .failure(let error):
                outcome.error = error
                completion(outcome)
            case .success(let results):
                outcome.totalCount = results.totalCount
                outcome.repositories += results.repositories.prefix(limit - outcome.repositories.count)
                let more = !results.repositories.isEmpty
                    && results.repositories.count == options.perPage
                    && results.links.next != nil
                    && outcome.repositories.count < min(limit, results.totalCount)
                if more {
                    fetch(query: query, page: page + 1, limit: limit, options: options, collected: outcome,
                          completion: completion)
                } else {
                    completion(outcome)
                }
            }
        }
    }
}
