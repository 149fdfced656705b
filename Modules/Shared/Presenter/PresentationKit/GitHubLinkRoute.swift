import Entities
import Routes
import TextCells

/// The ghbrowse screen a github.com address names, when ghbrowse has one:
/// - an issue or a pull request (`…/OWNER/REPO/issues/123`, `…/pull/123`, any tail or `#fragment`): its conversation;
/// - a commit (`…/commit/SHA`): the commit screen;
/// - a repository (`…/OWNER/REPO`): its detail, fetched by name (`repositoryNamed`);
/// - a file (`…/blob/REF/PATH`, `#L10-L20` aside) or a directory (`…/tree/REF/PATH`) at a ref whose
///   name has no `/` (the first segment is taken as the ref, as GitHub's own short links do);
/// - a repository's issues, pull requests, releases, or the history of a ref (`…/commits/REF`);
/// - a repository's Actions runs (`…/actions`), and a run (`…/actions/runs/ID`, a `/job/ID` tail
///   aside: the run's screen selects its first failed job), fetched by its number (`runNumbered`);
/// - an account (`…/NAME`): ghbrowse has no user screen, so the list of its repositories, a
///   search for `user:NAME` (which GitHub answers for users and organizations alike).
/// Any other address (GitHub's own pages: `…/settings`, `…/orgs/x`, `…/o/r/wiki` …) is nil: the browser's.
public enum GitHubLinkRoute {
    public static func route(for url: String) -> Route? {
        guard let rest = ["https://github.com/", "http://github.com/", "https://www.github.com/"]
            .lazy.compactMap({ url.hasPrefix($0) ? url.dropFirst($0.count) : nil }).first else { return nil }
        let path = rest.prefix { $0 != "#" && $0 != "?" }
        let fragment = rest.firstIndex(of: "#").map { String(rest[rest.index(after: $0)...]) } ?? ""
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 1, parts.last == "" { parts.removeLast() }
        guard let owner = parts.first, isName(owner), !reservedFirstSegments.contains(owner.lowercased()) else { return nil }
        guard parts.count >= 2 else { return .search(RepositorySearch(query: "user:" + owner)) }
        guard isName(parts[1]) else { return nil }
        let fullName = owner + "/" + parts[1]
        guard parts.count >= 3 else { return .repository(repositoryNamed(fullName), foundWith: nil) }
        return inside(fullName, parts: Array(parts.dropFirst(2)), fragment: fragment)
    }

    /// `L10-L20` (or `L10`, `L20-L10`), the lines a file's address names; nil for any other fragment.
    public static func lines(fragment: String) -> ClosedRange<Int>? {
        func line(_ text: Substring) -> Int? {
            guard text.first == "L", text.count <= 10, text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(text.dropFirst()), number > 0 else { return nil }
            return number
        }
        let ends = fragment.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = ends.first.flatMap(line) else { return nil }
        guard ends.count == 2 else { return first...first }
        guard let last = line(ends[1]) else { return nil }
        return min(first, last)...max(first, last)
    }

    /// A screen inside `fullName`, from the address's parts after the repository's name.
    private static func inside(_ fullName: String, parts: [String], fragment: String) -> Route? {
        switch (parts[0], parts.count) {
        case ("issues", 1): return .issues(fullName: fullName)
        case ("pulls", 1): return .pullRequests(fullName: fullName)
        case ("releases", 1): return .releases(fullName: fullName)
        case ("actions", 1): return .workflowRuns(fullName: fullName)
        case ("actions", 3...) where parts[1] == "runs":
            guard parts[2].allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(parts[2]), id > 0 else { return nil }
            return .workflowRun(fullName: fullName, runNumbered(id))
        case ("issues", 2...), ("pull", 2...):
            guard let number = Int(parts[1]), number > 0, parts[1].allSatisfy(\.isASCII) else { return nil }
            return .issue(fullName: fullName, number: number)
        case ("commit", 2...):
            let sha = parts[1]
            guard (7...40).contains(sha.count), sha.allSatisfy(\.isHexDigit), sha.allSatisfy(\.isASCII) else { return nil }
            return .commit(fullName: fullName, sha: sha.lowercased())
        case ("commits", 2):
            return isRef(parts[1]) ? .commits(RepositoryRef(fullName: fullName, ref: parts[1])) : nil
        case ("blob", 3...):
            guard isRef(parts[1]), let path = filePath(parts.dropFirst(2)) else { return nil }
            return .file(RepositoryRef(fullName: fullName, ref: parts[1]), path: path, size: nil,
                         lines: lines(fragment: fragment))
        case ("tree", 2...):
            guard isRef(parts[1]) else { return nil }
            if parts.count == 2 { return .files(RepositoryRef(fullName: fullName, ref: parts[1]), path: "") }
            guard let path = filePath(parts.dropFirst(2)) else { return nil }
            return .files(RepositoryRef(fullName: fullName, ref: parts[1]), path: path)
        default:
            return nil
        }
    }

    /// A repository known only by its name (a link to it): its detail screen draws the name and
    /// completes the rest from GitHub, as it does for a search result.
    public static func repositoryNamed(_ fullName: String) -> Repository {
        let owner = String(fullName.prefix { $0 != "/" })
        let name = String(fullName.drop { $0 != "/" }.dropFirst())
        return Repository(id: 0, name: name, fullName: fullName, owner: User(login: owner, id: 0),
                          htmlURL: "https://github.com/" + fullName)
    }

    /// A workflow run known only by its id (a link to it): its screen asks GitHub for the rest.
    public static func runNumbered(_ id: Int) -> WorkflowRun {
        WorkflowRun(id: id, workflowName: "run \(id)", status: "")
    }

    /// The first segments that are GitHub's own pages rather than an account.
    private static let reservedFirstSegments: Set<String> = [
        "about", "account", "apps", "codespaces", "collections", "contact", "customer-stories", "dashboard",
        "enterprise", "explore", "features", "gist", "issues", "join", "login", "logout", "marketplace", "new",
        "notifications", "organizations", "orgs", "pricing", "pulls", "readme", "search", "security", "settings",
        "site", "sponsors", "stars", "team", "topics", "trending", "users", "watching",
    ]

    /// A path below a ref: its parts percent-decoded, none of them `.`, `..` or empty, and the
    /// whole a path `RequestPath` takes.
    private static func filePath(_ parts: ArraySlice<String>) -> String? {
        let decoded = parts.map { PercentEncoding.decode(Substring($0), plusIsSpace: false) }
        guard decoded.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("/") }) else { return nil }
        let path = decoded.joined(separator: "/")
        return RequestPath.problem(inPath: path) == nil ? path : nil
    }

    /// A ref as one address segment: printable ASCII, not `.` or `..`.
    private static func isRef(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".." && text.count <= 255
            && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && $0 != "%" && $0 != "\\" }
    }

    /// An owner's or a repository's name as GitHub allows them: letters, digits, `-`, `_`, `.`.
    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".."
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                || $0 == "-" || $0 == "_" || $0 == ".") }
    }
}
