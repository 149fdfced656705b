import PresentationKit
import ScreenKit
import TerminalUI
import TextCells
import WorkflowRunsPresenter

/// Draws a repository's workflow runs (mark, workflow, number, event, branch, title, duration,
/// age) under its breadcrumb, with the filter field above the rows while `/` edits it; moves the
/// selection (keys and the mouse), telling the Presenter so it can fetch more; forwards the
/// screen's commands with the selected row. Back keys are left to the navigation stack.
@MainActor
public final class WorkflowRunsViewController: ListScreen, WorkflowRunsDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: WorkflowRunsViewPresentation?
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    private var model = WorkflowRunsViewModel()
    public var pane = ListPane(top: WorkflowRunsViewController.rowsAbove)
    private var field = FilterField()
    private var filtering = false
    public var needsRedraw = true
    public var keyContext: KeyContext { filtering ? .workflowRunsFilter : .workflowRuns }

    /// Rows above the list (the breadcrumb, the filter's row); the status line is below it.
    private static let rowsAbove = 2

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: WorkflowRunsViewModel) {
        model = viewModel
        rowsDidChange(count: viewModel.rows.count)
    }

    public func handle(key: KeyPress) -> Bool {
        needsRedraw = true
        if filtering { return handleFilterKey(key) }
        if case .mouse(let event) = key {
            if pane.handle(event) == .opened { presenter?.didRequest(.open, row: pane.selection) }
            selectionDidMove()
            return true
        }
        guard let request = bindings.request(for: key, in: .workflowRuns) else { return false }
        if request == .filterRuns {
            filtering = true
        } else if let command = WorkflowRunsCommand(rawValue: request.name) {
            presenter?.didRequest(command, row: pane.selection)
        } else {
            guard pane.move(request) else { return false } // back, quit, help
            selectionDidMove()
        }
        return true
    }

    /// While filtering, printable characters are the field's; Enter submits it, Esc leaves it.
    private func handleFilterKey(_ key: KeyPress) -> Bool {
        switch field.take(key, bindings: bindings, in: .workflowRunsFilter, moving: &pane) {
        case .request(.submit):
            filtering = false
            pane.setCount(0)
            presenter?.filterDidSubmit(query: field.text)
        case .request(.leaveField):
            filtering = false
        case .moved:
            selectionDidMove()
        default:
            break
        }
        return true
    }

    private func selectionDidMove() {
        presenter?.didMoveSelection(to: pane.selection, visibleRowCount: pane.visibleRows)
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.put(model.title, row: 0, column: BreadcrumbText.column, maxWidth: max(size.columns - 1, 0), style: .title)
        if filtering {
            let cursor = surface.putFilterField(field.state, label: "Filter: ", row: 1, labelStyle: .accent)
            surface.showCursor(row: 1, column: cursor)
        } else {
            surface.hideCursor()
        }
        if model.rows.isEmpty { surface.putListMessage(model.message, tone: model.messageTone, top: Self.rowsAbove) }
        surface.putListRows(pane, count: model.rows.count) { index in
            WorkflowRunColumns.runs(for: model.rows[index], width: size.columns)
        }
        surface.putStatusLine(model.status, tone: model.statusTone)
    }
}
