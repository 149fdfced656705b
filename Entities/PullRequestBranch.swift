/// One end of a pull request (`head` or `base`): its branch, its commit and its repository.
public struct PullRequestBranch: Equatable, Sendable {
    /// The branch name (`main`).
    public var ref: String
    public var sha: String
    /// `owner:branch`, as GitHub labels it.
    public var label: String?
    /// `OWNER/REPO` of the branch's repository; nil when that repository was deleted.
    public var repositoryFullName: String?

    public init(ref: String, sha: String, label: String? = nil, repositoryFullName: String? = nil) {
        self.ref = ref
        self.sha = sha
        self.label = label
        self.repositoryFullName = repositoryFullName
    }
}
