import APIClient
import Usecases
import Entities
import ResponseCache

/// `StarStateUsecase` over `GitHubRequestable`, off the UI thread, never from the cache.
@MainActor
public final class StarStateInteractor: StarStateUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchStarState(fullName: String, completion: @escaping @MainActor (Result<Bool, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let request = GitHubAPI.StarState(owner: parts.owner, name: parts.name, method: "GET")
        let client = self.client
        scheduler.answer(cancellation: token, work: {
            switch client.send(request, freshness: .networkOnly, cancellation: token) {
            case .success: return .success(true)
            case .failure(.notFound): return .success(false) // GitHub's way of saying "not starred"
            case .failure(let error): return .failure(error)
            }
        }, completion: completion)
        return token
    }

    @discardableResult
    public func setStarred(_ starred: Bool, fullName: String,
                           completion: @escaping @MainActor (Result<Bool, GitHubError>) -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let request = GitHubAPI.StarState(owner: parts.owner, name: parts.name, method: starred ? "PUT" : "DELETE")
        let client = self.client
        scheduler.answer(cancellation: token, work: {
            client.send(request, freshness: .networkOnly, cancellation: token).map { _ in starred }
        }, completion: completion)
        return token
    }
}
