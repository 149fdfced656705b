import PresentationKit
import TerminalUI

public extension DrawingSurface {
    /// A list's title bar on the top row: the row in the title style, `title` from the margin.
    func putTitleBar(_ title: String) {
        let margin = BreadcrumbText.column
        fill(row: 0, column: 0, width: size.columns, style: .title)
        put(title, row: 0, column: margin, maxWidth: max(size.columns - margin, 0), style: .title)
    }

    /// A typed filter on `row` under the title bar (the chooser's "Filter: ", the files'
    /// "Find: "): `label` in `labelStyle` from the margin, then the field's text in bold.
    /// Returns the screen column of the field's cursor.
    func putFilterField(_ field: TextFieldState, label: String, row: Int, labelStyle: TextStyle) -> Int {
        let margin = BreadcrumbText.column
        let fieldColumn = margin + label.count
        put(label, row: row, column: margin, maxWidth: max(size.columns - margin, 0), style: labelStyle)
        let slice = field.visibleSlice(width: max(size.columns - fieldColumn, 1))
        put(slice.text, row: row, column: fieldColumn, maxWidth: max(size.columns - fieldColumn, 0), style: .bold)
        return fieldColumn + slice.cursorColumn
    }
}
