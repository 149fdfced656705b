/// A git tree as `GET /repos/OWNER/REPO/git/trees/REF` describes it: with `recursive=1` every
/// entry below it (paths relative to this tree, parents before children), otherwise only its
/// own entries.
public struct GitTree: Equatable, Sendable {
    /// The tree's SHA (the ref resolved).
    public var sha: String?
    /// Its entries, packed (every path in one buffer).
    public var entries: GitTreeEntries
    /// True when GitHub cut a recursive listing short (over 100,000 entries or 7 MB): `entries`
    /// is partial and each directory must be asked for on its own.
    public var truncated: Bool

    public init(sha: String? = nil, entries: GitTreeEntries, truncated: Bool = false) {
        self.sha = sha
        self.entries = entries
        self.truncated = truncated
    }

    public init(sha: String? = nil, entries: [GitTreeEntry], truncated: Bool = false) {
        self.init(sha: sha, entries: GitTreeEntries(entries), truncated: truncated)
    }
}
