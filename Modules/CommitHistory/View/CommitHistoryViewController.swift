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
    /// Widths of the date and author columns (the subject takes the rest).
    static let dateWidth = 14
    static let authorWidth = 18

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: CommitHistoryViewModel) {
        model = viewModel
        // More pages keep the selection; a refreshed, shorter history clamps it.
        rowsDidChange(count: viewModel.rows.count)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .open:
            if let row = pane.selectedRow { presenter?.didSelectRow(at: row) }
        default:
            if let command = CommitHistoryCommand(rawValue: request.name) {
                presenter?.didRequest(command)
            } else {
                guard pane.move(request) else { return false } // back, quit, help
                presenter?.selectionDidMove(in: pane)
            }
        }
        needsRedraw = true
        return true
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        let pointer = pane.handle(event)
        if pointer == .missed || pointer == .released { return true }
        if pointer == .opened { presenter?.didSelectRow(at: pane.selection) }
        presenter?.selectionDidMove(in: pane)
        needsRedraw = true
        return true
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
            drawRow(model.rows[row.index], selected: row.isSelected, row: row.screenRow, columns: size.columns,
                    on: surface)
        }
        surface.putStatusLine(model.status, tone: model.statusTone)
    }

    /// `abc1234  3 days ago     Ada Lovelace       Fix the parser`: on a narrow screen the author,
    /// then the date, are left out before the subject is squeezed.
    private func drawRow(_ commit: CommitSummaryText, selected: Bool, row: Int, columns: Int,
                         on surface: DrawingSurface) {
        if selected { surface.fill(row: row, column: 0, width: columns, style: .selected) }
        var column = 1
        func put(_ text: String, width: Int, style: TextStyle) {
            guard column < columns else { return }
            let cell = TextLayout.truncate(text, toWidth: min(width, columns - column))
            _ = surface.put(cell, row: row, column: column, maxWidth: columns - column, style: selected ? .selected : style)
            column += width + 1
        }
        put(commit.shortSHA, width: 7, style: .accent)
        let roomy = columns >= 7 + Self.dateWidth + Self.authorWidth + 30
        if columns >= 7 + Self.dateWidth + 25 { put(commit.date, width: Self.dateWidth, style: .dim) }
        if roomy { put(commit.author, width: Self.authorWidth, style: .bold) }
        put(commit.subject, width: max(columns - column, 0), style: .normal)
    }
}
