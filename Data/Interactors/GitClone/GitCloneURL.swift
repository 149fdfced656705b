/// How `git clone` reaches GitHub.
public enum GitCloneProtocol: Equatable, Sendable {
    case https
    case ssh
}

/// A repository's clone address, made only from a name of GitHub's characters (`owner/name`:
/// letters, digits, `.`, `-`, `_`; neither part starting with `-` or `.`), so nothing typed or sent
/// becomes an option or a path to git.
struct GitCloneURL: Equatable, Sendable {
    let owner: String
    let name: String
    let host: String

    init?(fullName: String, host: String) {
        let parts = fullName.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy(Self.isNamePart) else { return nil }
        owner = String(parts[0])
        name = String(parts[1])
        self.host = host
    }

    /// `https://HOST/OWNER/NAME` (no `.git`, so an `insteadOf` written for the page's address
    /// applies), or `git@HOST:OWNER/NAME.git`.
    func address(_ kind: GitCloneProtocol) -> String {
        switch kind {
        case .https: return "https://\(host)/\(owner)/\(name)"
        case .ssh: return "git@\(host):\(owner)/\(name).git"
        }
    }

    private static func isNamePart(_ part: Substring) -> Bool {
        guard let first = part.first, first != "-", first != "." else { return false }
        return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") }
    }
}
