import Entities
import Usecases

/// Walks the pages of a paged use case (100 a page, following `link`) until `limit` items are
/// collected or no page follows, and answers once: the items, or the first failure. A stored
/// copy printed because GitHub could not be reached is said on standard error, once a page.
@MainActor
enum ConversationPages {
    /// Fetches page N of `perPage` items.
    typealias FetchPage<Item: Equatable & Sendable> = @MainActor (
        _ page: Int, _ perPage: Int,
        _ completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Item>>, GitHubError>) -> Void) -> Void

    static func collect<Item: Equatable & Sendable>(limit: Int, context: CommandLineContext, fetch: @escaping FetchPage<Item>,
                                                    completion: @escaping @MainActor (Result<[Item], GitHubError>) -> Void) {
        walk(page: 1, limit: limit, collected: [], context: context, fetch: fetch, completion: completion)
    }

    private static func walk<Item: Equatable & Sendable>(page: Int, limit: Int, collected: [Item], context: CommandLineContext,
                                                         fetch: @escaping FetchPage<Item>,
                                                         completion: @escaping @MainActor (Result<[Item], GitHubError>) -> Void) {
        fetch(page, 100) { result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let answer):
                let pageAnswer = context.value(of: answer)
                let items = collected + pageAnswer.items.prefix(max(0, limit - collected.count))
                if items.count < limit, let next = pageAnswer.nextPage, next > page {
                    walk(page: next, limit: limit, collected: items, context: context, fetch: fetch, completion: completion)
                } else {
                    completion(.success(items))
                }
            }
        }
    }
}
