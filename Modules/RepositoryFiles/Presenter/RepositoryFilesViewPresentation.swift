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
    /// The filter's text is now `text`.
    func filterDidChange(to text: String)
    /// Esc in the filter: back to the directory's listing.
    func didEndFilter()
    /// A key asked for `command` (`row`: the selected row).
    func didRequest(_ command: RepositoryFilesCommand, row: Int)
}
