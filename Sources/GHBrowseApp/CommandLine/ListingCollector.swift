import Entities
import Usecases
import Interactors

/// Fetches pages of a listing (your stars, your repositories) only as far as a limit needs:
/// pages of up to 100, following GitHub's `link` header.
@MainActor
final class ListingCollector<Item: Sendable> {
    /// Fetches page N of `perPage` items and answers once on the UI thread.
    typealias FetchPage = @MainActor (_ page: Int, _ perPage: Int,
                                      _ completion: @escaping @MainActor (Result<ListingPage<Item>, GitHubError>) -> Void)
        -> Void

    private let fetchPage: FetchPage
    private let pageSize: Int

    /// - Parameter pageSize: the most items one request asks for (GitHub allows 100).
    init(pageSize: Int = 100, fetchPage: @escaping FetchPage) {
        self.pageSize = pageSize
        self.fetchPage = fetchPage
    }

    /// Collects up to `limit` items; `completion` runs once, with the items or the first failure.
    func collect(limit: Int, completion: @escaping @MainActor (Result<[Item], GitHubError>) -> Void) {
        fetch(page: 1, perPage: min(limit, pageSize), limit: limit, collected: [], completion: completion)
    }

    private func fetch(page: Int, perPage: Int, limit: Int, collected: [Item],
                       completion: @escaping @MainActor (Result<[Item], GitHubError>) -> Void) {
        fetchPage(page, perPage) { [self] result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let listing):
                let items = collected + listing.items.prefix(limit - collected.count)
                if let next = listing.nextPage, next > page, !listing.items.isEmpty, items.count < limit {
                    fetch(page: next, perPage: perPage, limit: limit, collected: items, completion: completion)
                } else {
                    completion(.success(items))
                }
            }
        }
    }
}
