import Entities
import Usecases

/// Holds each star request so the test answers it when it likes.
@MainActor
public final class StarStateUsecaseMock: StarStateUsecase {
    /// "GET owner/name", "PUT owner/name", "DELETE owner/name", in order.
    public private(set) var requests: [String] = []
    /// The latest request's completion.
    public private(set) var completion: (@MainActor (Result<Bool, GitHubError>) -> Void)?

    public init() {}

    public func fetchStarState(fullName: String, completion: @escaping @MainActor (Result<Bool, GitHubError>) -> Void)
        -> Cancellable {
        requests.append("GET \(fullName)")
        self.completion = completion
        return CancellableSpy()
    }

    public func setStarred(_ starred: Bool, fullName: String,
                           completion: @escaping @MainActor (Result<Bool, GitHubError>) -> Void) -> Cancellable {
        requests.append("\(starred ? "PUT" : "DELETE") \(fullName)")
        self.completion = completion
        return CancellableSpy()
    }

    /// Answers the latest request.
    public func answer(_ result: Result<Bool, GitHubError>) {
        let completion = self.completion
        self.completion = nil
        completion?(result)
    }
}

/// One page request of a listing, as the Presenter made it.
public struct ListingCall<Item: Sendable> {
    public let page: Int
    public let freshness: AnswerFreshness
    public let completion: @MainActor (Result<CachedThenFresh<ListingPage<Item>>, GitHubError>) -> Void
}

/// Holds each request for your stars so the test answers it when it likes.
@MainActor
public final class StarredRepositoriesUsecaseMock: StarredRepositoriesUsecase {
    public private(set) var calls: [ListingCall<StarredRepository>] = []

    public init() {}

    public func fetchStarred(page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<StarredRepository>>,
                                                                     GitHubError>) -> Void)
        -> Cancellable {
        calls.append(ListingCall(page: page, freshness: freshness, completion: completion))
        return CancellableSpy()
    }
}

/// Holds each request for your repositories so the test answers it when it likes.
@MainActor
public final class OwnRepositoriesUsecaseMock: OwnRepositoriesUsecase {
    public private(set) var calls: [ListingCall<Repository>] = []

    public init() {}

    public func fetchOwnRepositories(page: Int, perPage: Int, freshness: AnswerFreshness,
                                     completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<Repository>>,
                                                                             GitHubError>) -> Void)
        -> Cancellable {
        calls.append(ListingCall(page: page, freshness: freshness, completion: completion))
        return CancellableSpy()
    }
}
