import ChooserPresenter
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// Draws a chooser (title, filter field, options, hints) and forwards keys to its Presenter:
/// printable characters filter, arrows move, Enter picks; Esc is the navigation stack's (close).
@MainActor
public final class ChooserViewController: FilteredListScreen, ChooserDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: ChooserViewPresentation?

    public let bindings: KeyBindings
    private var model = ChooserViewModel()
    public var field = FilterField()
    public var pane = ListPane(top: FilteredListFrame.rowsAbove)
    public var needsRedraw = true
    public let keyContext: KeyContext = .chooser

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: ChooserViewModel) {
        if viewModel.shown != model.shown { pane.list.reset(count: viewModel.shown.count) }
        model = viewModel
        needsRedraw = true
    }

    public var filterEvents: FilteredListEvents? { presenter }

    public func pickSelection() {
        if model.shown.indices.contains(pane.selection) { presenter?.didPick(optionAt: model.shown[pane.selection]) }
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        let margin = BreadcrumbText.column
        for row in pane.rowsOnScreen(screenRows: size.rows) where row.index < model.shown.count {
            let style: TextStyle = row.isSelected ? .selected : .normal
            surface.fill(row: row.screenRow, column: 0, width: size.columns, style: style)
            surface.put(model.options[model.shown[row.index]], row: row.screenRow, column: margin,
                        maxWidth: max(size.columns - margin, 0), style: style)
        }
        FilteredListFrame.draw(on: surface, title: model.title, field: field, label: "Filter: ",
                               isEmpty: model.shown.isEmpty, status: bindings.hints(in: keyContext).joined(separator: " · "))
    }
}
