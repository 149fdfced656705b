/// What happens on the releases screen, told to its Presenter by the View.
@MainActor
public protocol ReleasesViewPresentation: AnyObject {
    /// The screen appears for the first time; `keyHints` are its status-line hints as the key
    /// table words them ("Enter open", "o browser"), shown when there is nothing else to say.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// The selection moved to row `index` with `visibleRowCount` rows on screen (more pages are
    /// fetched as it nears the end).
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// Enter on row `index`.
    func didPickRelease(at index: Int)
    /// `r`: ask GitHub for the releases again now (conditionally), whatever their age.
    func didRequestRefresh()
    /// `o`: the releases page on github.com.
    func didRequestOpenInBrowser()
}
