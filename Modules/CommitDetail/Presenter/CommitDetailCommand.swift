/// What a key on the commit screen asks of its Presenter,
/// named as the key table names the request, so the View forwards any of them without a case per key.
public enum CommitDetailCommand: String, CaseIterable, Sendable {
    /// `o`: the commit on github.com.
    case openInBrowser = "open-in-browser"
    /// `y`: the commit's link to the clipboard.
    case copyLink = "copy-link"
}
