import CommandPalettePresenter
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// Draws the command palette (title, filter field, one row an action: what it does, its keys, its
/// section; then the recent repositories) and forwards keys to its Presenter: printable characters
/// filter, arrows move, Enter picks; Esc is the navigation stack's (close, the screen underneath
/// as it was).
@MainActor
public final class CommandPaletteViewController: FilteredListScreen, CommandPaletteDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: CommandPaletteViewPresentation?

    public let bindings: KeyBindings
    private var model = CommandPaletteViewModel()
    public var field = FilterField()
    public var pane = ListPane(top: FilteredListFrame.rowsAbove)
    public var needsRedraw = true
    public let keyContext: KeyContext = .commandPalette

    /// The widest the keys and section columns get.
    private static let keysWidth = 16
    private static let sectionWidth = 24

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: CommandPaletteViewModel) {
        if viewModel.rows != model.rows { pane.list.reset(count: viewModel.rows.count) }
        model = viewModel
        needsRedraw = true
    }

    public var filterEvents: FilteredListEvents? { presenter }

    public func pickSelection() {
        presenter?.didPick(row: pane.selection)
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        let margin = BreadcrumbText.column
        // The section column goes first when the screen is narrow, then the keys.
        let sectionWidth = size.columns >= 72 ? Self.sectionWidth : 0
        let keysWidth = size.columns >= 40 ? Self.keysWidth : 0
        let titleWidth = max(size.columns - margin - keysWidth - sectionWidth - 2, 1)
        for row in pane.rowsOnScreen(screenRows: size.rows) where row.index < model.rows.count {
            let item = model.rows[row.index]
            let style: TextStyle = row.isSelected ? .selected : .normal
            surface.fill(row: row.screenRow, column: 0, width: size.columns, style: style)
            surface.put(TextLayout.truncate(item.title, toWidth: titleWidth), row: row.screenRow, column: margin,
                        maxWidth: titleWidth, style: style)
            var column = margin + titleWidth + 1
            if keysWidth > 0 {
                surface.put(TextLayout.truncate(item.keys, toWidth: keysWidth - 1), row: row.screenRow, column: column,
                            maxWidth: keysWidth - 1, style: row.isSelected ? style : .bold)
                column += keysWidth
            }
            if sectionWidth > 0 {
                surface.put(TextLayout.truncate(item.section, toWidth: sectionWidth), row: row.screenRow,
                            column: column, maxWidth: max(size.columns - column, 0), style: row.isSelected ? style : .dim)
            }
        }
        let hints = bindings.hints(in: keyContext, withGlobal: false).joined(separator: " · ")
        FilteredListFrame.draw(on: surface, title: model.title, field: field, label: ": ", isEmpty: model.rows.isEmpty,
                               status: model.status.isEmpty ? hints : model.status + " · " + hints)
    }
}
