import AccountRepositoriesPresenter
import PresentationKit
import ScreenKit
import TerminalUI

/// Draws your stars or your repositories (breadcrumb, column titles, rows, status line) and
/// forwards keys and the mouse to its Presenter. It owns the selection and scroll position.
@MainActor
public final class AccountRepositoriesViewController: ListScreen, AccountRepositoriesDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: AccountRepositoriesViewPresentation?
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    private var model = AccountRepositoriesViewModel()
    public var pane = ListPane(top: 2)
    public var needsRedraw = true

    /// Rows above the rows (breadcrumb, column titles); the status line is below them.
    static let rowsAbove = 2

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: AccountRepositoriesViewModel) {
        if pane.list.count != viewModel.rows.count { pane.setCount(viewModel.rows.count) }
        model = viewModel
        needsRedraw = true
    }

    // MARK: - Screen

    public var keyContext: KeyContext { .accountRepositories }

    public func didAppear(size: TerminalSize) {
        layOut(in: size)
        presenter?.viewDidAppear(size: size, keyHints: bindings.hints(in: keyContext))
    }

    public func didResize(size: TerminalSize) {
        layOut(in: size)
        presenter?.viewDidResize(columns: size.columns)
    }

    /// The rows under the breadcrumb and column titles, where there is room for them.
    private func layOut(in size: TerminalSize) {
        pane.resize(to: size, top: size.rows > 3 ? Self.rowsAbove : 0)
    }

    public func handle(key: KeyPress) -> Bool {
        takeListKey(key, telling: presenter) { (command: AccountRepositoriesCommand) in
            presenter?.didRequest(command, row: pane.selection)
        }
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        layOut(in: size)
        surface.hideCursor()
        if pane.top > 0 {
            surface.put(model.breadcrumb, row: 0, column: 0, maxWidth: size.columns, style: .title)
            surface.putRepositoryCells(model.header, row: 1, selected: false, header: true)
        }
        pane.drawPlaceholder(model.rows.isEmpty ? model.placeholder : nil, on: surface)
        for row in pane.rowsOnScreen(screenRows: size.rows) where row.index < model.rows.count {
            if row.isSelected { surface.fill(row: row.screenRow, column: 0, width: size.columns, style: .selected) }
            surface.putRepositoryCells(model.rows[row.index].cells, row: row.screenRow, selected: row.isSelected,
                                       header: false)
        }
        surface.putStatusLine(model.status, tone: model.statusTone)
    }
}
