import TextCells

/// The pages on github.com that `o` opens inside a repository, each part percent-encoded
/// (a path keeps its slashes; a ref with a slash, `feature/x`, is one segment, as GitHub reads it).
public enum GitHubWebURL {
    public static let base = "https://github.com"

    /// `https://github.com/OWNER/REPO/tree/REF/PATH`: a directory (the root for an empty path).
    public static func directory(_ fullName: String, ref: String, path: String) -> String {
        joined(fullName, "tree", ref: ref, path: path)
    }

    /// `https://github.com/OWNER/REPO/blob/REF/PATH#L120`: a file, at `line` when given (from 1).
    public static func file(_ fullName: String, ref: String, path: String, line: Int? = nil) -> String {
        joined(fullName, "blob", ref: ref, path: path) + (line.map { "#L\(max(1, $0))" } ?? "")
    }

    /// `https://github.com/OWNER/REPO/blob/REF/PATH#L120-L134`: a file at `lines` (from 1; one
    /// line as `#L120`), or without an anchor when nil.
    public static func file(_ fullName: String, ref: String, path: String, lines: ClosedRange<Int>?) -> String {
        guard let lines else { return file(fullName, ref: ref, path: path) }
        let first = max(1, lines.lowerBound)
        let last = max(first, lines.upperBound)
        return file(fullName, ref: ref, path: path, line: first) + (last > first ? "-L\(last)" : "")
    }

    /// `https://github.com/OWNER/REPO/commit/SHA`.
    public static func commit(_ fullName: String, sha: String) -> String {
        repository(fullName) + "/commit/" + PercentEncoding.encodePathSegment(sha)
    }

    /// `https://github.com/OWNER/REPO/releases/tag/TAG`.
    public static func release(_ fullName: String, tag: String) -> String {
        repository(fullName) + "/releases/tag/" + PercentEncoding.encodePathSegment(tag)
    }

    /// `https://github.com/OWNER/REPO/issues/N`, or `…/pull/N` for a pull request.
    public static func issue(_ fullName: String, number: Int, isPullRequest: Bool) -> String {
        repository(fullName) + (isPullRequest ? "/pull/" : "/issues/") + String(number)
    }

    /// `https://github.com/OWNER/REPO/actions/runs/ID`: a workflow run.
    public static func run(_ fullName: String, id: Int) -> String {
        repository(fullName) + "/actions/runs/" + String(id)
    }

    /// `https://github.com/OWNER/REPO/actions/runs/RUN/job/ID`: one job of a run.
    public static func job(_ fullName: String, runID: Int, id: Int) -> String {
        run(fullName, id: runID) + "/job/" + String(id)
    }

    /// `https://github.com/OWNER/REPO`.
    public static func repository(_ fullName: String) -> String {
        base + "/" + fullName.split(separator: "/", omittingEmptySubsequences: false)
            .map { PercentEncoding.encodePathSegment(String($0)) }.joined(separator: "/")
    }

    /// The path of a file of `fullName` at `ref` that `url` shows
    /// (`https://github.com/OWNER/REPO/blob/REF/PATH`, a `#L12` or `?plain=1` aside), decoded;
    /// nil for any other page, another repository (names compared case aside) or another ref.
    /// The inverse of `file(_:ref:path:)`: a Markdown file's link to another file of its
    /// repository opens that file in ghbrowse. The caller still holds the path to `RequestPath`.
    public static func repositoryFilePath(of url: String, fullName: String, ref: String) -> String? {
        let page = url.prefix { $0 != "#" && $0 != "?" }
        let repository = repository(fullName)
        let blob = "/blob/" + PercentEncoding.encodePathSegment(ref) + "/"
        guard page.lowercased().hasPrefix(repository.lowercased()),
              page.dropFirst(repository.count).hasPrefix(blob)
        else { return nil }
        let path = page.dropFirst(repository.count + blob.count).split(separator: "/")
            .map { PercentEncoding.decode($0, plusIsSpace: false) }.joined(separator: "/")
        return path.isEmpty ? nil : path
    }

    /// The path of a directory of `fullName` at `ref` that `url` shows
    /// (`https://github.com/OWNER/REPO/tree/REF/PATH`), decoded: "" for the root; nil for any
    /// other page, repository or ref. The inverse of `directory(_:ref:path:)`.
    public static func repositoryDirectoryPath(of url: String, fullName: String, ref: String) -> String? {
        var page = url.prefix { $0 != "#" && $0 != "?" }
        while page.hasSuffix("/") { page.removeLast() }
        let repository = repository(fullName)
        let tree = "/tree/" + PercentEncoding.encodePathSegment(ref)
        guard page.lowercased().hasPrefix(repository.lowercased()), page.dropFirst(repository.count).hasPrefix(tree)
        else { return nil }
        let rest = page.dropFirst(repository.count + tree.count)
        guard rest.isEmpty || rest.hasPrefix("/") else { return nil }
        return rest.split(separator: "/").map { PercentEncoding.decode($0, plusIsSpace: false) }.joined(separator: "/")
    }

    private static func joined(_ fullName: String, _ kind: String, ref: String, path: String) -> String {
        let segments = path.split(separator: "/").map { PercentEncoding.encodePathSegment(String($0)) }
        return ([repository(fullName), kind, PercentEncoding.encodePathSegment(ref)] + segments).joined(separator: "/")
    }
}
