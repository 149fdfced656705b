import PresentationKit

/// What happens on the screen of your stars or repositories, told to its Presenter by the View.
@MainActor
public protocol AccountRepositoriesViewPresentation: ListSelectionEvents {
    /// The screen appears for the first time; `keyHints` are its status-line hints from the key table.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// `r`: the first page again from GitHub now.
    func didRequestRefresh()
    /// `s` or `S`: these listings have GitHub's one order.
    func didRequestSort()
}
