/// What a key on a pull request's Commits, Files or Checks section asks of its Presenter, named
/// as the key table names the request, so the View forwards any of them without a case per key.
public enum PullRequestSectionCommand: String, CaseIterable, Sendable {
    /// `o` on Checks: the selected check's details page in the browser.
    case openInBrowser = "open-in-browser"
    /// `r`: the section's first page again from GitHub now.
    case refresh
}
