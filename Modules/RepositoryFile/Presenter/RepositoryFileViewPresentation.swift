import PresentationKit
import RepositoryBrowsing

/// What happens on the file view, told to its Presenter by the View; the links of rendered
/// Markdown are `DocumentLinkEvents` (Tab / Shift-Tab on a file that is not rendered is
/// `didRequestLinkWithoutLinks`).
@MainActor
public protocol RepositoryFileViewPresentation: DocumentLinkEvents {
    /// The screen appears for the first time; `keyHints` are its status-line hints as the key
    /// table words them ("l numbers", "o browser"); `renderedToggleKey` is the key of `p` (rendered
    /// or raw), hinted only on a Markdown file, as what it will do ("p raw", "p rendered");
    /// `linkHints` ("Tab link", "Enter follow") are hinted only while the file is rendered
    /// Markdown with links.
    func viewDidLoad(keyHints: [String], renderedToggleKey: String?, linkHints: [String])
    /// The screen is now `columns` wide with `rows` lines of text visible (first layout and every
    /// resize): those lines are highlighted first.
    func viewDidResize(columns: Int, rows: Int)
    /// A key asked for `command` (`topLine`: the top line shown, from 0).
    func didRequest(_ command: RepositoryFileCommand, topLine: Int)
    /// `v` started, extended or ended a selection of lines (from 1; nil: none): `y` and `o` use it.
    func didSelectLines(_ lines: ClosedRange<Int>?)
    /// While the blame is shown, the line (from 1) its cursor is on: the status line names its commit.
    func didMoveBlameCursor(toLine line: Int)
    /// Enter on a line (from 1) while the blame is shown: that line's commit opens.
    func didOpenBlameLine(_ line: Int)
    /// Who hears of `d`'s prompt (nil: nothing can be saved from here).
    var saveEvents: SavePromptEvents? { get }
}

public extension RepositoryFileViewPresentation {
    var saveEvents: SavePromptEvents? { nil }
}
