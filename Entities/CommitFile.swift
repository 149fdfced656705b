/// One file a commit changed, with its unified diff when GitHub sends one.
public struct CommitFile: Equatable, Sendable {
    public var filename: String
    /// `added`, `removed`, `modified`, `renamed`, `copied`, `changed` or `unchanged`.
    public var status: String
    public var additions: Int
    public var deletions: Int
    public var changes: Int
    /// The unified diff's hunks; absent for a binary file or a diff GitHub finds too large.
    public var patch: String?
    /// The old name of a renamed file.
    public var previousFilename: String?

    public init(filename: String, status: String, additions: Int = 0, deletions: Int = 0, changes: Int = 0,
                patch: String? = nil, previousFilename: String? = nil) {
        self.filename = filename
        self.status = status
        self.additions = additions
        self.deletions = deletions
        self.changes = changes
        self.patch = patch
        self.previousFilename = previousFilename
    }
}
