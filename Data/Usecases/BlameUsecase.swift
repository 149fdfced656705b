import Entities

/// Fetches a file's blame at a ref through GitHub's GraphQL API (`Commit.blame(path:)`); it
/// needs a token, which the Presenter checks before asking.
@MainActor
public protocol BlameUsecase: AnyObject {
    /// The blame of `path` at `ref` in `fullName`, cached now and fresh later under `freshness`.
    /// At a full SHA the answer is stored once and never asked for again; at a branch or tag it is
    /// asked again under HTTP's rules.
    @discardableResult
    func fetchBlame(fullName: String, path: String, ref: String, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<Blame>, GitHubError>) -> Void)
        -> Cancellable
}
