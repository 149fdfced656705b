/// The one rule for text that goes into a request's path: a path from GitHub (a tree entry, a
/// file of a commit, a ref, an owner or repository name) becomes path segments only when none of
/// them is empty, `.` or `..`, none holds a NUL, and it does not start with `/`; every segment is
/// then percent-encoded on its own. So nothing a stranger names can make a request leave
/// `/repos/OWNER/REPO/` (libcurl, like any URL parser, would fold `a/../../user` into `/user`).
///
/// The files screen asks the same question (`problem(inPath:)`) to list such an entry as an
/// unreadable name and never ask for it; the API client asks it again of every path it builds.
public enum RequestPath {
    /// Why a path cannot go into a request.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing at all.
        case empty
        /// `/etc/passwd`: it would start at the server's root.
        case leadingSlash
        /// `a//b` or `a/`: an empty segment.
        case emptySegment
        /// `.` or `..` as a segment (also spelled `%2E`, in a path already encoded).
        case dotSegment
        /// A NUL byte (also spelled `%00`, in a path already encoded).
        case nul

        /// The problem in a few words, for a sentence.
        public var description: String {
            switch self {
            case .empty: return "an empty name"
            case .leadingSlash: return "a name starting with “/”"
            case .emptySegment: return "an empty part between slashes"
            case .dotSegment: return "a “.” or “..” part"
            case .nul: return "a NUL character"
            }
        }
    }

    /// What is wrong with `path` (`/`-separated, unencoded) as a path inside a repository, or nil
    /// when it is fine. Any text is fine in a segment but NUL; `%2e%2e` is a name like any other
    /// (it is sent as `%252e%252e`).
    public static func problem(inPath path: String) -> Problem? {
        let bytes = path.utf8
        guard !bytes.isEmpty else { return .empty }
        guard bytes.first != UInt8(ascii: "/") else { return .leadingSlash }
        var segmentLength = 0
        var dots = 0
        for byte in bytes {
            switch byte {
            case 0:
                return .nul
            case UInt8(ascii: "/"):
                if let problem = problem(segmentLength: segmentLength, dots: dots) { return problem }
                segmentLength = 0
                dots = 0
            default:
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return problem(segmentLength: segmentLength, dots: dots)
    }

    /// `path` as its segments, each percent-encoded, joined by `/` (`src/a b.c` → `src/a%20b.c`).
    public static func encodedPath(_ path: String) throws(Problem) -> String {
        if let problem = problem(inPath: path) { throw problem }
        // Split as bytes: a `/` followed by a combining mark is one `Character`, but two segments.
        return path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { PercentEncoding.encodePathSegment(String(decoding: $0, as: UTF8.self)) }.joined(separator: "/")
    }

    /// `name` as one percent-encoded segment, its slashes encoded too (the branch `feature/x`
    /// becomes `feature%2Fx`), once each of its `/`-separated parts passes the rule: a ref whose
    /// parts are `..` is refused even though it would be sent as one segment.
    public static func encodedSegment(_ name: String) throws(Problem) -> String {
        if let problem = problem(inPath: name) { throw problem }
        return PercentEncoding.encodePathSegment(name)
    }

    /// What is wrong with an already percent-encoded request path (`/repos/o/r/contents/a%20b`),
    /// each segment read as a server would decode it, or nil when it is fine: it must start with
    /// `/` and have no empty (but a final one), `.`, `..` or NUL segment.
    public static func problem(inEncodedPath path: String) -> Problem? {
        guard path.utf8.first == UInt8(ascii: "/") else { return path.isEmpty ? .empty : .leadingSlash }
        let segments = path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        for (index, segment) in segments.enumerated() {
            if segment.isEmpty {
                // `/` alone, or a final `/`, is no segment; an empty one inside is.
                if index == segments.count - 1 { continue }
                return .emptySegment
            }
            let decoded = Array(PercentEncoding.decode(Substring(segment), plusIsSpace: false).utf8)
            if decoded.contains(0) { return .nul }
            if decoded.allSatisfy({ $0 == UInt8(ascii: ".") }), decoded.count <= 2 { return .dotSegment }
        }
        return nil
    }

    private static func problem(segmentLength: Int, dots: Int) -> Problem? {
        if segmentLength == 0 { return .emptySegment }
        if dots == segmentLength && segmentLength <= 2 { return .dotSegment }
        return nil
    }
}
