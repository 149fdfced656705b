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
public final class IssueListViewController: Screen, IssueListDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: IssueListViewPresentation?

    private let bindings: KeyBindings
    private var model = IssueListViewModel()
    private var pane = ListPane(top: IssueListViewController.rowsAbove)
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
        pane.setCount(viewModel.rows.count)
        needsRedraw = true
    }

    // MARK: Screen

    public func didAppear(size: TerminalSize) {
        apply(size)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: .issueList))
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        apply(size)
        presenter?.viewDidResize(columns: size.columns)
    }

    private func apply(_ size: TerminalSize) {
        pane.layOut(top: Self.rowsAbove, screenRows: size.rows)
        pane.ensureVisible()
    }

    public func handle(key: KeyPress) -> Bool {
        if searching { return handleSearchKey(key) }
        if case .mouse(let event) = key {
            if pane.handle(event) == .opened { presenter?.didRequest(.open, row: pane.selection) }
            selectionDidMove()
            needsRedraw = true
            return true
        }
        guard let request = bindings.request(for: key, in: .issueList) else { return false }
        if request == .searchIssues {
            searching = true
        } else if let command = IssueListCommand(rawValue: request.name) {
            presenter?.didRequest(command, row: pane.selection)
        } else {
            guard pane.move(request) else { return false } // back, quit, help
            selectionDidMove()
        }
        needsRedraw = true
        return true
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

    private func selectionDidMove() {
        presenter?.didMoveSelection(to: pane.selection, visibleRowCount: pane.visibleRows)
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
        if model.rows.isEmpty {
            for (index, piece) in TextLayout.wrap(model.message, width: max(size.columns - 2, 1)).enumerated()
            where Self.rowsAbove + index < size.rows - 1 {
                surface.put(piece, row: Self.rowsAbove + index, column: Self.margin, maxWidth: size.columns - 1,
                            style: TextStyle(statusTone: model.messageTone))
            }
        }
        for row in pane.rowsOnScreen(screenRows: size.rows) where row.index < model.rows.count {
            if row.isSelected { surface.fill(row: row.screenRow, column: 0, width: size.columns, style: .selected) }
            for run in IssueListColumns.runs(for: model.rows[row.index], width: size.columns) {
                surface.put(run.text, row: row.screenRow, column: run.column,
                            maxWidth: max(size.columns - run.column, 0), style: row.isSelected ? .selected : run.style)
            }
        }
        surface.putStatusLine(model.status, tone: model.statusTone)
    }
}
