/// What a key on an issue's conversation asks of its Presenter, named as the key table names the
/// request, so the View forwards any of them without a case per key.
public enum IssueCommand: String, CaseIterable, Sendable {
    /// `o`: the issue or pull request on github.com.
    case openInBrowser = "open-in-browser"
    /// `y`: the issue's or pull request's link to the clipboard.
    case copyLink = "copy-link"
    /// `r`: the issue, its comments and its timeline again from GitHub now.
    case refresh
}
