import Entities

/// What an issue list lists: a repository's issues or its pull requests, or one of the inbox's
/// searches across every repository (`m`).
public enum IssueListKind: Equatable, Sendable {
    case issues
    case pullRequests
    case inbox(InboxSearch)

    /// "issue" or "pull request"; `plural` for a count other than one.
    public func noun(plural: Bool) -> String {
        switch self {
        case .issues, .inbox(.issues): return plural ? "issues" : "issue"
        case .pullRequests, .inbox: return plural ? "pull requests" : "pull request"
        }
    }

    /// The inbox search, when the list is one.
    var inboxSearch: InboxSearch? {
        if case .inbox(let search) = self { return search }
        return nil
    }
}
