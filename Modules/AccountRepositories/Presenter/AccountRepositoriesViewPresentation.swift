/// What happens on the screen of your stars or repositories, told to its Presenter by the View.
@MainActor
public protocol AccountRepositoriesViewPresentation: AnyObject {
    /// The screen appears for the first time; `keyHints` are its status-line hints from the key table.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// Enter on row `index`.
    func didSelectRow(at index: Int)
    /// The selection moved to `index` with `visibleRowCount` rows on screen (the next page loads near the end).
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// `r`: the first page again from GitHub now.
    func didRequestRefresh()
    /// `s` or `S`: these listings have GitHub's one order.
    func didRequestSort()
}
