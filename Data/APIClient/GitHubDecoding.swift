import JSONReading

/// How a failure to read GitHub's JSON is told: every answer is read by `JSONCursor` (each
/// entity's `JSONReadable` in `Data/APIClient/JSON`), whose `JSONError` says where.
public enum GitHubDecoding {
    /// A person-readable account of where and why reading failed, e.g.
    /// `items[3].owner.login: expected a string, found null`.
    public static func describe(_ error: any Error) -> String {
        String(describing: error)
    }
}
