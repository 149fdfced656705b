import Entities
import Usecases
import Interactors

/// Holds the README fetch so the test answers it when it likes.
@MainActor
public final class RepositoryReadmeUsecaseMock: RepositoryReadmeUsecase {
    public private(set) var requestedNames: [String] = []
    /// The completion of the latest fetch; with the freshness form, a plain answer arrives as `.fresh` from the network.
    public private(set) var completion: (@MainActor (Result<ReadmeAnswer, GitHubError>) -> Void)?
    /// The freshness of each "cached now, fresh later" (or refresh) fetch, in order.
    public private(set) var requestedFreshness: [AnswerFreshness] = []
    /// The completion of the latest such fetch.
    public private(set) var answer: (@MainActor (Result<CachedThenFresh<ReadmeAnswer>, GitHubError>) -> Void)?
    /// The ref of each "cached now, fresh later" fetch, in order (nil: the default branch).
    public private(set) var requestedRefs: [String?] = []
    public let cancellable = CancellableSpy()

    public init() {}

    public func fetchReadme(fullName: String,
                     completion: @escaping @MainActor (Result<ReadmeAnswer, GitHubError>) -> Void) -> Cancellable {
        requestedNames.append(fullName)
        self.completion = completion
        return cancellable
    }

    public func fetchReadme(fullName: String, ref: String?, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<ReadmeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        requestedNames.append(fullName)
        requestedRefs.append(ref)
        requestedFreshness.append(freshness)
        answer = completion
        self.completion = { result in completion(result.map { .fresh($0, source: .network) }) }
        return cancellable
    }
}

/// Holds the languages fetch so the test answers it when it likes.
@MainActor
public final class RepositoryLanguagesUsecaseMock: RepositoryLanguagesUsecase {
    public private(set) var requestedNames: [String] = []
    /// The completion of the latest fetch; with the freshness form, a plain answer arrives as `.fresh` from the network.
    public private(set) var completion: (@MainActor (Result<RepositoryLanguages, GitHubError>) -> Void)?
    /// The freshness of each "cached now, fresh later" (or refresh) fetch, in order.
    public private(set) var requestedFreshness: [AnswerFreshness] = []
    /// The completion of the latest such fetch.
    public private(set) var answer: (@MainActor (Result<CachedThenFresh<RepositoryLanguages>, GitHubError>) -> Void)?
    public let cancellable = CancellableSpy()

    public init() {}

    public func fetchLanguages(fullName: String,
                        completion: @escaping @MainActor (Result<RepositoryLanguages, GitHubError>) -> Void)
        -> Cancellable {
        requestedNames.append(fullName)
        self.completion = completion
        return cancellable
    }

    public func fetchLanguages(fullName: String, freshness: AnswerFreshness,
                               completion: @escaping @MainActor (Result<CachedThenFresh<RepositoryLanguages>, GitHubError>) -> Void)
        -> Cancellable {
        requestedNames.append(fullName)
        requestedFreshness.append(freshness)
        answer = completion
        self.completion = { result in completion(result.map { .fresh($0, source: .network) }) }
        return cancellable
    }
}
