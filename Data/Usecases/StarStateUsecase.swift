import Entities

/// Whether you starred a repository, and starring or unstarring it (`/user/starred/OWNER/REPO`).
@MainActor
public protocol StarStateUsecase: AnyObject {
    /// Answers `true` (204) or `false` (404) once, on the UI thread, unless cancelled first;
    /// always asks GitHub (the state may have changed elsewhere).
    @discardableResult
    func fetchStarState(fullName: String, completion: @escaping @MainActor (Result<Bool, GitHubError>) -> Void)
        -> Cancellable

    /// Stars (`PUT`) or unstars (`DELETE`) the repository; answers once with the state now held.
    @discardableResult
    func setStarred(_ starred: Bool, fullName: String,
                    completion: @escaping @MainActor (Result<Bool, GitHubError>) -> Void) -> Cancellable
}
