import TextCells

/// Where a link of a Markdown file leads inside the file's own repository at the file's ref, when
/// ghbrowse can show it itself: another file, a directory, or a path it refuses to ask for.
/// `resolve` gives nil for every other link (another repository or ref, a web page, an anchor),
/// which is followed as the README's links are.
public enum RepositoryLink: Equatable, Sendable {
    /// A file of the repository at the ref (`docs/GUIDE.md`), unencoded; it passes `RequestPath`.
    case file(String)
    /// A directory of the repository at the ref ("" for the root), unencoded.
    case directory(String)
    /// A path that is never requested: it climbs above the repository's root, or breaks `RequestPath`.
    case refused(Refusal)

    /// Why a link's path is never requested.
    public enum Refusal: Equatable, Sendable {
        /// `../../x` from a file one directory deep: above the repository's root.
        case leavesRepository
        /// A path `RequestPath` refuses (a `..` part spelled `%2E%2E`, a NUL).
        case unsafe(RequestPath.Problem)
    }

    /// Where `target` (a link as the Markdown file at `filePath` wrote it, which resolved to the web
    /// address `url`) leads in `fullName` at `ref`: a relative path (`docs/x.md`, `../README.md`,
    /// `/x.md`, `./a.md#anchor`, `b.md?plain=1`) against the file's directory, or a github.com
    /// blob or tree address of the same repository and ref; nil for any other link.
    public static func resolve(target: String, url: String, fullName: String, ref: String,
                               from filePath: String) -> RepositoryLink? {
        let written = trimmed(target)
        if isRelative(written) { return relative(written, from: filePath) }
        if let path = GitHubWebURL.repositoryFilePath(of: url, fullName: fullName, ref: ref) {
            return checked(path, directory: false)
        }
        if let path = GitHubWebURL.repositoryDirectoryPath(of: url, fullName: fullName, ref: ref) {
            return path.isEmpty ? .directory("") : checked(path, directory: true)
        }
        return nil
    }

    /// A relative path resolved against `filePath`'s directory (the root for `/…`), its `?query`
    /// and `#fragment` aside; nil for a link that is only a query (the file itself, on the web).
    private static func relative(_ written: String, from filePath: String) -> RepositoryLink? {
        let pathPart = written.prefix { $0 != "?" && $0 != "#" }
        guard !pathPart.isEmpty else { return nil }
        var segments = pathPart.hasPrefix("/") ? [] : filePath.split(separator: "/").dropLast().map(String.init)
        let parts = pathPart.split(separator: "/", omittingEmptySubsequences: false)
        var isDirectory = false
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            switch part {
            case "", ".":
                if isLast { isDirectory = true }
            case "..":
                guard !segments.isEmpty else { return .refused(.leavesRepository) }
                segments.removeLast()
                if isLast { isDirectory = true }
            default:
                segments.append(PercentEncoding.decode(part, plusIsSpace: false))
            }
        }
        let path = segments.joined(separator: "/")
        if path.isEmpty { return .directory("") }
        return checked(path, directory: isDirectory)
    }

    /// `path` as a file or directory when `RequestPath` takes it, refused when not.
    private static func checked(_ path: String, directory: Bool) -> RepositoryLink {
        if let problem = RequestPath.problem(inPath: path) { return .refused(.unsafe(problem)) }
        return directory ? .directory(path) : .file(path)
    }

    /// A target with no scheme, not `//host` and not `#anchor`: a path.
    private static func isRelative(_ target: String) -> Bool {
        guard !target.isEmpty, !target.hasPrefix("#"), !target.hasPrefix("//") else { return false }
        let beforeDelimiter = target.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforeDelimiter.contains(":")
    }

    /// Spaces around, and the angle brackets of `<url>`, removed.
    private static func trimmed(_ target: String) -> String {
        var text = Substring(target)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        if text.count >= 2, text.hasPrefix("<"), text.hasSuffix(">") { text = text.dropFirst().dropLast() }
        return String(text)
    }
}
