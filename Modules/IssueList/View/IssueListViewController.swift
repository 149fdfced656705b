import IssueListPresenter
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// Draws an issue list (number, state mark, title, labels, who and when; `head → base` for a pull
/// request) under its breadcrumb, with the search field above the rows while `/` edits it; moves
/// the selection (keys and the mouse), telling the Presenter so it can fetch more; forwards the
/// screen's commands with the selected row. Back keys are left to the navigation stack.
@MainActor
public final class IssueListViewController: ListScreen, IssueListDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: IssueListViewPresentation?
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    private var model = IssueListViewModel()
    public var pane = ListPane(top: IssueListViewController.rowsAbove)
    /// The search as typed; shown (and edited) while `searching`.
    private var field = TextFieldState()
    private var searching = false
    public var needsRedraw = true
    public var keyContext: KeyContext { searching ? .issueListSearch : .issueList }

    /// Rows above the list (the breadcrumb, the search field's row); the status line is below it.
    private static let rowsAbove = 2
    private static let margin = 1

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: IssueListDisplay

    public func display(_ viewModel: IssueListViewModel) {
        model = viewModel
        rowsDidChange(count: viewModel.rows.count)
    }

    // MARK: Screen

    public func handle(key: KeyPress) -> Bool {
        if searching { return handleSearchKey(key) }
        if bindings.request(for: key, in: .issueList) == .searchIssues {
            searching = true
            needsRedraw = true
            return true
        }
        return handleListKey(key, open: IssueListCommand.open,
                             forward: { [presenter] command, row in presenter?.didRequest(command, row: row) },
                             selectionMoved: { [presenter] row, visible in
                                 presenter?.didMoveSelection(to: row, visibleRowCount: visible)
                             })
    }

    /// While searching, printable characters are the field's; the table gives the rest.
    private func handleSearchKey(_ key: KeyPress) -> Bool {
        needsRedraw = true
        if case .character(let character) = key {
            field.type(character)
            return true
        }
        guard let request = bindings.request(for: key, in: .issueListSearch) else { return true }
        switch request {
        case .submit:
            searching = false
            pane.setCount(0)
            presenter?.filterDidSubmit(query: field.text)
        case .leaveField:
            searching = false
        default:
            _ = field.apply(request)
        }
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.put(model.title, row: 0, column: BreadcrumbText.column, maxWidth: max(size.columns - 1, 0), style: .title)
        if searching {
            let label = "Search: "
            let fieldColumn = Self.margin + label.count
            surface.put(label, row: 1, column: Self.margin, maxWidth: max(size.columns - Self.margin, 0), style: .accent)
            let slice = field.visibleSlice(width: max(size.columns - fieldColumn, 1))
            surface.put(slice.text, row: 1, column: fieldColumn, maxWidth: max(size.columns - fieldColumn, 0), style: .bold)
            surface.showCursor(row: 1, column: fieldColumn + slice.cursorColumn)
        } else {
            surface.hideCursor()
        }
        if model.rows.isEmpty { surface.putListMessage(model.message, tone: model.messageTone, top: Self.rowsAbove) }
        surface.putListRows(pane, count: model.rows.count) { index in
            IssueListColumns.runs(for: model.rows[index], width: size.columns)
        }
        surface.putStatusLine(model.status, tone: model.statusTone)
    }
}
