import TextCells

/// Where a README link leads once resolved.
public enum LinkDestination: Equatable, Sendable {
    /// An absolute `http` or `https` URL: the only kind ever opened.
    case web(String)
    /// A heading in the same README (`#anchor`), by its slug (see `HeadingSlugger`).
    case anchor(String)
    /// A URL with another scheme (`javascript`, `file`, `data`, `mailto`, …), lowercased: never opened.
    case notOpenable(scheme: String)
    /// A relative link with no base to resolve against, or an empty target.
    case unresolvable
}

/// Resolves README links and image paths against the README's `html_url`, the way github.com does.
///
/// With `https://github.com/OWNER/REPO/blob/BRANCH/README.md` as the base, `docs/GUIDE.md`
/// becomes `https://github.com/OWNER/REPO/blob/BRANCH/docs/GUIDE.md`, `/x` is relative to the
/// repository root (`…/blob/BRANCH/x`), `../` never climbs above that root, `?q` keeps the
/// README's path, `#anchor` stays in the document.
public struct LinkResolver: Sendable {
    private let base: BaseURL?

    /// `htmlURL` is the readme endpoint's `html_url`; nil (or not an http(s) URL) leaves relative links unresolvable.
    public init(htmlURL: String?) {
        base = htmlURL.flatMap(BaseURL.init)
    }

    /// Where `target` (a link or image target as written) leads.
    public func resolve(_ target: String) -> LinkDestination {
        let trimmed = Self.trimmed(target)
        if trimmed.isEmpty { return .unresolvable }
        if trimmed.hasPrefix("#") {
            let fragment = String(trimmed.dropFirst())
            return .anchor(PercentEncoding.decode(Substring(fragment), plusIsSpace: false).lowercased())
        }
        if let scheme = Self.scheme(of: trimmed) {
            guard scheme == "http" || scheme == "https" else { return .notOpenable(scheme: scheme) }
            let rest = trimmed.dropFirst(scheme.count + 1)
            guard rest.hasPrefix("//"), rest.count > 2 else { return .unresolvable }
            return .web(PercentEncoding.escapeUnsafeURLCharacters(scheme + ":" + rest))
        }
        if trimmed.hasPrefix("//") { return .web(PercentEncoding.escapeUnsafeURLCharacters("https:" + trimmed)) }
        guard let base else { return .unresolvable }
        return .web(PercentEncoding.escapeUnsafeURLCharacters(base.resolving(trimmed)))
    }

    /// Leading and trailing spaces (and the angle brackets of `<url>`) removed.
    private static func trimmed(_ s: String) -> String {
        var t = Substring(s)
        while let first = t.first, first == " " { t.removeFirst() }
        while let last = t.last, last == " " { t.removeLast() }
        if t.hasPrefix("<") && t.hasSuffix(">") && t.count >= 2 { t = t.dropFirst().dropLast() }
        return String(t)
    }

    /// The lowercased RFC 3986 scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"`), if any.
    static func scheme(of s: String) -> String? {
        var length = 0
        for byte in s.utf8 {
            if byte == UInt8(ascii: ":") {
                return length > 0 ? String(decoding: s.utf8.prefix(length), as: UTF8.self).lowercased() : nil
            }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isOther = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isLetter || (length > 0 && isOther) else { return nil }
            length += 1
        }
        return nil
    }
}

/// An absolute http(s) base URL split for relative resolution.
private struct BaseURL: Sendable {
    /// `https://github.com`
    let origin: String
    /// Path segments of the root `/x` resolves against (`OWNER/REPO/blob/BRANCH` on GitHub, else none).
    let rootSegments: [String]
    /// The base's directory below the root.
    let directorySegments: [String]
    /// The base's own path (for `?query` targets).
    let path: String
    /// The base's directory as a URL ending in `/`: a plain relative path is appended to it.
    let directoryPrefix: String

    init?(_ url: String) {
        guard let scheme = LinkResolver.scheme(of: url), scheme == "http" || scheme == "https" else { return nil }
        let afterScheme = url.dropFirst(scheme.count + 1)
        guard afterScheme.hasPrefix("//") else { return nil }
        let rest = afterScheme.dropFirst(2)
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard authorityEnd > rest.startIndex else { return nil }
        origin = scheme + "://" + rest[rest.startIndex..<authorityEnd]
        var pathPart = rest[authorityEnd...]
        if let cut = pathPart.firstIndex(where: { $0 == "?" || $0 == "#" }) { pathPart = pathPart[..<cut] }
        path = pathPart.isEmpty ? "/" : String(pathPart)
        var segments = pathPart.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !pathPart.hasSuffix("/"), !segments.isEmpty { segments.removeLast() }  // the file name
        // github.com/OWNER/REPO/(blob|tree|raw)/BRANCH/…: the root is the branch.
        if segments.count >= 4, ["blob", "tree", "raw"].contains(segments[2]) {
            rootSegments = Array(segments[0..<4])
            directorySegments = Array(segments[4...])
        } else {
            rootSegments = []
            directorySegments = segments
        }
        let all = rootSegments + directorySegments
        directoryPrefix = origin + "/" + all.joined(separator: "/") + (all.isEmpty ? "" : "/")
    }

    /// `target` (relative, no scheme) resolved against this base.
    func resolving(_ target: String) -> String {
        var pathPart = Substring(target)
        var suffix = Substring("")
        if let cut = target.utf8.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            pathPart = target[..<cut]
            suffix = target[cut...]
        }
        if pathPart.isEmpty { return origin + path + suffix }
        if Self.isPlainRelative(pathPart) { return directoryPrefix + pathPart + suffix }
        var segments = pathPart.hasPrefix("/") ? [] : directorySegments
        let parts = pathPart.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            switch part {
            case "", ".":
                if isLast && index > 0 { segments.append("") }  // keep a trailing slash
            case "..":
                if !segments.isEmpty { segments.removeLast() }
                if isLast { segments.append("") }
            default:
                segments.append(String(part))
            }
        }
        let all = rootSegments + segments
        return origin + "/" + all.joined(separator: "/") + suffix
    }


    /// A path that resolves by appending it to the directory: not rooted, no empty, `.` or `..` segment.
    private static func isPlainRelative(_ path: Substring) -> Bool {
        var segmentLength = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || segmentLength == dots { return false }
                segmentLength = 0
                dots = 0
                continue
            }
            segmentLength += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        return segmentLength > 0 && segmentLength != dots
    }
}

