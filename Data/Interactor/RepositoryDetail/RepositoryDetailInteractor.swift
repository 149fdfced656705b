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
        let parts = fullName.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            scheduler.runOnUIThread {
                completion(.failure(.notFound(message: "“\(fullName)” is not of the form OWNER/REPO")))
            }
            return token
        }
        let request = GitHubAPI.Repository(owner: String(parts[0]), name: String(parts[1]))
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
        guard let request = Self.request(fullName: fullName) else {
            scheduler.runOnUIThread {
                completion(.failure(.notFound(message: "“\(fullName)” is not of the form OWNER/REPO")))
            }
            return token
        }
        scheduler.answer(
            request, freshness: freshness, client: client, cancellation: token,
            shape: { repository, _, rateLimit in RepositoryAnswer(repository: repository, rateLimit: rateLimit) },
            completion: completion)
        return token
    }

    /// `GET /repos/OWNER/REPO` for "OWNER/REPO", or nil when the name is not of that form.
    private static func request(fullName: String) -> GitHubAPI.Repository? {
        let parts = fullName.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return GitHubAPI.Repository(owner: String(parts[0]), name: String(parts[1]))
    }
}
