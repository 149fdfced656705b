import APIClient
import Usecases
import Entities

/// Fetches a repository's languages through `GitHubRequestable`, off the UI thread: for the
/// command line in one answer (offline, the copy stored in the response cache, if any); for the
/// detail screen "cached now, fresh later".
@MainActor
public final class RepositoryLanguagesInteractor: RepositoryLanguagesUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchLanguages(fullName: String, freshness: AnswerFreshness,
                               completion: @escaping @MainActor (Result<CachedThenFresh<RepositoryLanguages>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(GitHubAPI.Languages(owner: parts.owner, name: parts.name), freshness: freshness,
                         client: client, cancellation: token, shape: { languages, _, _ in languages },
                         completion: completion)
        return token
    }
}
