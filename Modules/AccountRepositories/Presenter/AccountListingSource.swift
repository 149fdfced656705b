import Entities
import Usecases

/// Where a listing's pages come from: one of the two use cases, answered as `ListedRepository` rows.
@MainActor
public enum AccountListingSource {
    case stars(StarredRepositoriesUsecase)
    case ownRepositories(OwnRepositoriesUsecase)

    /// Which listing this is.
    public var listing: AccountListing {
        switch self {
        case .stars: return .stars
        case .ownRepositories: return .ownRepositories
        }
    }

    typealias Answer = Result<CachedThenFresh<ListingPage<ListedRepository>>, GitHubError>

    func fetch(page: Int, perPage: Int, freshness: AnswerFreshness,
               completion: @escaping @MainActor (Answer) -> Void) -> Cancellable {
        switch self {
        case .stars(let usecase):
            return usecase.fetchStarred(page: page, perPage: perPage, freshness: freshness) { answer in
                completion(answer.map { stage in
                    stage.mapPage { ListedRepository(repository: $0.repository, starredAt: $0.starredAt) }
                })
            }
        case .ownRepositories(let usecase):
            return usecase.fetchOwnRepositories(page: page, perPage: perPage, freshness: freshness) { answer in
                completion(answer.map { stage in stage.mapPage { ListedRepository(repository: $0) } })
            }
        }
    }
}

extension CachedThenFresh {
    /// The same answer with each item of its page made a listed row.
    func mapPage<Item: Sendable, Row: Sendable>(_ transform: (Item) -> Row) -> CachedThenFresh<ListingPage<Row>>
        where Value == ListingPage<Item> {
        func page(_ value: ListingPage<Item>) -> ListingPage<Row> {
            ListingPage(items: value.items.map(transform), nextPage: value.nextPage, rateLimit: value.rateLimit)
        }
        switch self {
        case .cached(let value, let fetchedAt, let age): return .cached(page(value), fetchedAt: fetchedAt, age: age)
        case .fresh(let value, let source): return .fresh(page(value), source: source)
        }
    }
}
