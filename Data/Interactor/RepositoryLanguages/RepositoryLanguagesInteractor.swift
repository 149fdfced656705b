import APIClient
import Entities

/// Fetches a repository's languages through `GitHubRequestable`, off the UI thread; offline, the
/// copy stored in the response cache, if any.
@MainActor
public final class RepositoryLanguagesInteractor: RepositoryLanguagesUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchLanguages(fullName: String,
                               completion: @escaping @MainActor (Result<RepositoryLanguages, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        switch RepositoryFullName.split(fullName) {
        case .failure(let error):
            scheduler.runOnUIThread { completion(.failure(error)) }
        case .success(let parts):
            let request = GitHubAPI.Languages(owner: parts.owner, name: parts.name)
            let client = self.client
            scheduler.answer(cancellation: token, work: {
                client.sendOrStoredCopy(request, cancellation: token).map(\.value)
            }, completion: completion)
        }
        return token
    }
}
