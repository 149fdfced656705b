import PresentationKit
import TerminalUI

/// The field above a list's rows that takes its query (the issues' search, the workflow runs'
/// filter): opened by a key of the list's section, typed into, submitted by Enter, left by Esc
/// with the list as it was.
public struct ListQueryField {
    /// The list section's request that opens the field (`/`).
    public let opening: KeyRequest
    /// The field's own section of the key table (Enter, Esc, Backspace, Ctrl-U).
    public let context: KeyContext
    /// Its label ("Search: ", "Filter: ").
    public let label: String
    /// Whether it is open (and takes the keys).
    public private(set) var isOpen = false
    private var field = FilterField()

    /// `isOpen`: the field takes the keys from the start (a screen that starts with nothing to show).
    public init(opening: KeyRequest, context: KeyContext, label: String, isOpen: Bool = false) {
        self.opening = opening
        self.context = context
        self.label = label
        self.isOpen = isOpen
    }

    /// What a key did to the field.
    public enum Outcome: Equatable {
        /// Enter: the query typed (the field is closed).
        case submitted(String)
        /// A moving key moved the list's selection.
        case moved
        /// Typed, edited, left, or a key the section does not bind.
        case kept
    }

    public mutating func open() {
        isOpen = true
    }

    /// Takes `key` while open: printable characters and the editing keys are the field's, Enter
    /// submits it, Esc closes it as it was.
    public mutating func take(_ key: KeyPress, bindings: KeyBindings, moving list: inout ListPane) -> Outcome {
        switch field.take(key, bindings: bindings, in: context, moving: &list) {
        case .request(.submit):
            isOpen = false
            return .submitted(field.text)
        case .request(.leaveField):
            isOpen = false
            return .kept
        case .moved:
            return .moved
        default:
            return .kept
        }
    }

    /// The field on `row` with the cursor in it while open; the cursor hidden otherwise.
    @MainActor
    public func draw(on surface: DrawingSurface, row: Int) {
        guard isOpen else {
            surface.hideCursor()
            return
        }
        let cursor = surface.putFilterField(field.state, label: label, row: row, labelStyle: .accent)
        surface.showCursor(row: row, column: cursor)
    }
}
