import Entities
import Usecases

/// Holds each releases request so a test answers it when it likes.
@MainActor
public final class ReleasesUsecaseMock: ReleasesUsecase {
    public struct PageCall {
        public let page: Int
        public let perPage: Int
        public let freshness: AnswerFreshness
        public let completion: @MainActor (Result<CachedThenFresh<PagedAnswer<Release>>, GitHubError>) -> Void
    }

    public struct LatestCall {
        public let freshness: AnswerFreshness
        public let completion: @MainActor (Result<CachedThenFresh<Release?>, GitHubError>) -> Void
    }

    public struct TagCall {
        public let tag: String
        public let completion: @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void
    }

    public struct ReleaseCall {
        public let id: Int
        public let completion: @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void
    }

    public private(set) var pageCalls: [PageCall] = []
    public private(set) var latestCalls: [LatestCall] = []
    public private(set) var releaseCalls: [ReleaseCall] = []
    public private(set) var tagCalls: [TagCall] = []
    public private(set) var fullNames: [String] = []

    public init() {}

    public func fetchReleases(fullName: String, page: Int, perPage: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Release>>, GitHubError>) -> Void)
        -> Cancellable {
        fullNames.append(fullName)
        pageCalls.append(PageCall(page: page, perPage: perPage, freshness: freshness, completion: completion))
        return CancellableSpy()
    }

    public func fetchLatestRelease(fullName: String, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<Release?>, GitHubError>) -> Void)
        -> Cancellable {
        latestCalls.append(LatestCall(freshness: freshness, completion: completion))
        return CancellableSpy()
    }

    public func fetchRelease(fullName: String, id: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void)
        -> Cancellable {
        fullNames.append(fullName)
        releaseCalls.append(ReleaseCall(id: id, completion: completion))
        return CancellableSpy()
    }

    public func fetchRelease(fullName: String, tag: String, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void)
        -> Cancellable {
        fullNames.append(fullName)
        tagCalls.append(TagCall(tag: tag, completion: completion))
        return CancellableSpy()
    }
}
