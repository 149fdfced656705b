import PresentationKit

/// What happens on the notifications screen, told to its Presenter by the View (its appearing
/// and width are `ScreenLifecycleEvents`).
@MainActor
public protocol NotificationsViewPresentation: ScreenLifecycleEvents {
    /// The selection moved to row `index` with `visibleRowCount` rows on screen.
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// A key asked for `command`, with the selection on row `row`.
    func didRequest(_ command: NotificationsCommand, row: Int)
}
