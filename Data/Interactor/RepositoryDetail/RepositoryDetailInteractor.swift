import APIClient
import Entities

/// Fetches one repository in full through `GitHubRequestable`, off the UI thread.
@MainActor
public final class RepositoryDetailInteractor: RepositoryDetailUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchRepository(fullName: String,
                                completion: @escaping @MainActor (Result<Repository, GitHubError>) -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let request = GitHubAPI.Repository(owner: parts.owner, name: parts.name)
        let client = self.client
        scheduler.answer(cancellation: token, work: {
            client.send(request, cancellation: token).map(\.value)
        }, completion: completion)
        return token
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
