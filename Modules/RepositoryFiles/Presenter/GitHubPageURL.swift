import TextCells

/// Addresses of a repository's pages on github.com.
enum GitHubPageURL {
    /// `https://github.com/OWNER/REPO/tree/REF/PATH` for a directory (`blob` for a file), each
    /// segment of the ref and the path percent-encoded.
    static func path(fullName: String, ref: String, path: String, isDirectory: Bool) -> String {
        let segments = ([ref] + path.split(separator: "/").map(String.init)).map(PercentEncoding.encodePathSegment)
        return "https://github.com/\(fullName)/\(isDirectory ? "tree" : "blob")/" + segments.joined(separator: "/")
    }
}
