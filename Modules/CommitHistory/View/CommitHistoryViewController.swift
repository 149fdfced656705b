import CommitHistoryPresenter
import RepositoryBrowsing
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// Draws a ref's history (title, one row a commit: short SHA, date, author, first line) and
/// forwards keys to its Presenter: moving near the end asks for more, Enter opens a commit.
@MainActor
public final class CommitHistoryViewController: ListScreen, CommitHistoryDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: CommitHistoryViewPresentation?
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    private var model = CommitHistoryViewModel()
    public var pane = ListPane(top: CommitHistoryViewController.rowsAbove)
    public var needsRedraw = true
    public let keyContext: KeyContext = .commits

    /// Rows above the commits (title, a blank line); the status line is below them.
    static let rowsAbove = 2

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: CommitHistoryViewModel) {
        model = viewModel
        // More pages keep the selection; a refreshed, shorter history clamps it.
        rowsDidChange(count: viewModel.rows.count)
    }

    public func handle(key: KeyPress) -> Bool {
        takeListKey(key, telling: presenter) { (command: CommitHistoryCommand) in
            presenter?.didRequest(command, row: pane.selection)
        }
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: BreadcrumbText.column,
                    maxWidth: max(size.columns - 1, 0), style: .title)
        if model.rows.isEmpty, model.isLoading {
            surface.put("  loading…", row: Self.rowsAbove, column: 0, maxWidth: size.columns, style: .dim)
        }
        for row in pane.rowsOnScreen(screenRows: size.rows) {
            surface.putCommitRow(model.rows[row.index], selected: row.isSelected, row: row.screenRow,
                                 columns: size.columns)
        }
        surface.putStatusLine(model.status, tone: model.statusTone)
    }
}
