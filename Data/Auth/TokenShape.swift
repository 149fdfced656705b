/// What a GitHub token looks like: printable ASCII without spaces (`ghp_…`, `github_pat_…`,
/// `gho_…`, or an older 40-digit hex token), at most `maximumLength` bytes. Anything else that a
/// variable, `hosts.yml` or `gh auth token` hands over is refused rather than sent in an
/// `Authorization` header (a megabyte of output would be sent whole, and answered with a 431).
public enum TokenShape {
    /// Longer than any token GitHub issues (fine-grained ones are 93 bytes), short of any header limit.
    public static let maximumLength = 512

    /// Whether `text` has a token's shape.
    public static func accepts(_ text: String) -> Bool {
        let bytes = text.utf8
        return !bytes.isEmpty && bytes.count <= maximumLength && bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    /// "GH_TOKEN does not hold a token (…); ignored": the place named, never the text.
    public static func refusal(from place: String) -> String {
        "\(place) does not hold a token (printable ASCII without spaces, at most \(maximumLength) bytes); ignored"
    }
}
