/// What a key on the releases screen asks of its Presenter, named as the key table names the
/// request, so the View forwards any of them without a case per key.
public enum ReleasesCommand: String, CaseIterable, Sendable {
    /// Enter (or a double click): the selected release, its notes and assets.
    case open
    /// `o`: the releases page on github.com.
    case openInBrowser = "open-in-browser"
    /// `y`: the selected release's link to the clipboard.
    case copyLink = "copy-link"
    /// `r`: the releases again now (conditionally), whatever their age.
    case refresh
}
