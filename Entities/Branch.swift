/// A branch as `GET /repos/OWNER/REPO/branches` lists it.
public struct Branch: Equatable, Sendable {
    public var name: String
    /// The SHA of the commit at its tip.
    public var commitSHA: String?
    public var isProtected: Bool?

    public init(name: String, commitSHA: String? = nil, isProtected: Bool? = nil) {
        self.name = name
        self.commitSHA = commitSHA
        self.isProtected = isProtected
    }
}
