/// One of the inbox's issue searches across every repository (`m`, `ghbrowse inbox`).
public enum InboxSearch: String, CaseIterable, Sendable {
    case pullRequests
    case reviewRequests
    case issues

    /// GitHub's search query.
    public var query: String {
        switch self {
        case .pullRequests: return "is:pr is:open author:@me"
        case .reviewRequests: return "is:pr is:open review-requested:@me"
        case .issues: return "is:issue is:open assignee:@me"
        }
    }

    /// Its name in `m`'s chooser, the breadcrumb and `ghbrowse inbox`.
    public var title: String {
        switch self {
        case .pullRequests: return "your pull requests"
        case .reviewRequests: return "review requests"
        case .issues: return "your issues"
        }
    }

    /// Whether it finds pull requests (else issues).
    public var kind: IssueSearchKind {
        self == .issues ? .issue : .pullRequest
    }

    /// Its page on github.com (the same search, signed in).
    public var webPath: String {
        switch self {
        case .pullRequests: return "/pulls"
        case .reviewRequests: return "/pulls/review-requested"
        case .issues: return "/issues/assigned"
        }
    }
}
