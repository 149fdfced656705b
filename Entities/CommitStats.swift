/// Lines a commit added and deleted.
public struct CommitStats: Equatable, Sendable {
    public var additions: Int
    public var deletions: Int
    public var total: Int

    public init(additions: Int, deletions: Int, total: Int) {
        self.additions = additions
        self.deletions = deletions
        self.total = total
    }
}
