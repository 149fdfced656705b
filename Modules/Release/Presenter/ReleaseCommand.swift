/// What a key on the release screen asks of its Presenter,
/// named as the key table names the request, so the View forwards any of them without a case per key.
public enum ReleaseCommand: String, CaseIterable, Sendable {
    /// `o`: the release on github.com.
    case openInBrowser = "open-in-browser"
    /// `y`: the release's link to the clipboard.
    case copyLink = "copy-link"
    /// `d`: one of the assets saved to a path the person types.
    case save
}
