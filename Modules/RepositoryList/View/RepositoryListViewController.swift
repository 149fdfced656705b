import TerminalUI

/// Draws the repository list (query field, results, status line) and forwards keys to its Presenter.
///
/// It keeps only what belongs to the terminal: the field's cursor, the selection and scroll position.
@MainActor
public final class RepositoryListViewController: Screen, RepositoryListView {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryListViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryListViewModel()
    private var field = TextFieldState(text: "")
    private var list = ListState(count: 0, selection: 0, scrollOffset: 0)
    private var appearance = ScreenAppearance()
    private var visibleRows = 1
    /// The screen row of the first result and of the query field, as last drawn (for the mouse).
    private var firstResultRow = 2
    private var queryRow = 0

    /// Rows above the results (query field, column titles) and below them (status line);
    /// a pushed list has its breadcrumb above them too.
    static let rowsAbove = 2
    static let rowsBelow = 1
    /// Lines a notch of the mouse wheel scrolls.
    static let wheelLines = 3

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: - RepositoryListView

    public func display(_ viewModel: RepositoryListViewModel) {
        if viewModel.queryRevision != model.queryRevision {
            field = TextFieldState(text: viewModel.query)
        }
        if viewModel.resultsRevision != model.resultsRevision {
            list.reset(count: viewModel.rows.count)
        } else if list.count != viewModel.rows.count {
            list.count = viewModel.rows.count
            list.ensureVisible(visibleRows: visibleRows)
        }
        model = viewModel
    }

    // MARK: - Screen

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        switch model.focus {
        case .query: return handleFieldKey(key)
        case .results: return handleListKey(key)
        }
    }

    private func handleFieldKey(_ key: KeyPress) -> Bool {
        switch key {
        case .up:
            presenter?.searchFieldDidRequestOlderQuery()
        case .down:
            presenter?.searchFieldDidRequestNewerQuery()
        case .enter:
            presenter?.searchFieldDidSubmit(query: field.text)
        case .escape, .tab:
            presenter?.searchFieldDidCancel()
        default:
            switch field.apply(key) {
            case .changed: presenter?.searchFieldDidChange(text: field.text)
            case .submit: presenter?.searchFieldDidSubmit(query: field.text)
            case .unchanged: break
            case .notHandled: return false
            }
        }
        return true
    }

    private func handleListKey(_ key: KeyPress) -> Bool {
        // Tab toggles between field and results; `/` comes through the key table.
        guard let request = key == .tab ? .focusSearch : bindings.request(for: key) else { return false }
        switch request {
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom:
            if list.apply(request, visibleRows: visibleRows) {
                presenter?.didMoveSelection(to: list.selection, visibleRowCount: visibleRows)
            }
            return true
        case .open:
            if list.count > 0 { presenter?.didSelectRow(at: list.selection) }
            return true
        case .focusSearch:
            presenter?.didRequestFocusSearch()
            return true
        case .cycleSort:
            presenter?.didRequestNextSort()
            return true
        case .flipOrder:
            presenter?.didRequestOrderFlip()
            return true
        case .back:
            // A pushed list goes back; on the root only q leaves (the stack pops the root and
            // the app quits): a stray Esc, ← or Backspace must not end the session.
            return !model.canGoBack && key != .character("q")
        case .quit, .help, .openInBrowser, .showOwnerRepositories, .chooseTopic, .showLanguageRepositories:
            return false
        }
    }

    /// The wheel scrolls the results; a click selects a row (Enter then opens it), a double
    /// click opens it; a click on the query field edits the query.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp, .wheelDown:
            list.scroll(by: event.kind == .wheelUp ? -Self.wheelLines : Self.wheelLines, visibleRows: visibleRows)
            presenter?.didMoveSelection(to: list.selection, visibleRowCount: visibleRows)
        case .press, .doubleClick:
            if event.row == queryRow {
                if model.focus != .query { presenter?.didRequestFocusSearch() }
                return true
            }
            guard list.select(visibleOffset: event.row - firstResultRow, visibleRows: visibleRows) else { return true }
            if model.focus == .query { presenter?.searchFieldDidCancel() }
            presenter?.didMoveSelection(to: list.selection, visibleRowCount: visibleRows)
            if event.kind == .doubleClick { presenter?.didSelectRow(at: list.selection) }
        case .release:
            break
        }
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        let changes = appearance.draw(columns: size.columns)
        // The first draw is when the screen appears: the Presenter's cue to start.
        if changes.isFirstDraw { presenter?.viewDidLoad() }
        if let columns = changes.newColumns { presenter?.viewDidResize(columns: columns) }
        // The breadcrumb takes a row only where there is room for it and a few results.
        let breadcrumbRows = model.breadcrumb != nil && size.rows > 6 ? 1 : 0
        queryRow = breadcrumbRows
        firstResultRow = size.rows > 3 ? Self.rowsAbove + breadcrumbRows : 1
        visibleRows = max(size.rows - firstResultRow - Self.rowsBelow, 1)
        list.ensureVisible(visibleRows: visibleRows)

        if breadcrumbRows > 0, let breadcrumb = model.breadcrumb {
            surface.put(breadcrumb, row: 0, column: 0, maxWidth: size.columns, style: .title)
        }
        drawQueryField(on: surface, row: queryRow, columns: size.columns)
        if size.rows > 3 {
            drawCells(model.header, on: surface, row: queryRow + 1, selected: false, header: true)
        }
        drawRows(on: surface, size: size)
        surface.put(model.status, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
        if model.focus == .query {
            let label = Self.label
            let slice = field.visibleSlice(width: max(size.columns - label.count, 1))
            surface.showCursor(row: queryRow, column: label.count + slice.cursorColumn)
        } else {
            surface.hideCursor()
        }
    }

    private static let label = "Search: "

    private func drawQueryField(on surface: DrawingSurface, row: Int, columns: Int) {
        let label = Self.label
        surface.put(label, row: row, column: 0, maxWidth: columns, style: .title)
        let width = max(columns - label.count, 0)
        let slice = field.visibleSlice(width: max(width, 1))
        surface.put(slice.text, row: row, column: label.count, maxWidth: width,
                    style: model.focus == .query ? .bold : .normal)
    }

    private func drawRows(on surface: DrawingSurface, size: TerminalSize) {
        let firstRow = firstResultRow
        let available = max(size.rows - firstRow - Self.rowsBelow, 0)
        guard !model.rows.isEmpty else {
            if let placeholder = model.placeholder, available > 0 {
                surface.put(placeholder, row: firstRow, column: 1, maxWidth: size.columns - 1, style: .dim)
            }
            return
        }
        for offset in 0..<available {
            let index = list.scrollOffset + offset
            guard index < model.rows.count else { break }
            let selected = index == list.selection && model.focus == .results
            if selected { surface.fill(row: firstRow + offset, column: 0, width: size.columns, style: .selected) }
            drawCells(model.rows[index].cells, on: surface, row: firstRow + offset, selected: selected, header: false)
        }
    }

    private func drawCells(_ cells: [RepositoryRowCell], on surface: DrawingSurface, row: Int,
                           selected: Bool, header: Bool) {
        var column = 0
        let width = surface.size.columns
        for cell in cells where column < width {
            let style: TextStyle = selected ? .selected : header ? .dim : Self.style(for: cell.role)
            column += surface.put(cell.text, row: row, column: column, maxWidth: width - column, style: style)
        }
    }

    private static func style(for role: RepositoryRowCell.Role) -> TextStyle {
        switch role {
        case .name: return .bold
        case .description, .gap: return .normal
        case .stars: return .warning
        case .language: return .accent
        }
    }

}
