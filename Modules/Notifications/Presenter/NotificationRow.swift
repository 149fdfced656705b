/// One notification thread as drawn, every piece of GitHub's text already made safe:
/// `● cli/cli  pull request  Fix the pager   review requested · updated 2 hours ago`.
public struct NotificationRow: Equatable, Sendable {
    public var unread: Bool
    /// `OWNER/REPO`.
    public var repository: String
    /// `pull request`, `issue`, `release`, `commit`, `discussion` …
    public var kind: String
    public var title: String
    /// `review requested · updated 2 hours ago`.
    public var meta: String

    public init(unread: Bool, repository: String, kind: String, title: String, meta: String) {
        self.unread = unread
        self.repository = repository
        self.kind = kind
        self.title = title
        self.meta = meta
    }
}
