import TerminalUI

/// The screens inside a repository, asked for from a detail or from a list's selected row.
public extension KeyRequest {
    /// The repository's files at the current ref.
    static let showFiles = KeyRequest("files")
    /// The history of the current ref.
    static let showCommits = KeyRequest("commits")
    /// The repository's releases.
    static let showReleases = KeyRequest("releases")
    /// The repository's issues.
    static let showIssues = KeyRequest("issues")
    /// The repository's pull requests.
    static let showPullRequests = KeyRequest("pull-requests")
    /// The repository's GitHub Actions workflow runs.
    static let showWorkflowRuns = KeyRequest("workflow-runs")
}
