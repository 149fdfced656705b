import APIClient
import Usecases
import Entities

/// Fetches a job's log through `GitHubRequestable` off the UI thread: a finished job's log from
/// the cache when kept (it never changes), a running job's from GitHub every time.
@MainActor
public final class JobLogInteractor: JobLogUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchLog(fullName: String, job: WorkflowJob, freshness: AnswerFreshness,
                         completion: @escaping @MainActor (Result<CachedThenFresh<JobLog>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(GitHubAPI.JobLogs(owner: parts.owner, name: parts.name, jobID: job.id,
                                           jobFinished: job.isFinished),
                         freshness: freshness, client: client, cancellation: token, shape: { log, _, _ in log },
                         completion: completion)
        return token
    }
}
