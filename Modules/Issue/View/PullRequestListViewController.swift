import IssuePresenter
import PresentationKit
import RepositoryBrowsing
import ScreenKit
import TerminalUI

/// A pull request's Commits or Checks section: a list of rows (`Row`, drawn by `drawRow`) under
/// the breadcrumb and the sections' tabs; moving near the end asks its Presenter for more, Enter
/// opens the selected row, and the section's commands (`o`, `r`) go to its Presenter.
@MainActor
public final class PullRequestListViewController<Row: Equatable & Sendable>: ListScreen {
    /// Draws one row: the row, whether it is selected, its screen row, the screen's width.
    public typealias RowDrawing = (DrawingSurface, Row, Bool, Int, Int) -> Void

    /// Set by the Router when it assembles the module.
    public var presenter: PullRequestListPresentation?
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    public let keyContext: KeyContext
    public private(set) var model = ListViewModel<Row>()
    public var pane = ListPane(top: 2)
    public var needsRedraw = true
    private let drawRow: RowDrawing

    public init(bindings: KeyBindings, keyContext: KeyContext, drawRow: @escaping RowDrawing) {
        self.bindings = bindings
        self.keyContext = keyContext
        self.drawRow = drawRow
    }

    public func show(_ viewModel: ListViewModel<Row>) {
        model = viewModel
        rowsDidChange(count: viewModel.rows.count)
    }

    public func handle(key: KeyPress) -> Bool {
        takeListKey(key, telling: presenter) { (command: PullRequestSectionCommand) in
            presenter?.didRequest(command, row: pane.selectedRow)
        }
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: BreadcrumbText.column, maxWidth: max(size.columns - 1, 0), style: .title)
        if model.rows.isEmpty { surface.putListMessage(model.message, tone: model.messageTone, top: pane.top) }
        for row in pane.rowsOnScreen(screenRows: size.rows) {
            drawRow(surface, model.rows[row.index], row.isSelected, row.screenRow, size.columns)
        }
        surface.putStatusLine(model.status, tone: model.statusTone)
    }
}

/// The Commits section's View: its Presenter's display.
extension PullRequestListViewController: PullRequestCommitsDisplay where Row == CommitSummaryText {
    public func display(_ viewModel: ListViewModel<CommitSummaryText>) { show(viewModel) }
}

/// The Checks section's View: its Presenter's display.
extension PullRequestListViewController: PullRequestChecksDisplay where Row == CheckRowText {
    public func display(_ viewModel: ListViewModel<CheckRowText>) { show(viewModel) }
}
