/// What happens on the commits screen, told to its Presenter by the View.
@MainActor
public protocol CommitHistoryViewPresentation: AnyObject {
    /// The screen appears; `keyHints` are its status-line hints from the key table.
    func viewDidLoad(keyHints: [String])
    func viewDidResize(columns: Int)
    /// The selection moved to row `index`, with `visibleRowCount` rows on screen (near the end,
    /// the next page is asked for).
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// Enter on row `index`.
    func didSelectRow(at index: Int)
    /// `r`: ask GitHub again now.
    func didRequestRefresh()
}
