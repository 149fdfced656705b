/// A git tree as `GET /repos/OWNER/REPO/git/trees/REF` describes it: with `recursive=1` every
/// entry below it (paths relative to this tree, parents before children), otherwise only its
/// own entries.
public struct GitTree: Equatable, Sendable {
    /// The tree's SHA (the ref resolved).
    public var sha: String?
    public var entries: [GitTreeEntry]
    /// True when GitHub cut a recursive listing short (over 100,000 entries or 7 MB): `entries`
    /// is partial and each directory must be asked for on its own.
    public var truncated: Bool

    public init(sha: String? = nil, entries: [GitTreeEntry], truncated: Bool = false) {
        self.sha = sha
        self.entries = entries
        self.truncated = truncated
    }
}
