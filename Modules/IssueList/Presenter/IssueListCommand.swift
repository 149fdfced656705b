/// What a key on an issue list asks of its Presenter, named as the key table names the request,
/// so the View forwards any of them without a case per key.
public enum IssueListCommand: String, CaseIterable, Sendable {
    /// Enter (or a double click): the selected issue or pull request.
    case open
    /// `o`: the selected one on github.com (the list's page when there is none).
    case openInBrowser = "open-in-browser"
    /// `y`: the selected one's link to the clipboard.
    case copyLink = "copy-link"
    /// `r`: the list again from GitHub now.
    case refresh
    /// `s`: the next sort (updated, created, comments).
    case cycleSort = "cycle-sort"
    /// `S`: the other order.
    case flipOrder = "flip-order"
}
