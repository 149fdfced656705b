import Entities
import Usecases

/// Holds each page request of branches and tags so the test answers it when it likes.
@MainActor
public final class RepositoryRefsUsecaseMock: RepositoryRefsUsecase {
    /// The requests in order, as "branches 1", "tags 2".
    public private(set) var requested: [String] = []
    public private(set) var branchAnswers: [@MainActor (Result<CachedThenFresh<PagedAnswer<Branch>>, GitHubError>) -> Void] = []
    public private(set) var tagAnswers: [@MainActor (Result<CachedThenFresh<PagedAnswer<Tag>>, GitHubError>) -> Void] = []
    public let cancellable = CancellableSpy()

    public init() {}

    public func fetchBranches(fullName: String, page: Int, freshness: AnswerFreshness,
                              completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Branch>>, GitHubError>) -> Void)
        -> Cancellable {
        requested.append("branches \(page)")
        branchAnswers.append(completion)
        return cancellable
    }

    public func fetchTags(fullName: String, page: Int, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Tag>>, GitHubError>) -> Void)
        -> Cancellable {
        requested.append("tags \(page)")
        tagAnswers.append(completion)
        return cancellable
    }

    /// Answers the latest branch request with GitHub's page of `names`, `next` announced.
    public func answerBranches(_ names: [String], page: Int = 1, next: Int? = nil) {
        branchAnswers.last?(.success(.fresh(PagedAnswer(items: names.map { Branch(name: $0) }, page: page, nextPage: next),
                                           source: .network)))
    }

    /// Answers the latest tag request with GitHub's page of `names`, `next` announced.
    public func answerTags(_ names: [String], page: Int = 1, next: Int? = nil) {
        tagAnswers.last?(.success(.fresh(PagedAnswer(items: names.map { Tag(name: $0) }, page: page, nextPage: next),
                                        source: .network)))
    }
}

/// An in-memory current ref that records what was asked of it; `select` tells the observers.
@MainActor
public final class CurrentRefUsecaseMock: CurrentRefUsecase {
    public var refs: [String: String] = [:]
    public private(set) var observed: [String] = []
    private var handlers: [String: @MainActor (String) -> Void] = [:]
    public let cancellable = CancellableSpy()

    public init() {}

    public func currentRef(of fullName: String) -> String? { refs[fullName] }

    public func select(_ place: RepositoryRef) {
        refs[place.fullName] = place.ref
        handlers[place.fullName]?(place.ref)
    }

    public func observe(_ fullName: String, handler: @escaping @MainActor (String) -> Void) -> Cancellable {
        observed.append(fullName)
        handlers[fullName] = handler
        return cancellable
    }
}
