import PresentationKit
import TerminalUI

@MainActor
public extension ListSelectionEvents {
    /// The selection of `pane` moved (a movement key, the wheel, a click): where it is now.
    ///
    /// `pane` is a copy: the Presenter may answer at once with rows the screen puts in its pane.
    func selectionDidMove(in pane: ListPane) {
        didMoveSelection(to: pane.selection, visibleRowCount: pane.visibleRows)
    }

    /// What the mouse did to `pane`'s list: where the selection is after the wheel or a click,
    /// then the row a double click opens. Nothing for a click off the rows or a release.
    func pointerDid(_ pointer: ListPointer, in pane: ListPane) {
        guard pointer != .missed, pointer != .released else { return }
        selectionDidMove(in: pane)
        if pointer == .opened { didSelectRow(at: pane.selection) }
    }
}
