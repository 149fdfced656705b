import APIClient
import Entities
import Usecases
import Interactors
import ResponseCache
import Store
import Synchronization

/// A cancellable that remembers being cancelled.
public final class CancellableSpy: Cancellable, @unchecked Sendable {
    public private(set) var cancelCount = 0
    public init() {}
    public func cancel() { cancelCount += 1 }
}

/// Holds each search request so the test answers it when (and in the order) it likes.
@MainActor
public final class SearchRepositoryUsecaseMock: SearchRepositoryUsecase {
    /// One request as the Presenter made it.
    public struct Call {
        public let query: String
        public let page: Int
        public let options: SearchOptions
        public let completion: @MainActor (Result<SearchResults, GitHubError>) -> Void
        public let cancellable: CancellableSpy
    }

    public private(set) var calls: [Call] = []
    public var lastCall: Call? { calls.last }

    public init() {}

    @discardableResult
    public func search(query: String, page: Int, options: SearchOptions,
                       completion: @escaping @MainActor (Result<SearchResults, GitHubError>) -> Void) -> Cancellable {
        let cancellable = CancellableSpy()
        calls.append(Call(query: query, page: page, options: options, completion: completion, cancellable: cancellable))
        return cancellable
    }

    /// One "cached now, fresh later" (or refresh) request as the Presenter made it.
    public struct CachedCall {
        public let query: String
        public let page: Int
        public let freshness: AnswerFreshness
        public let completion: @MainActor (Result<CachedThenFresh<SearchResults>, GitHubError>) -> Void
        public let cancellable: CancellableSpy
    }

    public private(set) var cachedCalls: [CachedCall] = []
    public var lastCachedCall: CachedCall? { cachedCalls.last }

    @discardableResult
    public func search(query: String, page: Int, options: SearchOptions, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<SearchResults>, GitHubError>) -> Void)
        -> Cancellable {
        let cancellable = CancellableSpy()
        cachedCalls.append(CachedCall(query: query, page: page, freshness: freshness, completion: completion,
                                      cancellable: cancellable))
        // Also a plain call, so a test that does not care about the cache answers it as one.
        calls.append(Call(query: query, page: page, options: options, completion: { result in
            completion(result.map { .fresh($0, source: .network) })
        }, cancellable: cancellable))
        return cancellable
    }
}

/// Answers history loads from `snapshot` (at once, or when `finishLoad()` is called) and records searches.
@MainActor
public final class SearchHistoryUsecaseMock: SearchHistoryUsecase {
    public var snapshot = SearchHistorySnapshot(queries: [])
    public var answersLoadImmediately = true
    public var recordProblem: SearchHistoryProblem?
    public private(set) var loadCount = 0
    public private(set) var recordedEntries: [RepositorySearch] = []
    public var recorded: [String] { recordedEntries.map(\.query) }
    private var pendingLoad: (@MainActor (SearchHistorySnapshot) -> Void)?

    public init() {}

    public func loadHistory(completion: @escaping @MainActor (SearchHistorySnapshot) -> Void) {
        loadCount += 1
        if answersLoadImmediately { completion(snapshot) } else { pendingLoad = completion }
    }

    public func finishLoad() {
        pendingLoad?(snapshot)
        pendingLoad = nil
    }

    public func record(_ entry: RepositorySearch, completion: @escaping @MainActor (SearchHistoryProblem?) -> Void) {
        recordedEntries.append(entry)
        completion(recordProblem)
    }
}

/// Holds the fetch so the test answers it.
@MainActor
public final class RepositoryUsecaseMock: RepositoryUsecase {
    public private(set) var requestedNames: [String] = []
    public private(set) var completion: (@MainActor (Result<Repository, GitHubError>) -> Void)?
    public let cancellable = CancellableSpy()

    public init() {}

    public func fetchRepository(fullName: String,
                                completion: @escaping @MainActor (Result<Repository, GitHubError>) -> Void)
        -> Cancellable {
        requestedNames.append(fullName)
        self.completion = completion
        return cancellable
    }

    /// The freshness of each "cached now, fresh later" (or refresh) fetch, in order.
    public private(set) var requestedFreshness: [AnswerFreshness] = []
    /// The completion of the latest such fetch.
    public private(set) var answer: (@MainActor (Result<CachedThenFresh<RepositoryAnswer>, GitHubError>) -> Void)?

    public func fetchRepository(fullName: String, freshness: AnswerFreshness,
                                completion: @escaping @MainActor (Result<CachedThenFresh<RepositoryAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        requestedNames.append(fullName)
        requestedFreshness.append(freshness)
        answer = completion
        // Also a plain completion, for tests that do not care about the cache.
        self.completion = { result in
            completion(result.map { .fresh(RepositoryAnswer(repository: $0, rateLimit: nil), source: .network) })
        }
        return cancellable
    }
}

/// Answers every open with `outcomes`, in order, and records the URLs.
@MainActor
public final class OpenURLUsecaseMock: OpenURLUsecase {
    public var outcomes: [OpenURLOutcome] = [.launched(command: "xdg-open")]
    public private(set) var openedURLs: [String] = []

    public init() {}

    public func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {
        openedURLs.append(url)
        outcomes.forEach(completion)
    }
}

/// A GitHub client that records requests and answers from a canned table.
public final class GitHubRequestableMock: GitHubRequestable, @unchecked Sendable {
    private let lock = Mutex<[Any]>([])
    public var searchAnswer: Result<GitHubResponse<SearchPage>, GitHubError> = .failure(.transport(.timedOut))
    public var repositoryAnswer: Result<GitHubResponse<Repository>, GitHubError> = .failure(.notFound(message: "Not Found"))

    /// What `cached(_:)` answers for a search or a repository (nil: nothing stored).
    public var cachedSearch: CachedAnswer<SearchPage>?
    public var cachedRepository: CachedAnswer<Repository>?
    private let freshnessLog = Mutex<[CacheFreshness]>([])

    public var requests: [Any] { lock.withLock { $0 } }
    /// The freshness of each `send(_:freshness:cancellation:)`, in order.
    public var freshnesses: [CacheFreshness] { freshnessLog.withLock { $0 } }

    public init() {}

    public func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                             cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        freshnessLog.withLock { $0.append(freshness) }
        return send(request, cancellation: cancellation)
    }

    public func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        if Request.Response.self == SearchPage.self { return cachedSearch as? CachedAnswer<Request.Response> }
        return cachedRepository as? CachedAnswer<Request.Response>
    }

    public func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        lock.withLock { $0.append(request) }
        if Request.Response.self == SearchPage.self {
            return searchAnswer as! Result<GitHubResponse<Request.Response>, GitHubError>
        }
        if Request.Response.self == Repository.self {
            return repositoryAnswer as! Result<GitHubResponse<Request.Response>, GitHubError>
        }
        // README and languages: none.
        return .failure(.notFound(message: "Not Found"))
    }
}

/// Launches nothing; records what it was asked to launch and answers exit checks from a script.
public final class ProcessLauncherSpy: ProcessLaunching, @unchecked Sendable {
    public var launchResult: Result<Int32, ProcessLaunchError> = .success(4242)
    /// The answers to successive exit checks: nil means "still running". Once used up, 0.
    public var exitStatuses: [Int32?] = [0]
    public private(set) var launched: [[String]] = []
    public private(set) var checkedExits: [Int32] = []

    public init() {}

    public func launch(_ arguments: [String]) -> Result<Int32, ProcessLaunchError> {
        launched.append(arguments)
        return launchResult
    }

    public func exitStatus(of processID: Int32) -> Int32? {
        checkedExits.append(processID)
        return exitStatuses.isEmpty ? 0 : exitStatuses.removeFirst()
    }
}
