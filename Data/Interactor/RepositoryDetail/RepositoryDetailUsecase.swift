import Entities

/// Fetches one repository in full (`GET /repos/OWNER/REPO`), for the fields search results lack.
@MainActor
public protocol RepositoryDetailUsecase: AnyObject {
    @discardableResult
    func fetchRepository(fullName: String,
                         completion: @escaping @MainActor (Result<Repository, GitHubError>) -> Void) -> Cancellable
}
