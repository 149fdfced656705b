/// What a key on the code search screen asks of its Presenter, named as the key table names the
/// request, so the View forwards any of them without a case per key.
public enum CodeSearchCommand: String, CaseIterable, Sendable {
    /// Enter (or a double click): the selected file, scrolled to its first match, the words searched.
    case open
    /// `o`: the selected file on github.com.
    case openInBrowser = "open-in-browser"
    /// `r`: the search again now (it spends code search's budget).
    case refresh
}
