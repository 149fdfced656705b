import APIClient
import Usecases
import Entities

/// Fetches a file's blame (`POST /graphql`) through `GitHubRequestable` off the UI thread: the
/// response cache and GraphQL's own rate gate come with it.
@MainActor
public final class BlameInteractor: BlameUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchBlame(fullName: String, path: String, ref: String, freshness: AnswerFreshness,
                           completion: @escaping @MainActor (Result<CachedThenFresh<Blame>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let request = GitHubAPI.Blame(owner: parts.owner, name: parts.name, ref: ref, filePath: path)
        scheduler.answer(request, freshness: freshness, client: client, cancellation: token,
                         shape: { blame, _, _ in blame }, completion: completion)
        return token
    }
}
