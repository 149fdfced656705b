import Entities
import Usecases

/// Records each history request and keeps its completion for the test to answer.
@MainActor
public final class CommitHistoryUsecaseMock: CommitHistoryUsecase {
    /// One request: its page, ref, size and freshness, and the completion to answer it with.
    public struct Call {
        public var page: Int
        public var ref: String?
        public var perPage: Int
        public var freshness: AnswerFreshness
        public var completion: @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void
    }
    public var calls: [Call] = []

    public init() {}

    public func fetchCommits(fullName: String, ref: String?, page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)
        -> Cancellable {
        calls.append(Call(page: page, ref: ref, perPage: perPage, freshness: freshness, completion: completion))
        return CancellableSpy()
    }
}
