import TerminalUI

public extension ScrollPosition {
    /// Lines a notch of the mouse wheel scrolls, on every screen.
    static let wheelLines = 3

    /// Scrolls for a notch of the wheel; false for any other mouse event.
    mutating func scroll(for event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: scroll(by: -Self.wheelLines)
        case .wheelDown: scroll(by: Self.wheelLines)
        default: return false
        }
        return true
    }
}
