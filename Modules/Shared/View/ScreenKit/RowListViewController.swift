import PresentationKit
import TerminalUI

/// A list screen of rows (the issues, the workflow runs, the releases): the breadcrumb, a query
/// field above the rows for a list that has one, the rows (or a sentence instead of them) and the
/// status line. Moves the selection with the keys, the wheel and clicks, telling the Presenter so
/// it can fetch more; forwards the screen's commands with the selected row (a double click is
/// `open`). Back, quit and help are left to the navigation stack.
@MainActor
public final class RowListViewController<Row: Equatable & Sendable, Command: RawRepresentable>: ListScreen
where Command.RawValue == String {
    /// A row's runs, given every row and the screen's width (columns may be sized to the rows).
    public typealias RowLayout = ([Row], Int) -> (Int) -> [ScreenRun]

    /// Set by the Router when it assembles the module.
    public var presenter: (any RowListEvents<Command>)?
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    public private(set) var model = ListViewModel<Row>()
    public var pane = ListPane(top: RowListViewController.rowsAbove)
    public var needsRedraw = true
    private let listContext: KeyContext
    private var query: ListQueryField?
    private let layout: RowLayout

    public var keyContext: KeyContext {
        if let query, query.isOpen { return query.context }
        return listContext
    }

    public var hintsContext: KeyContext { listContext }

    /// Rows above the list (the breadcrumb, the query field's row); the status line is below it.
    private static var rowsAbove: Int { 2 }

    /// `keyContext`: the list's section of `bindings`; `query`: its field, if it has one.
    public init(bindings: KeyBindings, keyContext: KeyContext, query: ListQueryField? = nil,
                layout: @escaping RowLayout) {
        self.bindings = bindings
        listContext = keyContext
        self.query = query
        self.layout = layout
    }

    public func show(_ viewModel: ListViewModel<Row>) {
        model = viewModel
        rowsDidChange(count: viewModel.rows.count)
    }

    public func handle(key: KeyPress) -> Bool {
        if var field = query, field.isOpen {
            let outcome = field.take(key, bindings: bindings, moving: &pane)
            query = field
            switch outcome {
            case .submitted(let text):
                pane.setCount(0)
                presenter?.filterDidSubmit(query: text)
            case .moved:
                selectionDidMove()
            case .kept:
                break
            }
            needsRedraw = true
            return true
        }
        if case .mouse(let event) = key {
            if pane.handle(event) == .opened, let open = Command(rawValue: KeyRequest.open.name) {
                presenter?.didRequest(open, row: pane.selection)
            }
            selectionDidMove()
            needsRedraw = true
            return true
        }
        guard let request = bindings.request(for: key, in: listContext) else { return false }
        if let opening = query?.opening, request == opening {
            query?.open()
        } else if let command = Command(rawValue: request.name) {
            presenter?.didRequest(command, row: pane.selection)
        } else {
            guard pane.move(request) else { return false } // back, quit, help
            selectionDidMove()
        }
        needsRedraw = true
        return true
    }

    private func selectionDidMove() {
        presenter?.didMoveSelection(to: pane.selection, visibleRowCount: pane.visibleRows)
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.put(model.title, row: 0, column: BreadcrumbText.column, maxWidth: max(size.columns - 1, 0), style: .title)
        if let query {
            query.draw(on: surface, row: 1)
        } else {
            surface.hideCursor()
        }
        if model.rows.isEmpty { surface.putListMessage(model.message, tone: model.messageTone, top: pane.top) }
        let runs = layout(model.rows, size.columns)
        surface.putListRows(pane, count: model.rows.count, runs: runs)
        surface.putStatusLine(model.status, tone: model.statusTone)
    }
}
