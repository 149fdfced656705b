/// A tag as `GET /repos/OWNER/REPO/tags` lists it.
public struct Tag: Equatable, Sendable {
    public var name: String
    /// The SHA of the commit it names.
    public var commitSHA: String?

    public init(name: String, commitSHA: String? = nil) {
        self.name = name
        self.commitSHA = commitSHA
    }
}
