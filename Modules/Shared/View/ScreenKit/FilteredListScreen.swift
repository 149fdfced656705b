import PresentationKit
import TerminalUI

/// A list narrowed by a typed filter (the chooser, the command palette), and what each does the
/// same way: the pane fitted as it appears and resizes, told to its Presenter; printable keys,
/// Backspace and Ctrl-U edit the filter, the moving keys move, Enter picks the selection; Esc
/// (and Backspace with nothing to delete) are the navigation stack's, which closes the screen.
@MainActor
public protocol FilteredListScreen: Screen {
    /// The key table the screen's keys are looked up in.
    var bindings: KeyBindings { get }
    /// What is typed.
    var field: FilterField { get set }
    /// The rows under the filter.
    var pane: ListPane { get set }
    /// Who hears of the filter and the screen's size: the screen's Presenter.
    var filterEvents: FilteredListEvents? { get }
    /// Enter on the selected row.
    func pickSelection()
}

public extension FilteredListScreen {
    func didAppear(size: TerminalSize) {
        pane.resize(to: size)
        filterEvents?.viewDidLoad()
        filterEvents?.viewDidResize(columns: size.columns)
    }

    func didResize(size: TerminalSize) {
        pane.resize(to: size)
        filterEvents?.viewDidResize(columns: size.columns)
    }

    func handle(key: KeyPress) -> Bool {
        switch field.take(key, bindings: bindings, in: keyContext, moving: &pane) {
        case .edited:
            filterEvents?.filterDidChange(to: field.text)
        case .moved:
            break
        case .request(.open):
            pickSelection()
        case .nothingToDelete, .request, .unbound:
            return false // the stack's: Esc, and Backspace with nothing to delete, close the screen
        }
        needsRedraw = true
        return true
    }
}
