import PresentationKit
import TerminalUI
import TextCells

public extension DrawingSurface {
    /// A list screen's sentence instead of rows ("Loading releases…", "No open issues."), wrapped
    /// from screen row `top` down to the status line, in `tone`.
    func putListMessage(_ message: String, tone: StatusTone, top: Int) {
        for (index, piece) in TextLayout.wrap(message, width: max(size.columns - 2, 1)).enumerated()
        where top + index < size.rows - 1 {
            put(piece, row: top + index, column: 1, maxWidth: size.columns - 1, style: TextStyle(statusTone: tone))
        }
    }
}
