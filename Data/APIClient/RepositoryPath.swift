import TextCells

/// Paths under `/repos/OWNER/REPO/`: the only way a repository's request path is made. Every
/// part is checked by `RequestPath` (no empty, `.` or `..` part, no NUL) and percent-encoded, so
/// whatever a caller passes (a tree entry, a ref, a SHA, an owner from an answer) the path stays
/// under `/repos/OWNER/REPO/`, or is refused and never sent.
public enum RepositoryPath {
    /// `/repos/OWNER/REPO` followed by `segments`, each checked and percent-encoded as one path
    /// segment (a `/` inside a segment, as in the branch `feature/x`, becomes `%2F`; a segment
    /// whose `/`-separated parts include `.` or `..` is refused).
    public static func make(owner: String, name: String, _ segments: [String] = []) throws(RequestPath.Problem)
        -> String {
        var path = "/repos"
        for segment in [owner, name] + segments {
            path += "/" + (try RequestPath.encodedSegment(segment))
        }
        return path
    }

    /// `/repos/OWNER/REPO/SEGMENTS…/FILE/PATH`: `filePath` (`src/tui/tui.go`, as a tree names it)
    /// split at `/` into checked, percent-encoded segments.
    public static func make(owner: String, name: String, _ segments: [String], filePath: String)
        throws(RequestPath.Problem) -> String {
        try make(owner: owner, name: name, segments) + "/" + RequestPath.encodedPath(filePath)
    }
}
