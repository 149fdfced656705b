import Routes

/// The ghbrowse screen a github.com address names, when ghbrowse has one: an issue or a pull
/// request (`…/OWNER/REPO/issues/123`, `…/pull/123`, with any tail or `#fragment`) opens its
/// conversation, a commit (`…/commit/SHA`) the commit screen. Any other address is nil: the browser's.
public enum GitHubLinkRoute {
    public static func route(for url: String) -> Route? {
        guard let rest = ["https://github.com/", "http://github.com/", "https://www.github.com/"]
            .lazy.compactMap({ url.hasPrefix($0) ? url.dropFirst($0.count) : nil }).first else { return nil }
        let path = rest.prefix { $0 != "#" && $0 != "?" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 4, Self.isName(parts[0]), Self.isName(parts[1]) else { return nil }
        let fullName = parts[0] + "/" + parts[1]
        switch parts[2] {
        case "issues", "pull":
            guard let number = Int(parts[3]), number > 0, parts[3].allSatisfy(\.isASCII) else { return nil }
            return .issue(fullName: fullName, number: number)
        case "commit":
            let sha = parts[3]
            guard (7...40).contains(sha.count), sha.allSatisfy(\.isHexDigit), sha.allSatisfy(\.isASCII) else { return nil }
            return .commit(fullName: fullName, sha: sha.lowercased())
        default:
            return nil
        }
    }

    /// An owner's or a repository's name as GitHub allows them: letters, digits, `-`, `_`, `.`.
    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".."
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                || $0 == "-" || $0 == "_" || $0 == ".") }
    }
}
