import Entities

/// A git tree and the rate limit its answer reported.
public struct TreeAnswer: Equatable, Sendable {
    public var tree: GitTree
    public var rateLimit: RateLimit?

    public init(tree: GitTree, rateLimit: RateLimit? = nil) {
        self.tree = tree
        self.rateLimit = rateLimit
    }
}

/// Fetches a repository's tree of files at a ref (`GET /repos/OWNER/REPO/git/trees/REF`).
@MainActor
public protocol RepositoryTreeUsecase: AnyObject {
    /// Every entry of the tree at `ref` (a branch, tag or SHA) in one request (`recursive=1`).
    /// When the answer's tree is `truncated`, ask for each directory with `fetchDirectory`.
    /// A tree asked for by full SHA is stored once and never asked for again.
    @discardableResult
    func fetchTree(fullName: String, ref: String, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)
        -> Cancellable

    /// One directory's own entries (paths relative to it), by the directory's tree SHA (or the
    /// ref, for the root): how a truncated tree is browsed.
    @discardableResult
    func fetchDirectory(fullName: String, treeSHA: String, freshness: AnswerFreshness,
                        completion: @escaping @MainActor (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)
        -> Cancellable
}
