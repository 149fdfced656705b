import PresentationKit

/// What happens on the screen of your stars or repositories, told to its Presenter by the View.
@MainActor
public protocol AccountRepositoriesViewPresentation: ListSelectionEvents, ScreenLifecycleEvents {
    /// A key asked for `command`.
    func didRequest(_ command: AccountRepositoriesCommand, row: Int)
}
