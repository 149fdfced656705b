import PresentationKit
import TerminalUI

public extension ListScreen {
    /// Takes `key` as every list whose Presenter hears `ListSelectionEvents` does (the commits,
    /// your lists, a pull request's commits and checks): the wheel and clicks, the moving keys
    /// and Enter move or open the selection, told to `events`; another request of the screen's
    /// section that names one of its `Command`s goes to `command`. False for a key the screen
    /// leaves to the navigation stack (back, quit, help) or that nothing binds.
    func takeListKey<Command: RawRepresentable>(_ key: KeyPress, telling events: ListSelectionEvents?,
                                                command: (Command) -> Void) -> Bool
    where Command.RawValue == String {
        if case .mouse(let event) = key {
            let pointer = pane.handle(event)
            events?.pointerDid(pointer, in: pane)
            needsRedraw = true
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        if request == .open {
            if let row = pane.selectedRow { events?.didSelectRow(at: row) }
        } else if let named = Command(rawValue: request.name) {
            command(named)
        } else {
            guard pane.move(request) else { return false } // back, quit, help
            events?.selectionDidMove(in: pane)
        }
        needsRedraw = true
        return true
    }
}
