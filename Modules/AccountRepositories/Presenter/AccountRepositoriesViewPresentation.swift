import PresentationKit

/// What happens on the screen of your stars or repositories, told to its Presenter by the View.
@MainActor
public protocol AccountRepositoriesViewPresentation: ListSelectionEvents {
    /// The screen appears for the first time; `keyHints` are its status-line hints from the key table.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// A key asked for `command`.
    func didRequest(_ command: AccountRepositoriesCommand)
}
