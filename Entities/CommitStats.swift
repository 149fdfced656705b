/// Lines a commit added and deleted.
public struct CommitStats: Decodable, Equatable, Sendable {
    public var additions: Int
    public var deletions: Int
    public var total: Int

    public init(additions: Int, deletions: Int, total: Int) {
        self.additions = additions
        self.deletions = deletions
        self.total = total
    }

    enum CodingKeys: String, CodingKey {
        case additions, deletions, total
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        additions = container.decodeCount(forKey: .additions) ?? 0
        deletions = container.decodeCount(forKey: .deletions) ?? 0
        total = container.decodeCount(forKey: .total) ?? 0
    }
}
