import PresentationKit
import ReleasesPresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws a repository's releases as a list (tag, name, date, marks) under its breadcrumb; moves
/// the selection (keys and the mouse), telling the Presenter so it can fetch more; forwards the
/// screen's commands (Enter, `o`, `r`) with the selected row. Back keys are left to the navigation stack.
@MainActor
public final class ReleasesViewController: ListScreen, ReleasesDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: ReleasesViewPresentation?
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    private var model = ReleasesViewModel()
    public var pane = ListPane(top: ReleasesViewController.rowsAbove)
    public var needsRedraw = true
    public let keyContext: KeyContext = .releases

    /// Rows above the list (the breadcrumb, a blank row); the status line is below it.
    private static let rowsAbove = 2
    /// The widest a tag column gets; longer tags are cut.
    static let maximumTagWidth = 24

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: ReleasesDisplay

    public func display(_ viewModel: ReleasesViewModel) {
        model = viewModel
        rowsDidChange(count: viewModel.rows.count)
    }

    // MARK: Screen

    /// The wheel scrolls; a click selects a release, a double click opens it.
    public func handle(key: KeyPress) -> Bool {
        handleListKey(key, open: ReleasesCommand.open,
                      forward: { [presenter] command, row in presenter?.didRequest(command, row: row) },
                      selectionMoved: { [presenter] row, visible in presenter?.didMoveSelection(to: row, visibleRowCount: visible) })
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: 1, maxWidth: max(size.columns - 1, 0), style: .title)
        if model.rows.isEmpty { surface.putListMessage(model.message, tone: model.messageTone, top: Self.rowsAbove) }
        let columns = ReleaseColumns(rows: model.rows, width: size.columns, maximumTagWidth: Self.maximumTagWidth)
        surface.putListRows(pane, count: model.rows.count) { index in columns.runs(for: model.rows[index]) }
        surface.putStatusLine(model.status, tone: model.statusTone)
    }
}
