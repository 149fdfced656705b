import Markdown

/// What happens on the release screen, told to its Presenter by the View.
@MainActor
public protocol ReleaseViewPresentation: AnyObject {
    /// The screen appears for the first time; `keyHints` are its status-line hints as the key
    /// table words them ("Tab link", "o browser"), shown when there is nothing else to say.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// `o`: the release's page on github.com.
    func didRequestOpenInBrowser()
    /// Tab / Shift-Tab selected a link of the notes: `target` as written, `destination` where it leads.
    func didSelectLink(target: String, destination: LinkDestination)
    /// Tab / Shift-Tab on a page that has no link.
    func didRequestLinkWithoutLinks()
    /// Enter (or a click) on a link of the notes.
    func didActivateLink(target: String, destination: LinkDestination)
}
