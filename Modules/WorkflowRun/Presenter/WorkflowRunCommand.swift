/// What a key on a workflow run's screen asks of its Presenter, named as the key table names
/// the request, so the View forwards any of them without a case per key.
public enum WorkflowRunCommand: String, CaseIterable, Sendable {
    /// Enter: the selected job's log (a step's row opens its job's).
    case open
    /// `o`: the selected job on github.com (the run when none is selected).
    case openInBrowser = "open-in-browser"
    /// `y`: the selected job's link (the run's when none is selected) to the clipboard.
    case copyLink = "copy-link"
    /// `r`: the run and its jobs again now.
    case refresh
}
