import TerminalUI

/// A list screen's rows between its header and its status line (the repositories, commits,
/// releases, files, a chooser's options): the selection and scroll (`ListState`), how many rows
/// fit, the movement keys, the wheel and the click, and which rows go on which screen row.
///
/// It tells its screen what happened (`ListPointer`), never its Presenter: each screen says that
/// in its own Presenter's words.
public struct ListPane: Equatable {
    /// Lines a notch of the mouse wheel scrolls.
    public static let wheelLines = ScrollPosition.wheelLines

    /// The selection and the scroll.
    public var list = ListState()
    /// How many rows fit between `top` and the status line (at least one).
    public private(set) var visibleRows = 1
    /// The screen row of the first list row, as last laid out.
    public private(set) var top: Int

    public init(top: Int) {
        self.top = top
    }

    /// The selected row (0 when there are none).
    public var selection: Int { list.selection }

    /// The selected row, nil when there are no rows.
    public var selectedRow: Int? { list.count > 0 ? list.selection : nil }

    /// The rows go from screen row `top` down to the row above the status line (the last of
    /// `screenRows`); the scroll is left as it is (`ensureVisible()`).
    public mutating func layOut(top: Int, screenRows: Int) {
        self.top = top
        visibleRows = max(screenRows - top - 1, 1)
    }

    /// A terminal of `size`: the rows go from `top` (where they were, by default) down to the
    /// status line, the selection on screen.
    public mutating func resize(to size: TerminalSize, top: Int? = nil) {
        layOut(top: top ?? self.top, screenRows: size.rows)
        ensureVisible()
    }

    /// Scrolls so the selection is on screen and no rows are wasted below the end.
    public mutating func ensureVisible() {
        list.ensureVisible(visibleRows: visibleRows)
    }

    /// The list now has `count` rows (a page more, a shorter refresh): the selection stays where
    /// it can, on screen.
    public mutating func setCount(_ count: Int) {
        list.count = count
        ensureVisible()
    }

    /// Applies a movement key (up, down, a page, the top, the end); false for any other request.
    public mutating func move(_ request: KeyRequest) -> Bool {
        list.apply(request, visibleRows: visibleRows)
    }

    /// The wheel scrolls (the selection moving along only as it leaves the view); a click on a row
    /// selects it, a double click selects and opens it.
    public mutating func handle(_ event: MouseEvent) -> ListPointer {
        switch event.kind {
        case .wheelUp, .wheelDown:
            list.scroll(by: event.kind == .wheelUp ? -Self.wheelLines : Self.wheelLines, visibleRows: visibleRows)
            return .scrolled
        case .press, .doubleClick:
            guard list.select(visibleOffset: event.row - top, visibleRows: visibleRows) else { return .missed }
            return event.kind == .doubleClick ? .opened : .selected
        case .release:
            return .released
        }
    }

    /// The rows to draw on a screen `screenRows` high, each with its screen row, above the
    /// status line.
    public func rowsOnScreen(screenRows: Int) -> [ListPaneRow] {
        var rows: [ListPaneRow] = []
        for (offset, index) in list.visibleRange(visibleRows: visibleRows).enumerated() {
            let screenRow = top + offset
            guard screenRow < screenRows - 1 else { break }
            rows.append(ListPaneRow(index: index, screenRow: screenRow, isSelected: index == list.selection))
        }
        return rows
    }

    /// An empty list's placeholder ("no repositories", "searching…"), dim, on the first row
    /// where there is room for one.
    @MainActor
    public func drawPlaceholder(_ placeholder: String?, on surface: DrawingSurface) {
        let size = surface.size
        guard list.count == 0, let placeholder, top < size.rows - 1 else { return }
        surface.put(placeholder, row: top, column: 1, maxWidth: size.columns - 1, style: .dim)
    }
}
