import PresentationKit
import ReleasesPresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws a repository's releases as a list (tag, name, date, marks) under its breadcrumb; moves
/// the selection (keys and the mouse), telling the Presenter so it can fetch more; forwards Enter,
/// `o` and `r`. Back keys are left to the navigation stack.
@MainActor
public final class ReleasesViewController: Screen, ReleasesView {
    /// Set by the Router when it assembles the module.
    public var presenter: ReleasesViewPresentation?

    private let bindings: KeyBindings
    private var model = ReleasesViewModel()
    private var list = ListState()
    private var visibleRows = 1
    public var needsRedraw = true
    public let keyContext: KeyContext = .releases

    /// Rows above the list (the breadcrumb, a blank row) and below it (the status line).
    private static let rowsAbove = 2
    private static let rowsBelow = 1
    /// Lines a notch of the mouse wheel scrolls.
    static let wheelLines = 3
    /// The widest a tag column gets; longer tags are cut.
    static let maximumTagWidth = 24

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: ReleasesView

    public func display(_ viewModel: ReleasesViewModel) {
        model = viewModel
        list.count = viewModel.rows.count
        list.ensureVisible(visibleRows: visibleRows)
        needsRedraw = true
    }

    // MARK: Screen

    public func didAppear(size: TerminalSize) {
        apply(size)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: keyContext))
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        apply(size)
        presenter?.viewDidResize(columns: size.columns)
    }

    private func apply(_ size: TerminalSize) {
        visibleRows = max(size.rows - Self.rowsAbove - Self.rowsBelow, 1)
        list.ensureVisible(visibleRows: visibleRows)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .open:
            if !model.rows.isEmpty { presenter?.didPickRelease(at: list.selection) }
        case .openInBrowser: presenter?.didRequestOpenInBrowser()
        case .refresh: presenter?.didRequestRefresh()
        default:
            guard list.apply(request, visibleRows: visibleRows) else { return false } // back, quit, help
            selectionDidMove()
        }
        needsRedraw = true
        return true
    }

    /// The wheel scrolls; a click selects a release, a double click opens it.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: list.scroll(by: -Self.wheelLines, visibleRows: visibleRows)
        case .wheelDown: list.scroll(by: Self.wheelLines, visibleRows: visibleRows)
        case .press:
            _ = list.select(visibleOffset: event.row - Self.rowsAbove, visibleRows: visibleRows)
        case .doubleClick:
            if list.select(visibleOffset: event.row - Self.rowsAbove, visibleRows: visibleRows) {
                presenter?.didPickRelease(at: list.selection)
            }
        case .release: break
        }
        selectionDidMove()
        needsRedraw = true
        return true
    }

    private func selectionDidMove() {
        presenter?.didMoveSelection(to: list.selection, visibleRowCount: visibleRows)
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: 1, maxWidth: max(size.columns - 1, 0), style: .title)
        if model.rows.isEmpty {
            for (index, piece) in TextLayout.wrap(model.message, width: max(size.columns - 2, 1)).enumerated()
            where Self.rowsAbove + index < size.rows - Self.rowsBelow {
                surface.put(piece, row: Self.rowsAbove + index, column: 1, maxWidth: size.columns - 1,
                            style: TextStyle(statusTone: model.messageTone))
            }
        }
        let columns = ReleaseColumns(rows: model.rows, width: size.columns, maximumTagWidth: Self.maximumTagWidth)
        for offset in 0..<visibleRows {
            let index = list.scrollOffset + offset
            let row = Self.rowsAbove + offset
            guard index < model.rows.count, row < size.rows - Self.rowsBelow else { break }
            let selected = index == list.selection
            if selected { surface.fill(row: row, column: 0, width: size.columns, style: .selected) }
            for run in columns.runs(for: model.rows[index]) {
                surface.put(run.text, row: row, column: run.column, maxWidth: max(size.columns - run.column, 0),
                            style: selected ? .selected : run.style)
            }
        }
        surface.put(model.status, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }
}
