/// A tree written to make ghbrowse send a request of the server's choosing (issue 31): entry paths
/// with `.` and `..` segments that libcurl, or any URL parser, would fold into `/user/repos`,
/// `/rate_limit` or the repository itself. Served as `hostile/tree`'s tree (any ref), beside two
/// readable files, one of which only looks encoded.
public enum HostileTree {
    public static let fullName = "hostile/tree"

    /// The entries that must never be asked for.
    public static let hostilePaths = ["../../../../user/repos", "a/../../../../rate_limit", "..", "."]
    /// Names that are fine, however odd: asked for percent-encoded, under the repository.
    public static let readablePaths = ["README.md", "%2e%2e/x.md"]

    /// `GET /repos/hostile/tree/git/trees/REF`, in GitHub's shape.
    public static var json: String {
        let sha = String(repeating: "0", count: 40)
        let entries = (readablePaths + hostilePaths).enumerated().map { index, path in
            let blobSHA = String(repeating: "0", count: 39) + String(index % 10)
            return #"{"path":"\#(escaped(path))","mode":"100644","type":"blob","sha":"\#(blobSHA)","size":12,"#
                + #""url":"https://api.github.com/repos/hostile/tree/git/blobs/\#(blobSHA)"}"#
        }
        return #"{"sha":"\#(sha)","url":"https://api.github.com/repos/hostile/tree/git/trees/\#(sha)","#
            + #""tree":[\#(entries.joined(separator: ","))],"truncated":false}"#
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
