/// A tag as `GET /repos/OWNER/REPO/tags` lists it.
public struct Tag: Decodable, Equatable, Sendable {
    public var name: String
    /// The SHA of the commit it names.
    public var commitSHA: String?

    public init(name: String, commitSHA: String? = nil) {
        self.name = name
        self.commitSHA = commitSHA
    }

    enum CodingKeys: String, CodingKey {
        case name, commit
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        commitSHA = try? container.decodeIfPresent(RefTarget.self, forKey: .commit)?.sha
    }
}
