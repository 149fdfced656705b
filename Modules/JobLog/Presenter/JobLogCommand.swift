/// What a key on a job's log asks of its Presenter, named as the key table names the request.
public enum JobLogCommand: String, CaseIterable, Sendable {
    /// `T`: timestamps hidden, or shown dimmed again.
    case toggleTimestamps = "toggle-timestamps"
    /// `e`: the next `##[error]` line below the top of the screen (its group opened).
    case nextError = "next-error"
    /// `o`: the job on github.com.
    case openInBrowser = "open-in-browser"
    /// `y`: the job's link to the clipboard.
    case copyLink = "copy-link"
    /// `r`: the log again now (a running job's grows).
    case refresh
}
