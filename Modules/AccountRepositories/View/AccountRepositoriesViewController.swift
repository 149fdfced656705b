import AccountRepositoriesPresenter
import PresentationKit
import ScreenKit
import TerminalUI

/// Draws your stars or your repositories (breadcrumb, column titles, rows, status line) and
/// forwards keys and the mouse to its Presenter. It owns the selection and scroll position.
@MainActor
public final class AccountRepositoriesViewController: Screen, AccountRepositoriesView {
    /// Set by the Router when it assembles the module.
    public var presenter: AccountRepositoriesViewPresentation?

    private let bindings: KeyBindings
    private var model = AccountRepositoriesViewModel()
    private var list = ListState(count: 0, selection: 0, scrollOffset: 0)
    private var visibleRows = 1
    private var firstRow = 2
    public var needsRedraw = true

    /// Rows above the rows (breadcrumb, column titles) and below them (status line).
    static let rowsAbove = 2
    static let rowsBelow = 1
    /// Lines a notch of the mouse wheel scrolls.
    static let wheelLines = 3

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: AccountRepositoriesViewModel) {
        if list.count != viewModel.rows.count {
            list.count = viewModel.rows.count
            list.ensureVisible(visibleRows: visibleRows)
        }
        model = viewModel
        needsRedraw = true
    }

    // MARK: - Screen

    public var keyContext: KeyContext { .accountRepositories }

    public func didAppear(size: TerminalSize) {
        layOut(in: size)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: keyContext))
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        layOut(in: size)
        list.ensureVisible(visibleRows: visibleRows)
        presenter?.viewDidResize(columns: size.columns)
    }

    private func layOut(in size: TerminalSize) {
        firstRow = size.rows > 3 ? Self.rowsAbove : 0
        visibleRows = max(size.rows - firstRow - Self.rowsBelow, 1)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom:
            if list.apply(request, visibleRows: visibleRows) {
                presenter?.didMoveSelection(to: list.selection, visibleRowCount: visibleRows)
                needsRedraw = true
            }
        case .open:
            if list.count > 0 { presenter?.didSelectRow(at: list.selection) }
        case .refresh:
            presenter?.didRequestRefresh()
        case AccountRepositoriesKeys.cycleSort, AccountRepositoriesKeys.flipOrder:
            presenter?.didRequestSort()
        default:
            return false // back, quit, help: the navigation stack's
        }
        return true
    }

    /// The wheel scrolls; a click selects a row, a double click opens it.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp, .wheelDown:
            list.scroll(by: event.kind == .wheelUp ? -Self.wheelLines : Self.wheelLines, visibleRows: visibleRows)
            presenter?.didMoveSelection(to: list.selection, visibleRowCount: visibleRows)
        case .press, .doubleClick:
            guard list.select(visibleOffset: event.row - firstRow, visibleRows: visibleRows) else { return true }
            presenter?.didMoveSelection(to: list.selection, visibleRowCount: visibleRows)
            if event.kind == .doubleClick { presenter?.didSelectRow(at: list.selection) }
        case .release:
            break
        }
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        layOut(in: size)
        list.ensureVisible(visibleRows: visibleRows)
        surface.hideCursor()
        if firstRow > 0 {
            surface.put(model.breadcrumb, row: 0, column: 0, maxWidth: size.columns, style: .title)
            drawCells(model.header, on: surface, row: 1, selected: false, header: true)
        }
        let available = max(size.rows - firstRow - Self.rowsBelow, 0)
        if model.rows.isEmpty {
            if let placeholder = model.placeholder, available > 0 {
                surface.put(placeholder, row: firstRow, column: 1, maxWidth: size.columns - 1, style: .dim)
            }
        } else {
            for offset in 0..<available {
                let index = list.scrollOffset + offset
                guard index < model.rows.count else { break }
                let selected = index == list.selection
                if selected { surface.fill(row: firstRow + offset, column: 0, width: size.columns, style: .selected) }
                drawCells(model.rows[index].cells, on: surface, row: firstRow + offset, selected: selected, header: false)
            }
        }
        surface.put(model.status, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
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
        case .note: return .dim
        }
    }
}
