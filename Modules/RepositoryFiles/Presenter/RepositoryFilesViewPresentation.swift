/// What happens on the files screen, told to its Presenter by the View.
@MainActor
public protocol RepositoryFilesViewPresentation: AnyObject {
    /// The screen appears; `keyHints` are its status-line hints from the key table, and
    /// `findingHints` those of finding a path (`/`), shown while finding.
    func viewDidLoad(keyHints: [String], findingHints: [String])
    /// The screen is now `columns` cells wide.
    func viewDidResize(columns: Int)
    /// Enter on row `index`: a directory opens, a file is shown.
    func didOpenRow(at index: Int)
    /// ← or Backspace: up one directory (at the root: back to the screen before).
    func didRequestParentDirectory()
    /// `/`: filter the whole tree by path.
    func didStartFilter()
    /// The filter's text is now `text`.
    func filterDidChange(to text: String)
    /// Esc in the filter: back to the directory's listing.
    func didEndFilter()
    /// `o` on row `index` (or the directory itself when there is no row): open it on github.com.
    func didRequestOpenInBrowser(row index: Int?)
    /// `r`: ask GitHub for the tree again now.
    func didRequestRefresh()
}
