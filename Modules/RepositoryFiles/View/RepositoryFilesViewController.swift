import PresentationKit
import RepositoryFilesPresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws the files screen (breadcrumb, the filter when finding, the rows with their sizes, the
/// status line) and forwards keys to its Presenter. It owns the selection and the filter's text.
@MainActor
public final class RepositoryFilesViewController: Screen, RepositoryFilesView {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryFilesViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryFilesViewModel()
    private var list = ListState()
    private var field = TextFieldState()
    private var visibleRows = 1
    public var needsRedraw = true

    /// Rows above the list (breadcrumb, filter or blank) and below it (status line).
    private static let rowsAbove = 2
    private static let rowsBelow = 1

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public var keyContext: KeyContext { model.filter == nil ? .files : .filesFilter }

    public func display(_ viewModel: RepositoryFilesViewModel) {
        if viewModel.listingID != model.listingID || viewModel.rows.count != list.count {
            list.count = viewModel.rows.count
            if viewModel.listingID != model.listingID { list.selection = viewModel.selection }
            list.ensureVisible(visibleRows: visibleRows)
        }
        if viewModel.filter == nil { field = TextFieldState() }
        model = viewModel
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        layOut(size)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: .files))
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        layOut(size)
        presenter?.viewDidResize(columns: size.columns)
    }

    private func layOut(_ size: TerminalSize) {
        visibleRows = max(size.rows - Self.rowsAbove - Self.rowsBelow, 1)
        list.ensureVisible(visibleRows: visibleRows)
    }

    public func handle(key: KeyPress) -> Bool {
        if model.filter != nil { return handleFilterKey(key) }
        guard let request = bindings.request(for: key, in: .files) else { return false }
        switch request {
        case .open: presenter?.didOpenRow(at: list.selection)
        case .parentDirectory: presenter?.didRequestParentDirectory()
        case .findPath: presenter?.didStartFilter()
        case .openInBrowser: presenter?.didRequestOpenInBrowser(row: model.rows.isEmpty ? nil : list.selection)
        case .refresh: presenter?.didRequestRefresh()
        default:
            guard list.apply(request, visibleRows: visibleRows) else { return false }
        }
        needsRedraw = true
        return true
    }

    /// While finding, printable characters are the filter's; the table gives the rest.
    private func handleFilterKey(_ key: KeyPress) -> Bool {
        if case .character(let character) = key {
            field.type(character)
            presenter?.filterDidChange(to: field.text)
            return true
        }
        guard let request = bindings.request(for: key, in: .filesFilter) else { return false }
        switch request {
        case .open: presenter?.didOpenRow(at: list.selection)
        case .leaveField: presenter?.didEndFilter()
        case .deleteBackward, .deleteToStart:
            if field.apply(request) == .changed { presenter?.filterDidChange(to: field.text) }
        default:
            guard list.apply(request, visibleRows: visibleRows) else { return false }
        }
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.fill(row: 0, column: 0, width: size.columns, style: .title)
        surface.put(model.breadcrumb, row: 0, column: 0, maxWidth: size.columns, style: .title)
        if model.filter != nil {
            let label = "Find: "
            surface.put(label, row: 1, column: 0, maxWidth: size.columns, style: .accent)
            let slice = field.visibleSlice(width: max(size.columns - label.count, 1))
            surface.put(slice.text, row: 1, column: label.count, maxWidth: max(size.columns - label.count, 0),
                        style: .bold)
            surface.showCursor(row: 1, column: label.count + slice.cursorColumn)
        } else {
            surface.hideCursor()
        }
        drawRows(on: surface, size: size)
        surface.put(model.status, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    private func drawRows(on surface: DrawingSurface, size: TerminalSize) {
        let top = Self.rowsAbove
        let available = max(size.rows - top - Self.rowsBelow, 0)
        if model.rows.isEmpty, let placeholder = model.placeholder, available > 0 {
            surface.put(placeholder, row: top, column: 1, maxWidth: size.columns - 1, style: .dim)
            return
        }
        for offset in 0..<available {
            let index = list.scrollOffset + offset
            guard index < model.rows.count else { break }
            let row = model.rows[index]
            let selected = index == list.selection
            let screenRow = top + offset
            if selected { surface.fill(row: screenRow, column: 0, width: size.columns, style: .selected) }
            let detailWidth = min(DisplayWidth.of(row.detail), max(size.columns / 3, 0))
            let nameWidth = max(size.columns - detailWidth - 3, 1)
            let nameStyle: TextStyle = selected ? .selected
                : row.kind == .directory ? .accent : row.kind == .unreadable ? .dim : .normal
            surface.put(" " + TextLayout.truncate(row.name, toWidth: nameWidth), row: screenRow, column: 0,
                        maxWidth: nameWidth + 1, style: nameStyle)
            if detailWidth > 0 {
                let detail = TextLayout.truncate(row.detail, toWidth: detailWidth)
                surface.put(detail, row: screenRow, column: size.columns - DisplayWidth.of(detail) - 1,
                            maxWidth: detailWidth, style: selected ? .selected : .dim)
            }
        }
    }
}
