/// A drawing surface kept in memory, for tests: screens render into it and tests compare
/// `lines` with expected text, as a terminal would show it.
///
/// A wide character takes two cells (the second is a continuation); overwriting half of
/// one blanks the other half, as terminals do.
@MainActor
public final class InMemorySurface: DrawingSurface {
    private struct Cell {
        var text: String = " "
        var style: TextStyle = .normal
        var isContinuation = false
    }

    private var cells: [[Cell]]
    public private(set) var size: TerminalSize
    /// Where the cursor is shown, or nil when hidden.
    public private(set) var cursor: (row: Int, column: Int)?
    /// Whether this surface claims colour (tests set it false to see the `NO_COLOR` drawing).
    public var showsColor = true

    public init(rows: Int, columns: Int) {
        size = TerminalSize(rows: max(rows, 0), columns: max(columns, 0))
        cells = []
        cells = Self.blank(size)
    }

    /// Changes the size; the content is cleared, as a resized terminal is redrawn from scratch.
    public func resize(rows: Int, columns: Int) {
        size = TerminalSize(rows: max(rows, 0), columns: max(columns, 0))
        clear()
    }

    /// Each row as text, trailing spaces trimmed.
    public var lines: [String] {
        cells.map { row in
            var line = ""
            for cell in row where !cell.isContinuation {
                line += cell.text
            }
            while line.last == " " {
                line.removeLast()
            }
            return line
        }
    }

    /// All rows joined with newlines (trailing spaces trimmed), handy for snapshot comparisons.
    public var text: String {
        lines.joined(separator: "\n")
    }

    /// The style of a cell; `.normal` outside the surface.
    public func styleAt(row: Int, column: Int) -> TextStyle {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return .normal }
        return cells[row][column].style
    }

    public func clear() {
        cells = Self.blank(size)
        cursor = nil
    }

    @discardableResult
    public func put(_ text: String, row: Int, column: Int, maxWidth: Int, style: TextStyle) -> Int {
        let placements = SurfaceLayout.place(text, row: row, column: column, maxWidth: maxWidth, size: size)
        var written = 0
        for placement in placements {
            write(Cell(text: String(placement.character), style: style), width: placement.width,
                  row: row, column: placement.column)
            written += placement.width
        }
        return written
    }

    public func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        guard let span = SurfaceLayout.span(row: row, column: column, width: width, size: size) else { return }
        for x in span {
            write(Cell(text: " ", style: style), width: 1, row: row, column: x)
        }
    }

    public func showCursor(row: Int, column: Int) {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
        cursor = (row, column)
    }

    public func hideCursor() {
        cursor = nil
    }

    private func write(_ cell: Cell, width: Int, row: Int, column: Int) {
        // Break up any wide character this write only half covers.
        if cells[row][column].isContinuation, column > 0 {
            cells[row][column - 1].text = " "
        }
        let after = column + width
        if after < size.columns, cells[row][after].isContinuation {
            cells[row][after] = Cell(text: " ", style: cells[row][after].style)
        }
        cells[row][column] = cell
        if width == 2 {
            cells[row][column + 1] = Cell(text: "", style: cell.style, isContinuation: true)
        }
    }

    private static func blank(_ size: TerminalSize) -> [[Cell]] {
        Array(repeating: Array(repeating: Cell(), count: size.columns), count: size.rows)
    }
}
