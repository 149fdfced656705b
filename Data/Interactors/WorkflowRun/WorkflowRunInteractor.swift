import APIClient
import Usecases
import Entities
import ResponseCache

/// Fetches a workflow run and every page of its jobs through `GitHubRequestable` off the UI
/// thread, cached then fresh.
@MainActor
public final class WorkflowRunInteractor: WorkflowRunUsecase {
    /// GitHub lists a run's jobs 100 a page at most.
    public static let jobsPerPage = 100
    /// A run has at most 256 jobs (a matrix's limit); pages past this many are not asked for.
    nonisolated static let pagesAtMost = 10

    private let client: GitHubRequestable
    private let scheduler: WorkScheduler
    private let jobsPerPage: Int

    /// `jobsPerPage` below GitHub's 100 is for tests of the paging.
    public init(client: GitHubRequestable, scheduler: WorkScheduler, jobsPerPage: Int = WorkflowRunInteractor.jobsPerPage) {
        self.client = client
        self.scheduler = scheduler
        self.jobsPerPage = min(100, max(1, jobsPerPage))
    }

    @discardableResult
    public func fetchRun(fullName: String, runID: Int, freshness: AnswerFreshness,
                         completion: @escaping @MainActor (Result<CachedThenFresh<WorkflowRun>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(GitHubAPI.WorkflowRunDetail(owner: parts.owner, name: parts.name, runID: runID),
                         freshness: freshness, client: client, cancellation: token, shape: { run, _, _ in run },
                         completion: completion)
        return token
    }

    @discardableResult
    public func fetchJobs(fullName: String, runID: Int, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<[WorkflowJob]>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let client = client, perPage = jobsPerPage
        let request: @Sendable (Int) -> GitHubAPI.WorkflowRunJobs = { page in
            GitHubAPI.WorkflowRunJobs(owner: parts.owner, name: parts.name, runID: runID, perPage: perPage, page: page)
        }
        let fetch = CacheableFetch<[WorkflowJob]>(
            stored: { Self.storedPages(client: client, request: request) },
            fetch: { freshness, read in
                Self.sentPages(client: client, request: request, freshness: freshness, firstRead: read, cancellation: token)
            })
        scheduler.answer(fetch, freshness: freshness, cancellation: token, completion: completion)
        return token
    }

    /// Every page the cache holds, however old; nil unless it holds them all.
    nonisolated private static func storedPages(client: GitHubRequestable,
                                                request: @Sendable (Int) -> GitHubAPI.WorkflowRunJobs)
        -> CachedAnswer<[WorkflowJob]>? {
        guard var first = client.cached(request(1)) else { return nil }
        var jobs = first.value.jobs
        var next = first.links.next
        var pages = 1
        while let page = next, page > pages, pages < pagesAtMost {
            guard let stored = client.cached(request(page)) else { return nil }
            jobs += stored.value.jobs
            next = stored.links.next
            pages = page
            first.isFresh = first.isFresh && stored.isFresh
        }
        return first.replacingValue(with: jobs)
    }

    /// Every page under `freshness`, following `link`; the source is the first page's.
    nonisolated private static func sentPages(client: GitHubRequestable,
                                              request: @Sendable (Int) -> GitHubAPI.WorkflowRunJobs,
                                              freshness: CacheFreshness, firstRead: CacheRead?,
                                              cancellation: CancellationToken)
        -> Result<SourcedValue<[WorkflowJob]>, GitHubError> {
        var jobs: [WorkflowJob] = []
        var page = 1
        var source: ResponseSource = .network
        while true {
            switch client.send(request(page), freshness: freshness, reusing: page == 1 ? firstRead : nil,
                               cancellation: cancellation) {
            case .failure(let error):
                return .failure(error)
            case .success(let response):
                if page == 1 { source = response.source }
                jobs += response.value.jobs
                guard let next = response.links.next, next > page, page < pagesAtMost else {
                    return .success(SourcedValue(value: jobs, source: source))
                }
                page = next
            }
        }
    }
}
