import PresentationKit
import RepositoryListPresenter
import ScreenKit
import TerminalUI

/// Draws the repository list (breadcrumb on a pushed list, query field, results, status line)
/// and forwards keys and the mouse to its Presenter.
///
/// It owns what belongs to the terminal, and is the only owner of it: the query field's text and
/// cursor, the selection and scroll position. Events tell the Presenter which row or what text they
/// act on; when the rows are replaced, the selection follows its repository (the rows' ids). Keys are dispatched through the key table's "Results" (or, on a list
/// opened from a detail, "Lists opened from a detail") or "Query field" section.
@MainActor
public final class RepositoryListViewController: Screen, RepositoryListDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryListViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryListViewModel()
    private var field = TextFieldState(text: "")
    private var pane = ListPane(top: 2)
    /// Whether the next rows keep the selection on the repository selected now; false after a
    /// reset (a new search), whose rows start at the top whatever they hold.
    private var followsSelectedRow = true
    /// The screen row of the query field, as last laid out (for the mouse).
    private var queryRow = 0
    public var needsRedraw = true

    /// Rows above the results (query field, column titles; the status line is below them);
    /// a pushed list has its breadcrumb above them too, where there is room.
    static let rowsAbove = 2

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: - RepositoryListDisplay

    public func display(_ viewModel: RepositoryListViewModel) {
        let selectedID = followsSelectedRow ? selectedRow.map { model.rows[$0].id } : nil
        followsSelectedRow = true
        model = viewModel
        let before = pane.list
        // Fewer rows clamp the selection; the selected repository, where it still is, keeps it
        // (a row still in place stays, even when the same repository is listed twice).
        pane.list.count = viewModel.rows.count
        if let selectedID, selectedRow.map({ model.rows[$0].id }) != selectedID,
           let index = model.rows.firstIndex(where: { $0.id == selectedID }) {
            pane.list.selection = index
        }
        if pane.list != before { pane.ensureVisible() }
        needsRedraw = true
    }

    /// The selected row, nil when there are no rows.
    private var selectedRow: Int? {
        model.rows.indices.contains(pane.selection) ? pane.selection : nil
    }

    public func replaceQuery(with text: String) {
        field = TextFieldState(text: text)
        needsRedraw = true
    }

    public func resetSelection() {
        pane.list.reset(count: pane.list.count)
        // The rows shown belong to the search being replaced: the next rows do not follow them.
        followsSelectedRow = false
        needsRedraw = true
    }

    // MARK: - Screen

    public var keyContext: KeyContext {
        model.focus == .query ? .queryField : model.canGoBack ? .openedResults : .results
    }

    public func didAppear(size: TerminalSize) {
        layOut(in: size)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: .results),
                               fieldHints: bindings.hints(in: .queryField, withGlobal: false))
        presenter?.viewDidResize(columns: size.columns)
        layOut(in: size)
    }

    public func didResize(size: TerminalSize) {
        layOut(in: size)
        presenter?.viewDidResize(columns: size.columns)
    }

    /// Where the query field and the results go. The breadcrumb takes a row only where there is
    /// room for it and a few results.
    private func layOut(in size: TerminalSize) {
        let breadcrumbRows = model.breadcrumb != nil && size.rows > 6 ? 1 : 0
        queryRow = breadcrumbRows
        pane.resize(to: size, top: size.rows > 3 ? Self.rowsAbove + breadcrumbRows : 1)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        switch model.focus {
        case .query: return handleFieldKey(key)
        case .results: return handleListKey(key)
        }
    }

    /// The field takes every printable character (`?` and `q` included) before any table does.
    private func handleFieldKey(_ key: KeyPress) -> Bool {
        if case .character(let character) = key {
            field.type(character)
            presenter?.searchFieldDidChange(text: field.text)
            return true
        }
        guard let request = bindings.request(for: key, in: .queryField) else { return false }
        switch request {
        case .olderEntry: presenter?.searchFieldDidRequestOlderQuery(current: field.text)
        case .newerEntry: presenter?.searchFieldDidRequestNewerQuery()
        case .submit: presenter?.searchFieldDidSubmit(query: field.text)
        case .leaveField: presenter?.searchFieldDidCancel()
        default:
            switch field.apply(request) {
            case .changed: presenter?.searchFieldDidChange(text: field.text)
            case .unchanged: break // the cursor moved: only this screen cares
            case .notHandled: return false
            }
        }
        return true
    }

    private func handleListKey(_ key: KeyPress) -> Bool {
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom:
            if pane.move(request) { presenter?.selectionDidMove(in: pane) }
            return true
        case .open:
            if let row = selectedRow { presenter?.didSelectRow(at: row) }
            return true
        default:
            guard let command = RepositoryListCommand(rawValue: request.name) else {
                return false // back, quit, help: the navigation stack's
            }
            presenter?.didRequest(command, row: pane.selection)
            return true
        }
    }

    /// The wheel scrolls the results; a click selects a row (Enter then opens it), a double
    /// click opens it; a click on the query field edits the query.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        if event.row == queryRow, event.kind == .press || event.kind == .doubleClick {
            if model.focus != .query { presenter?.didRequest(.focusSearch, row: pane.selection) }
            return true
        }
        let pointer = pane.handle(event)
        guard pointer != .missed else { return true }
        if pointer != .scrolled, pointer != .released, model.focus == .query { presenter?.searchFieldDidCancel() }
        presenter?.pointerDid(pointer, in: pane)
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        layOut(in: size)
        if queryRow > 0, let breadcrumb = model.breadcrumb {
            surface.put(breadcrumb, row: 0, column: 0, maxWidth: size.columns, style: .title)
        }
        drawQueryField(on: surface, columns: size.columns)
        if size.rows > 3 {
            surface.putRepositoryCells(model.header, row: queryRow + 1, selected: false, header: true)
        }
        drawRows(on: surface, size: size)
        surface.putStatusLine(model.status, tone: model.statusTone)
        if model.focus == .query {
            let label = Self.label
            let slice = field.visibleSlice(width: max(size.columns - label.count, 1))
            surface.showCursor(row: queryRow, column: label.count + slice.cursorColumn)
        } else {
            surface.hideCursor()
        }
    }

    private static let label = "Search: "

    private func drawQueryField(on surface: DrawingSurface, columns: Int) {
        let label = Self.label
        surface.put(label, row: queryRow, column: 0, maxWidth: columns, style: .title)
        let width = max(columns - label.count, 0)
        let slice = field.visibleSlice(width: max(width, 1))
        surface.put(slice.text, row: queryRow, column: label.count, maxWidth: width,
                    style: model.focus == .query ? .bold : .normal)
    }

    private func drawRows(on surface: DrawingSurface, size: TerminalSize) {
        pane.drawPlaceholder(model.rows.isEmpty ? model.placeholder : nil, on: surface)
        for row in pane.rowsOnScreen(screenRows: size.rows) where row.index < model.rows.count {
            let selected = row.isSelected && model.focus == .results
            if selected { surface.fill(row: row.screenRow, column: 0, width: size.columns, style: .selected) }
            surface.putRepositoryCells(model.rows[row.index].cells, row: row.screenRow, selected: selected, header: false)
        }
    }
}
