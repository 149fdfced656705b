import Entities
import Usecases

// One-answer forms of the use cases for tests that only care about the value: each asks for
// `.latest` (what the command line asks for) and hands over the value, cached or fresh.

public extension SearchRepositoryUsecase {
    @discardableResult
    func search(query: String, page: Int, options: SearchOptions,
                completion: @escaping @MainActor (Result<SearchResults, GitHubError>) -> Void) -> Cancellable {
        search(query: query, page: page, options: options, freshness: .latest) { completion($0.map(\.value)) }
    }
}

public extension RepositoryUsecase {
    @discardableResult
    func fetchRepository(fullName: String,
                         completion: @escaping @MainActor (Result<Repository, GitHubError>) -> Void) -> Cancellable {
        fetchRepository(fullName: fullName, freshness: .latest) { completion($0.map(\.value.repository)) }
    }
}

public extension RepositoryReadmeUsecase {
    @discardableResult
    func fetchReadme(fullName: String,
                     completion: @escaping @MainActor (Result<ReadmeAnswer, GitHubError>) -> Void) -> Cancellable {
        fetchReadme(fullName: fullName, freshness: .latest) { completion($0.map(\.value)) }
    }
}

public extension RepositoryLanguagesUsecase {
    @discardableResult
    func fetchLanguages(fullName: String,
                        completion: @escaping @MainActor (Result<RepositoryLanguages, GitHubError>) -> Void)
        -> Cancellable {
        fetchLanguages(fullName: fullName, freshness: .latest) { completion($0.map(\.value)) }
    }
}
