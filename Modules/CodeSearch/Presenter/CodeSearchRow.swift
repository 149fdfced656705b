/// One row of the code search's list: a file found (its repository and path), or one of its
/// matching lines under it. Enter on either opens that file.
public enum CodeSearchRow: Equatable, Sendable {
    /// A file: `OWNER/REPO` and its path, sanitized.
    case file(repository: String, path: String)
    /// A line of the file that matched, its matches marked.
    case line(CodeMatchLine)
}
