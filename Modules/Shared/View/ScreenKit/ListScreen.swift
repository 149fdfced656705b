import PresentationKit
import TerminalUI

/// A list screen whose Presenter hears its lifecycle in the same words (the commits, the
/// releases): its rows in a `ListPane` that fits the terminal, its key hints and width told as it
/// appears and resizes. The screen adds what it draws and which keys it forwards.
@MainActor
public protocol ListScreen: Screen {
    /// The key table the screen's hints come from.
    var bindings: KeyBindings { get }
    /// The rows between the header and the status line.
    var pane: ListPane { get set }
    /// Who hears the lifecycle: the screen's Presenter.
    var lifecycleEvents: ScreenLifecycleEvents? { get }
    /// The section whose hints the status line shows: the list's own, even while a field above it
    /// has the keys (a screen that opens with its query field open).
    var hintsContext: KeyContext { get }
}

public extension ListScreen {
    /// The screen's key context.
    var hintsContext: KeyContext { keyContext }

    /// The list now has `count` rows (a page more, a refresh): the selection stays where it can.
    func rowsDidChange(count: Int) {
        pane.setCount(count)
        needsRedraw = true
    }

    func didAppear(size: TerminalSize) {
        pane.resize(to: size)
        lifecycleEvents?.viewDidAppear(size: size, keyHints: bindings.hints(in: hintsContext))
    }

    func didResize(size: TerminalSize) {
        pane.resize(to: size)
        lifecycleEvents?.viewDidResize(columns: size.columns)
    }
}
