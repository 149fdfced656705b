/// What a key on the notifications screen asks of its Presenter, named as the key table names
/// the request, so the View forwards any of them without a case per key.
public enum NotificationsCommand: String, CaseIterable, Sendable {
    /// Enter: the selected thread's subject in ghbrowse (or the browser), marked read.
    case open
    /// `o`: the selected thread's subject on github.com (the notifications page when there is none).
    case openInBrowser = "open-in-browser"
    /// `y`: the selected thread's subject's link to the clipboard.
    case copyLink = "copy-link"
    /// `r`: the list again, no sooner than GitHub's poll interval allows.
    case refresh
    /// `A`: read threads too, or unread only again.
    case toggleAll = "toggle-all"
    /// `M`: the selected thread marked read, not opened.
    case markRead = "mark-read"
    /// `D`: the selected thread marked done (it leaves the inbox).
    case markDone = "mark-done"
}
