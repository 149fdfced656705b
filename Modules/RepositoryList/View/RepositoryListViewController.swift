import RepositoryListPresenter
import ScreenKit
import TerminalUI

/// Draws the repository list (query field, results, status line) and forwards keys to its Presenter.
///
/// It owns what belongs to the terminal: the query field's text and cursor, the selection and
/// scroll position. Keys are dispatched through the key table's "Results" or "Query field" section.
@MainActor
public final class RepositoryListViewController: Screen, RepositoryListView {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryListViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryListViewModel()
    private var field = TextFieldState(text: "")
    private var list = ListState(count: 0, selection: 0, scrollOffset: 0)
    private var visibleRows = 1
    public var needsRedraw = true

    /// Rows above the results (query field, column titles) and below them (status line).
    static let rowsAbove = 2
    static let rowsBelow = 1

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: - RepositoryListView

    public func display(_ viewModel: RepositoryListViewModel) {
        if list.count != viewModel.rows.count {
            list.count = viewModel.rows.count
            list.ensureVisible(visibleRows: visibleRows)
        }
        model = viewModel
        needsRedraw = true
    }

    public func replaceQuery(with text: String) {
        field = TextFieldState(text: text)
        needsRedraw = true
    }

    public func resetSelection() {
        list.reset(count: list.count)
        needsRedraw = true
    }

    public func keepSelection(onRow index: Int) {
        list.count = model.rows.count
        list.selection = index
        list.ensureVisible(visibleRows: visibleRows)
        needsRedraw = true
    }

    // MARK: - Screen

    public var keyContext: KeyContext {
        model.focus == .query ? .queryField : .results
    }

    public func didAppear(size: TerminalSize) {
        visibleRows = Self.visibleRows(in: size)
        presenter?.viewDidLoad()
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        visibleRows = Self.visibleRows(in: size)
        list.ensureVisible(visibleRows: visibleRows)
        presenter?.viewDidResize(columns: size.columns)
    }

    private static func visibleRows(in size: TerminalSize) -> Int {
        max(size.rows - rowsAbove - rowsBelow, 1)
    }

    public func handle(key: KeyPress) -> Bool {
        switch model.focus {
        case .query: return handleFieldKey(key)
        case .results: return handleListKey(key)
        }
    }

    private func handleFieldKey(_ key: KeyPress) -> Bool {
        guard let request = bindings.request(for: key, in: .queryField) else {
            guard case .character(let character) = key else { return false }
            field.type(character)
            presenter?.searchFieldDidChange(text: field.text)
            return true
        }
        switch request {
        case .olderEntry: presenter?.searchFieldDidRequestOlderQuery()
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
        guard let request = bindings.request(for: key, in: .results) else { return false }
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
        case .refresh:
            presenter?.didRequestRefresh()
            return true
        default:
            return false // quit, help: the navigation stack's
        }
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        drawQueryField(on: surface, columns: size.columns)
        if size.rows > 3 {
            drawCells(model.header, on: surface, row: 1, selected: false, header: true)
        }
        drawRows(on: surface, size: size)
        surface.put(model.status, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
        if model.focus == .query {
            let label = Self.label
            let slice = field.visibleSlice(width: max(size.columns - label.count, 1))
            surface.showCursor(row: 0, column: label.count + slice.cursorColumn)
        } else {
            surface.hideCursor()
        }
    }

    private static let label = "Search: "

    private func drawQueryField(on surface: DrawingSurface, columns: Int) {
        let label = Self.label
        surface.put(label, row: 0, column: 0, maxWidth: columns, style: .title)
        let width = max(columns - label.count, 0)
        let slice = field.visibleSlice(width: max(width, 1))
        surface.put(slice.text, row: 0, column: label.count, maxWidth: width,
                    style: model.focus == .query ? .bold : .normal)
    }

    private func drawRows(on surface: DrawingSurface, size: TerminalSize) {
        let firstRow = size.rows > 3 ? Self.rowsAbove : 1
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
