import PresentationKit

/// What happens on the releases screen, told to its Presenter by the View.
@MainActor
public protocol ReleasesViewPresentation: ScreenLifecycleEvents {
    /// The selection moved to row `index` with `visibleRowCount` rows on screen (more pages are
    /// fetched as it nears the end).
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// A key asked for `command`, with the selection on row `row`.
    func didRequest(_ command: ReleasesCommand, row: Int)
}
