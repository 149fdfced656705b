/// What a key on the workflow runs screen asks of its Presenter, named as the key table names
/// the request, so the View forwards any of them without a case per key.
public enum WorkflowRunsCommand: String, CaseIterable, Sendable {
    /// Enter (or a double click): the selected run, its jobs and steps.
    case open
    /// `o`: the selected run on github.com (the repository's Actions page when there is none).
    case openInBrowser = "open-in-browser"
    /// `y`: the selected run's link to the clipboard.
    case copyLink = "copy-link"
    /// `r`: the runs again now.
    case refresh
}
