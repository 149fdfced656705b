/// A branch as `GET /repos/OWNER/REPO/branches` lists it.
public struct Branch: Decodable, Equatable, Sendable {
    public var name: String
    /// The SHA of the commit at its tip.
    public var commitSHA: String?
    public var isProtected: Bool?

    public init(name: String, commitSHA: String? = nil, isProtected: Bool? = nil) {
        self.name = name
        self.commitSHA = commitSHA
        self.isProtected = isProtected
    }

    enum CodingKeys: String, CodingKey {
        case name, commit
        case isProtected = "protected"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        commitSHA = try? container.decodeIfPresent(RefTarget.self, forKey: .commit)?.sha
        isProtected = try? container.decodeIfPresent(Bool.self, forKey: .isProtected)
    }
}
