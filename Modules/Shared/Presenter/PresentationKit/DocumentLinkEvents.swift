import Markdown

/// What happens to the links of a document on a reading screen (a README, a release's notes),
/// told by the View to its Presenter; each reading screen's presentation protocol refines it.
@MainActor
public protocol DocumentLinkEvents: AnyObject {
    /// Tab / Shift-Tab selected a link: `target` as the document wrote it, `destination` where it
    /// leads (resolved against the document's page on github.com).
    func didSelectLink(target: String, destination: LinkDestination)
    /// Tab / Shift-Tab on a page that has no link.
    func didRequestLinkWithoutLinks()
    /// Enter (or a click) on a link.
    func didActivateLink(target: String, destination: LinkDestination)
}
