import PresentationKit
import TerminalUI
import TextCells

/// What a list narrowed by a typed filter draws around its rows (the chooser, the command
/// palette): the title bar, the filter field on the row under it, "nothing matches" when no row
/// is left, the status line, and the cursor in the field, which takes what is typed.
@MainActor
public enum FilteredListFrame {
    /// Rows above the list (title, filter).
    public static let rowsAbove = 2

    /// Draws the frame on `surface`; `status` is the bottom line (the key hints, a count).
    public static func draw(on surface: DrawingSurface, title: String, field: FilterField, label: String,
                            isEmpty: Bool, status: String) {
        let size = surface.size
        let margin = BreadcrumbText.column
        surface.putTitleBar(title)
        let cursorColumn = surface.putFilterField(field.state, label: label, row: 1, labelStyle: .dim)
        if isEmpty {
            surface.put("nothing matches", row: rowsAbove, column: margin, maxWidth: max(size.columns - margin, 0),
                        style: .dim)
        }
        surface.put(TextLayout.truncate(status, toWidth: size.columns), row: size.rows - 1, column: 0,
                    maxWidth: size.columns, style: .dim)
        surface.showCursor(row: 1, column: min(cursorColumn, max(size.columns - 1, 0)))
    }
}
