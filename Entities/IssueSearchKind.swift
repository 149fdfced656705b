/// What an issue search inside one repository looks for: `is:issue` or `is:pr` is added to the query.
public enum IssueSearchKind: String, CaseIterable, Sendable {
    case issue
    case pullRequest = "pr"
}
