import Markdown

/// What happens on the file view, told to its Presenter by the View.
@MainActor
public protocol RepositoryFileViewPresentation: AnyObject {
    /// The screen appears for the first time; `keyHints` are its status-line hints as the key
    /// table words them ("l numbers", "o browser"); `renderedToggleKey` is the key of `p` (rendered
    /// or raw), hinted only on a Markdown file, as what it will do ("p raw", "p rendered");
    /// `linkHints` ("Tab link", "Enter follow") are hinted only while the file is rendered
    /// Markdown with links.
    func viewDidLoad(keyHints: [String], renderedToggleKey: String?, linkHints: [String])
    /// The screen is now `columns` wide with `rows` lines of text visible (first layout and every
    /// resize): those lines are highlighted first.
    func viewDidResize(columns: Int, rows: Int)
    /// Tab / Shift-Tab (or a click) selected a link of the rendered Markdown.
    func didSelectLink(target: String, destination: LinkDestination)
    /// Tab / Shift-Tab on rendered Markdown without links (or on a file that is not rendered).
    func didRequestLinkWithoutLinks()
    /// Enter on the selected link (or a click on one): follow it.
    func didActivateLink(target: String, destination: LinkDestination)
    /// A key asked for `command` (`topLine`: the selected row).
    func didRequest(_ command: RepositoryFileCommand, topLine: Int)
}
