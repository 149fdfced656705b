import Entities

/// The ref (branch, tag or SHA) a repository's screens read from for the rest of the session,
/// once somebody picked one with `b`; kept in memory, one instance shared by every screen.
/// Nothing is asked of GitHub: it remembers a choice and tells whoever observes it.
@MainActor
public protocol CurrentRefUsecase: AnyObject {
    /// The ref picked for `fullName` (compared case-insensitively), or nil: its default branch.
    func currentRef(of fullName: String) -> String?
    /// Makes `place.ref` the current ref of `place.fullName` and tells its observers.
    func select(_ place: RepositoryRef)
    /// Calls `handler` with the new ref whenever one is picked for `fullName`, until cancelled.
    func observe(_ fullName: String, handler: @escaping @MainActor (String) -> Void) -> Cancellable
}
