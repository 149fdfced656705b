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
    private var field = FilterField()
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
        pane.resize(to: size)
        presenter?.viewDidLoad()
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        pane.resize(to: size)
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        switch field.take(key, bindings: bindings, in: keyContext, moving: &pane) {
        case .edited:
            presenter?.filterDidChange(to: field.text)
        case .moved:
            break
        case .request(.open):
            if model.shown.indices.contains(pane.selection) { presenter?.didPick(optionAt: model.shown[pane.selection]) }
        case .nothingToDelete, .request, .unbound:
            return false // the stack's: Backspace with nothing to delete closes, as on every other screen
        }
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        let margin = BreadcrumbText.column
        surface.putTitleBar(model.title)
        let cursorColumn = surface.putFilterField(field.state, label: "Filter: ", row: 1, labelStyle: .dim)
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
        surface.showCursor(row: 1, column: min(cursorColumn, max(size.columns - 1, 0)))
    }
}
