/// One commit as `GET /repos/OWNER/REPO/commits/SHA` describes it: the commit, how many lines
/// it changed, and the files it changed (GitHub pages them 300 at a time).
public struct CommitDetail: Equatable, Sendable {
    public var commit: Commit
    /// Lines added and deleted in all; absent on the later pages of some answers.
    public var stats: CommitStats?
    public var files: [CommitFile]

    public init(commit: Commit, stats: CommitStats? = nil, files: [CommitFile] = []) {
        self.commit = commit
        self.stats = stats
        self.files = files
    }
}
