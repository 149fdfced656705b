import ChooserPresenter
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// Draws a chooser (title, filter field, options, hints) and forwards keys to its Presenter:
/// printable characters filter, arrows move, Enter picks; Esc is the navigation stack's (close).
@MainActor
public final class ChooserViewController: Screen, ChooserDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: ChooserViewPresentation?

    private let bindings: KeyBindings
    private var model = ChooserViewModel()
    private var field = TextFieldState()
    private var pane = ListPane(top: ChooserViewController.rowsAbove)
    public var needsRedraw = true
    public let keyContext: KeyContext = .chooser

    /// Rows above the options (title, filter); the hints are below them.
    private static let rowsAbove = 2

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: ChooserViewModel) {
        if viewModel.shown != model.shown { pane.list.reset(count: viewModel.shown.count) }
        model = viewModel
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        pane.layOut(top: Self.rowsAbove, screenRows: size.rows)
        presenter?.viewDidLoad()
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        pane.layOut(top: Self.rowsAbove, screenRows: size.rows)
        pane.ensureVisible()
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        // The filter takes every printable character before any table does.
        if case .character(let character) = key {
            field.type(character)
            presenter?.filterDidChange(to: field.text)
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .open:
            if model.shown.indices.contains(pane.selection) { presenter?.didPick(optionAt: model.shown[pane.selection]) }
        case .deleteBackward where field.text.isEmpty:
            return false // nothing to delete: Backspace closes, as on every other screen
        case .deleteBackward, .deleteToStart:
            _ = field.apply(request)
            presenter?.filterDidChange(to: field.text)
        default:
            guard pane.move(request) else { return false }
        }
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.fill(row: 0, column: 0, width: size.columns, style: .title)
        let margin = BreadcrumbText.column
        surface.put(model.title, row: 0, column: margin, maxWidth: max(size.columns - margin, 0), style: .title)
        let label = "Filter: "
        let fieldColumn = margin + label.count
        surface.put(label, row: 1, column: margin, maxWidth: max(size.columns - margin, 0), style: .dim)
        let slice = field.visibleSlice(width: max(size.columns - fieldColumn, 1))
        surface.put(slice.text, row: 1, column: fieldColumn, maxWidth: max(size.columns - fieldColumn, 0), style: .bold)
        for row in pane.rowsOnScreen(screenRows: size.rows) where row.index < model.shown.count {
            let style: TextStyle = row.isSelected ? .selected : .normal
            surface.fill(row: row.screenRow, column: 0, width: size.columns, style: style)
            surface.put(model.options[model.shown[row.index]], row: row.screenRow, column: margin,
                        maxWidth: max(size.columns - margin, 0), style: style)
        }
        if model.shown.isEmpty {
            surface.put("nothing matches", row: Self.rowsAbove, column: margin, maxWidth: max(size.columns - margin, 0),
                        style: .dim)
        }
        let hints = bindings.hints(in: keyContext).joined(separator: " · ")
        surface.put(TextLayout.truncate(hints, toWidth: size.columns), row: size.rows - 1, column: 0,
                    maxWidth: size.columns, style: .dim)
        // The filter field takes what is typed: its cursor shows where.
        surface.showCursor(row: 1, column: min(fieldColumn + slice.cursorColumn, max(size.columns - 1, 0)))
    }
}
