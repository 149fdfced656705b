import Entities

/// One page of a listing that is not a search (your stars, your repositories): the items, and
/// the next page's number when GitHub's `link` header names one.
public struct ListingPage<Item: Sendable>: Sendable {
    public var items: [Item]
    public var nextPage: Int?
    public var rateLimit: RateLimit?

    public init(items: [Item], nextPage: Int?, rateLimit: RateLimit?) {
        self.items = items
        self.nextPage = nextPage
        self.rateLimit = rateLimit
    }
}

extension ListingPage: Equatable where Item: Equatable {}

/// Your stars, newest first, with when you starred each (`GET /user/starred`, star+json).
@MainActor
public protocol StarredRepositoriesUsecase: AnyObject {
    /// The same page under `freshness` ("cached now, fresh later", or refreshed now).
    @discardableResult
    func fetchStarred(page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<StarredRepository>>, GitHubError>)
                          -> Void)
        -> Cancellable
}
