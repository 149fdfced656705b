/// Where the commits screen leads. Going back is the navigation stack's (Esc).
@MainActor
public protocol CommitHistoryWireframe: AnyObject {
    /// Opens the commit `sha` of `fullName`.
    func showCommit(fullName: String, sha: String)
}
