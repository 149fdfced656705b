/// A repository at a ref: where the screens inside a repository (files, a file, commits) read from.
public struct RepositoryRef: Equatable, Hashable, Sendable {
    /// `OWNER/REPO`.
    public var fullName: String
    /// A branch, a tag or a commit SHA.
    public var ref: String

    public init(fullName: String, ref: String) {
        self.fullName = fullName
        self.ref = ref
    }
}
