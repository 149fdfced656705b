/// What a key on the commits screen asks of its Presenter,
/// named as the key table names the request, so the View forwards any of them without a case per key.
public enum CommitHistoryCommand: String, CaseIterable, Sendable {
    /// `r`: the history again from GitHub now.
    case refresh
    /// `y`: the selected commit's link to the clipboard.
    case copyLink = "copy-link"
}
