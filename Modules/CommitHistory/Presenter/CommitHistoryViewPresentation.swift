import PresentationKit

/// What happens on the commits screen, told to its Presenter by the View.
@MainActor
public protocol CommitHistoryViewPresentation: ListSelectionEvents, ScreenLifecycleEvents {
    /// A key asked for `command`, with the selection on row `row`.
    func didRequest(_ command: CommitHistoryCommand, row: Int)
}
