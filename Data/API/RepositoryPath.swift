import TextCells

/// Paths under `/repos/OWNER/REPO`, each part percent-encoded.
public enum RepositoryPath {
    /// `/repos/OWNER/REPO` followed by `segments`, each percent-encoded as one path segment
    /// (a `/` inside a segment, as in the branch `feature/x`, becomes `%2F`).
    public static func make(owner: String, name: String, _ segments: [String] = []) -> String {
        (["", "repos", owner, name] + segments).map(PercentEncoding.encodePathSegment).joined(separator: "/")
    }

    /// A file's path (`src/tui/tui.go`) as path segments: split at `/`, empty parts dropped.
    public static func segments(ofFilePath path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
