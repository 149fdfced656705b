/// GitHub's rules for the two halves of `OWNER/REPO`, checked before anything is sent: a name
/// that breaks them is not a repository, and `.` or `..` would step out of `/repos/` in a URL.
public enum RepositoryNameRules {
    /// The longest repository name GitHub accepts.
    public static let longestName = 100
    /// The longest account name: 39 for users and organisations, longer for managed users (`login_shortcode`).
    public static let longestOwner = 100

    /// A repository name: 1 to 100 of `A-Z a-z 0-9 . _ -`, and not `.` or `..`.
    public static func isValidName(_ name: Substring) -> Bool {
        guard (1...longestName).contains(name.utf8.count), name != ".", name != ".." else { return false }
        return name.utf8.allSatisfy { isASCIIAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
            || $0 == UInt8(ascii: "-") }
    }

    /// An account (user or organisation) name: letters, digits and hyphens, not starting with
    /// a hyphen; underscores for enterprise managed users.
    public static func isValidOwner(_ owner: Substring) -> Bool {
        guard (1...longestOwner).contains(owner.utf8.count), owner.utf8.first != UInt8(ascii: "-") else { return false }
        return owner.utf8.allSatisfy { isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// `OWNER/REPO` as its two halves when both follow the rules, else nil.
    public static func split(_ fullName: String) -> (owner: String, name: String)? {
        let parts = fullName.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, isValidOwner(parts[0]), isValidName(parts[1]) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// Why `fullName` is not `OWNER/REPO`, in a sentence (nil when it is).
    public static func problem(with fullName: String) -> String? {
        let parts = fullName.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            return "expected OWNER/REPO"
        }
        if !isValidOwner(parts[0]) {
            return "an owner is letters, digits and hyphens (not starting with one)"
        }
        if !isValidName(parts[1]) {
            return parts[1] == "." || parts[1] == ".." ? "“\(parts[1])” is not a repository name"
                : "a repository name is letters, digits, “.”, “_” and “-”, at most 100"
        }
        return nil
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
