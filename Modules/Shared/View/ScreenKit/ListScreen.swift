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
}

public extension ListScreen {
    /// The list now has `count` rows (a page more, a refresh): the selection stays where it can.
    func rowsDidChange(count: Int) {
        pane.setCount(count)
        needsRedraw = true
    }

    func didAppear(size: TerminalSize) {
        pane.resize(to: size)
        lifecycleEvents?.viewDidAppear(size: size, keyHints: bindings.hints(in: keyContext))
    }

    func didResize(size: TerminalSize) {
        pane.resize(to: size)
        lifecycleEvents?.viewDidResize(columns: size.columns)
    }

    /// A list screen's key: the mouse on the pane (a double click is `open`), a request of the
    /// table in `keyContext` that names one of the screen's commands forwarded with the selected
    /// row, else a move of the selection; `selectionMoved` hears every move (row, visible rows).
    /// False for a key left to the navigation stack (back, quit, help).
    func handleListKey<Command: RawRepresentable>(_ key: KeyPress, open: Command, forward: (Command, Int) -> Void,
                                                  selectionMoved: (Int, Int) -> Void) -> Bool
        where Command.RawValue == String {
        if case .mouse(let event) = key {
            if pane.handle(event) == .opened { forward(open, pane.selection) }
            selectionMoved(pane.selection, pane.visibleRows)
            needsRedraw = true
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        if let command = Command(rawValue: request.name) {
            forward(command, pane.selection)
        } else {
            guard pane.move(request) else { return false }
            selectionMoved(pane.selection, pane.visibleRows)
        }
        needsRedraw = true
        return true
    }
}
