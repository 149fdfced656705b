/// What an issue list lists: a repository's issues or its pull requests.
public enum IssueListKind: Equatable, Sendable {
    case issues
    case pullRequests

    /// "issue" or "pull request"; `plural` for a count other than one.
    public func noun(plural: Bool) -> String {
        switch self {
        case .issues: return plural ? "issues" : "issue"
        case .pullRequests: return plural ? "pull requests" : "pull request"
        }
    }
}
