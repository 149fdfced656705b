import PresentationKit
import ScreenKit
import TerminalUI
import TextCells
import WorkflowRunPresenter

/// Draws a workflow run: its breadcrumb, a line about the run, then its jobs each followed by its
/// steps (mark, name, duration; a failed step marked); moves the selection (the first failed job
/// once the jobs arrive) and forwards the screen's commands with the selected row.
@MainActor
public final class WorkflowRunViewController: ListScreen, WorkflowRunDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: WorkflowRunViewPresentation?
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    private var model = WorkflowRunViewModel()
    public var pane = ListPane(top: WorkflowRunViewController.rowsAbove)
    public var needsRedraw = true
    public let keyContext: KeyContext = .workflowRun

    /// Rows above the list (the breadcrumb, the run's line, a blank row).
    private static let rowsAbove = 3

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: WorkflowRunViewModel) {
        model = viewModel
        rowsDidChange(count: viewModel.list.rows.count)
        if let row = viewModel.selectRow, row < viewModel.list.rows.count {
            pane.list.selection = row
            pane.ensureVisible()
        }
    }

    public func handle(key: KeyPress) -> Bool {
        needsRedraw = true
        if case .mouse(let event) = key {
            if pane.handle(event) == .opened { presenter?.didRequest(.open, row: pane.selection) }
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        if let command = WorkflowRunCommand(rawValue: request.name) {
            presenter?.didRequest(command, row: pane.selection)
            return true
        }
        return pane.move(request) // back, quit, help are the navigation stack's
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.list.title, row: 0, column: BreadcrumbText.column, maxWidth: max(size.columns - 1, 0), style: .title)
        surface.put(model.summaryMark.symbol, row: 1, column: 1, maxWidth: 1, style: TextStyle(runMark: model.summaryMark))
        surface.put(model.summary, row: 1, column: 3, maxWidth: max(size.columns - 4, 0), style: .normal)
        let rows = model.list.rows
        if rows.isEmpty { surface.putListMessage(model.list.message, tone: model.list.messageTone, top: Self.rowsAbove) }
        for row in pane.rowsOnScreen(screenRows: size.rows) where row.index < rows.count {
            let item = rows[row.index]
            if row.isSelected { surface.fill(row: row.screenRow, column: 0, width: size.columns, style: .selected) }
            let indent = item.isStep ? 5 : 1
            let nameWidth = max(size.columns - indent - 2 - 10 - 12, 1)
            let name = TextLayout.truncate(item.name, toWidth: nameWidth) + (item.failedStep ? "  ← failed" : "")
            let cells: [ScreenRun] = [
                ScreenRun(text: item.mark.symbol, column: indent, style: TextStyle(runMark: item.mark)),
                ScreenRun(text: name, column: indent + 2, style: item.isStep ? (item.failedStep ? .error : .normal) : .bold),
                ScreenRun(text: item.duration, column: max(size.columns - 1 - DisplayWidth.of(item.duration), indent + 2),
                          style: .dim),
            ]
            for cell in cells where cell.column < size.columns {
                surface.put(cell.text, row: row.screenRow, column: cell.column,
                            maxWidth: max(size.columns - cell.column, 0), style: row.isSelected ? .selected : cell.style)
            }
        }
        surface.putStatusLine(model.list.status, tone: model.list.statusTone)
    }
}
