import TextCells

/// Where screens draw: a grid of cells addressed by row and column from the top left.
///
/// Implementations sanitize every string they are given (`TextSanitizer.singleLine`), clip it
/// to `maxWidth` and to the surface edge in display cells, and ignore positions outside the
/// surface instead of failing. `clear()` also hides the cursor; a screen that wants it
/// visible calls `showCursor` while drawing.
@MainActor
public protocol DrawingSurface: AnyObject {
    /// Current size in cells.
    var size: TerminalSize { get }
    /// Whether styles show in colour. Without colour (`NO_COLOR`, a monochrome terminal) a
    /// screen marks things another way, e.g. links in brackets, and skips colour-only drawings.
    var showsColor: Bool { get }
    /// Blanks the whole surface and hides the cursor.
    func clear()
    /// Writes `text` (sanitized, clipped) from `row`, `column`; returns the cells written.
    @discardableResult
    func put(_ text: String, row: Int, column: Int, maxWidth: Int, style: TextStyle) -> Int
    /// Writes `width` spaces in `style` (a selected row's background, for example).
    func fill(row: Int, column: Int, width: Int, style: TextStyle)
    /// Shows the cursor at a cell (for a text field).
    func showCursor(row: Int, column: Int)
    /// Hides the cursor.
    func hideCursor()
}

extension DrawingSurface {
    /// Writes `text` from `column` up to the right edge.
    @discardableResult
    public func put(_ text: String, row: Int, column: Int, style: TextStyle = .normal) -> Int {
        guard column >= 0, column < size.columns else { return 0 }
        return put(text, row: row, column: column, maxWidth: size.columns - column, style: style)
    }
}

/// The cell-by-cell plan shared by surfaces: which clusters of a string fit where.
enum SurfaceLayout {
    /// One grapheme cluster placed at `column`, taking `width` (1 or 2) cells.
    struct Placement {
        var character: Character
        var column: Int
        var width: Int
    }

    /// Sanitizes `text` and places its clusters from `column`, stopping before the first one
    /// that would cross `min(column + maxWidth, columns)`. Zero-width clusters are skipped so
    /// nothing can combine with a neighbouring cell.
    static func place(_ text: String, row: Int, column: Int, maxWidth: Int, size: TerminalSize) -> [Placement] {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns, maxWidth > 0 else { return [] }
        let limit = column + min(maxWidth, size.columns - column)
        var placements: [Placement] = []
        var x = column
        for character in TextSanitizer.singleLine(text) {
            let w = DisplayWidth.of(character)
            if w == 0 { continue }
            if x + w > limit { break }
            placements.append(Placement(character: character, column: x, width: w))
            x += w
        }
        return placements
    }

    /// The columns `[column, column + width)` clipped to the surface, or nil when nothing is left.
    static func span(row: Int, column: Int, width: Int, size: TerminalSize) -> Range<Int>? {
        guard row >= 0, row < size.rows, width > 0, column < size.columns else { return nil }
        let start = max(column, 0)
        // Written so that no sum can overflow, whatever the arguments.
        let end = column < 0 ? min(column + width, size.columns) : column + min(width, size.columns - column)
        return start < end ? start..<end : nil
    }
}
