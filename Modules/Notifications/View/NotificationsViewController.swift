import NotificationsPresenter
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// Draws your notification threads under their breadcrumb (unread marked, repository, kind,
/// title, reason and when); moves the selection (keys and the mouse), telling the Presenter so
/// it can fetch more; forwards the screen's commands with the selected row.
@MainActor
public final class NotificationsViewController: ListScreen, NotificationsDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: NotificationsViewPresentation?
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    private var model = NotificationsViewModel()
    public var pane = ListPane(top: NotificationsViewController.rowsAbove)
    public var needsRedraw = true
    public var keyContext: KeyContext { .notifications }

    /// Rows above the list (the breadcrumb and a blank row); the status line is below it.
    private static let rowsAbove = 2

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: NotificationsViewModel) {
        model = viewModel
        rowsDidChange(count: viewModel.rows.count)
    }

    public func handle(key: KeyPress) -> Bool {
        handleListKey(key, open: NotificationsCommand.open,
                      forward: { [presenter] command, row in presenter?.didRequest(command, row: row) },
                      selectionMoved: { [presenter] row, visible in presenter?.didMoveSelection(to: row, visibleRowCount: visible) })
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: BreadcrumbText.column, maxWidth: max(size.columns - 1, 0), style: .title)
        if model.rows.isEmpty { surface.putListMessage(model.message, tone: model.messageTone, top: Self.rowsAbove) }
        surface.putListRows(pane, count: model.rows.count) { index in
            NotificationColumns.runs(for: model.rows[index], width: size.columns)
        }
        surface.putStatusLine(model.status, tone: model.statusTone)
    }
}
