/// One file a commit changed, with its unified diff when GitHub sends one.
public struct CommitFile: Decodable, Equatable, Sendable {
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

    enum CodingKeys: String, CodingKey {
        case filename, status, additions, deletions, changes, patch
        case previousFilename = "previous_filename"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        filename = try container.decode(String.self, forKey: .filename)
        status = (try? container.decodeIfPresent(String.self, forKey: .status)) ?? "modified"
        additions = container.decodeCount(forKey: .additions) ?? 0
        deletions = container.decodeCount(forKey: .deletions) ?? 0
        changes = container.decodeCount(forKey: .changes) ?? 0
        patch = try? container.decodeIfPresent(String.self, forKey: .patch)
        previousFilename = try? container.decodeIfPresent(String.self, forKey: .previousFilename)
    }
}
