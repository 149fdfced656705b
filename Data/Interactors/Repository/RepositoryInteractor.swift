import APIClient
import Usecases
import Entities

/// Fetches one repository in full through `GitHubRequestable`, off the UI thread.
@MainActor
public final class RepositoryInteractor: RepositoryUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchRepository(fullName: String, freshness: AnswerFreshness,
                                completion: @escaping @MainActor (Result<CachedThenFresh<RepositoryAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(
            GitHubAPI.Repository(owner: parts.owner, name: parts.name), freshness: freshness, client: client, cancellation: token,
            shape: { repository, _, rateLimit in RepositoryAnswer(repository: repository, rateLimit: rateLimit) },
            completion: completion)
        return token
    }
}
