import PresentationKit
import TerminalUI

public extension DrawingSurface {
    /// Draws a screen's status line on its last row, in its tone's style.
    func putStatusLine(_ status: String, tone: StatusTone) {
        put(status, row: size.rows - 1, column: 0, maxWidth: size.columns, style: TextStyle(statusTone: tone))
    }
}
