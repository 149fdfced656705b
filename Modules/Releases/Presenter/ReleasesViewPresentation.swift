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
    /// A key asked for `command`, with the selection on row `row`.
    func didRequest(_ command: ReleasesCommand, row: Int)
}
