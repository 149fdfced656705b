import PresentationKit
import RepositoryFilesPresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws the files screen (breadcrumb, the filter when finding, the rows with their sizes, the
/// status line) and forwards keys to its Presenter. It owns the selection and the filter's text.
@MainActor
public final class RepositoryFilesViewController: Screen, RepositoryFilesDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryFilesViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryFilesViewModel()
    private var pane = ListPane(top: RepositoryFilesViewController.rowsAbove)
    private var field = FilterField()
    public var needsRedraw = true

    /// The left margin of every row, as on every screen.
    private static let margin = BreadcrumbText.column
    /// Rows above the list (breadcrumb, filter or blank); the status line is below it.
    private static let rowsAbove = 2

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public var keyContext: KeyContext { model.filter == nil ? .files : .filesFilter }

    public func display(_ viewModel: RepositoryFilesViewModel) {
        if viewModel.listingID != model.listingID || viewModel.rows.count != pane.list.count {
            pane.list.count = viewModel.rows.count
            if viewModel.listingID != model.listingID { pane.list.selection = viewModel.selection }
            pane.ensureVisible()
        }
        if viewModel.filter == nil { field = FilterField() }
        model = viewModel
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        pane.resize(to: size)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: .files), findingHints: bindings.hints(in: .filesFilter))
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        pane.resize(to: size)
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        if model.filter != nil { return handleFilterKey(key) }
        guard let request = bindings.request(for: key, in: .files) else { return false }
        switch request {
        case .open: presenter?.didOpenRow(at: pane.selection)
        default:
            if let command = RepositoryFilesCommand(rawValue: request.name) {
                presenter?.didRequest(command, row: pane.selection)
            } else {
                guard pane.move(request) else { return false }
            }
        }
        needsRedraw = true
        return true
    }

    /// While finding, printable characters are the filter's; the table gives the rest.
    private func handleFilterKey(_ key: KeyPress) -> Bool {
        switch field.take(key, bindings: bindings, in: .filesFilter, moving: &pane) {
        case .edited(let changed):
            if changed { presenter?.filterDidChange(to: field.text) }
        case .moved, .nothingToDelete:
            break
        case .request(.open): presenter?.didOpenRow(at: pane.selection)
        case .request(.leaveField): presenter?.didEndFilter()
        case .request, .unbound:
            return false
        }
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.putTitleBar(model.breadcrumb)
        if model.filter != nil {
            surface.showCursor(row: 1, column: surface.putFilterField(field.state, label: "Find: ", row: 1, labelStyle: .accent))
        } else {
            surface.hideCursor()
        }
        drawRows(on: surface, size: size)
        surface.putStatusLine(model.status, tone: model.statusTone)
    }

    private func drawRows(on surface: DrawingSurface, size: TerminalSize) {
        pane.drawPlaceholder(model.rows.isEmpty ? model.placeholder : nil, on: surface)
        for place in pane.rowsOnScreen(screenRows: size.rows) where place.index < model.rows.count {
            let row = model.rows[place.index]
            let selected = place.isSelected
            let screenRow = place.screenRow
            if selected { surface.fill(row: screenRow, column: 0, width: size.columns, style: .selected) }
            let detailWidth = min(DisplayWidth.of(row.detail), max(size.columns / 3, 0))
            let nameWidth = max(size.columns - detailWidth - 3, 1)
            let nameStyle: TextStyle = selected ? .selected
                : row.kind == .directory ? .accent : row.kind == .unreadable ? .dim : .normal
            let name = TextLayout.truncate(row.name, toWidth: nameWidth)
            surface.put(name, row: screenRow, column: Self.margin, maxWidth: nameWidth, style: nameStyle)
            drawMatched(row.matched, of: name, row: screenRow, selected: selected, on: surface)
            if detailWidth > 0 {
                let detail = TextLayout.truncate(row.detail, toWidth: detailWidth)
                surface.put(detail, row: screenRow, column: size.columns - DisplayWidth.of(detail) - 1,
                            maxWidth: detailWidth, style: selected ? .selected : .dim)
            }
        }
    }

    /// The characters of `name` (as drawn, maybe cut with `…`) the filter matched, drawn again
    /// highlighted over it.
    private func drawMatched(_ matched: [Int], of name: String, row: Int, selected: Bool, on surface: DrawingSurface) {
        guard !matched.isEmpty else { return }
        let style: TextStyle = selected ? .selectedLink : .prose([.bold, .underline])
        var printableASCII = true
        // A loop, not `allSatisfy`: a closure made here would check for the main actor at each byte.
        for byte in name.utf8 where byte < 0x20 || byte >= 0x7F {
            printableASCII = false
            break
        }
        if printableASCII {
            // Printable ASCII (a path, uncut): character n is byte n and column margin + n, so each
            // run of matched characters is drawn at once.
            let bytes = Array(name.utf8)
            for run in Self.runs(of: matched, below: bytes.count) {
                surface.put(String(decoding: bytes[run], as: UTF8.self), row: row, column: Self.margin + run.lowerBound,
                            maxWidth: run.count, style: style)
            }
            return
        }
        let wanted = Set(matched)
        var column = Self.margin
        let characters = Array(name)
        let shown = characters.last == "…" ? characters.count - 1 : characters.count
        for (index, character) in characters.prefix(shown).enumerated() {
            let width = DisplayWidth.of(character)
            if wanted.contains(index) {
                surface.put(String(character), row: row, column: column, maxWidth: width, style: style)
            }
            column += width
        }
    }

    /// The runs of consecutive indices in `indices` (ascending or not) below `count`, in order.
    static func runs(of indices: [Int], below count: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for index in indices.sorted() where index >= 0 && index < count {
            if let last = runs.last, last.upperBound >= index {
                runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, index + 1)
            } else {
                runs.append(index..<(index + 1))
            }
        }
        return runs
    }
}
