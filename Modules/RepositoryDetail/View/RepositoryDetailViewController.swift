import PresentationKit
import ReadingLayout
import RepositoryBrowsing
import RepositoryDetailPresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws a repository's details, language bar and README; scrolls them (keys and the mouse
/// wheel) keeping the reader's place across re-wraps and updates; selects README links with
/// Tab / Shift-Tab (or a click) and forwards Enter on one, and `o`, `u`, `t`, `L`, to its
/// Presenter. Back keys are left to the navigation stack.
@MainActor
public final class RepositoryDetailViewController: ReadingScreen, RepositoryDetailDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryDetailViewPresentation?
    public var linkEvents: DocumentLinkEvents? { presenter }

    public let bindings: KeyBindings
    public var model = RepositoryDetailViewModel()
    /// The body laid out, where the details and README are scrolled to, and the README link Tab
    /// selected; the body starts under the title and a blank row.
    /// The search in the text (`/`, `n`, `N`).
    public var find = TextFind()
    public var pane = ReadingPane(body: DetailBody(), top: 2)
    /// Lays the body out; keeps the README's layout while its document, width and colour stay.
    private var layout = DetailBodyLayout()
    public var needsRedraw = true
    /// `C`'s prompt on the status line (the save prompt's field).
    private var clonePromptField = SavePromptField()
    public let keyContext: KeyContext = .detail

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: ReadingScreen

    public func tellAppeared(size: TerminalSize, keyHints: [String]) {
        presenter?.viewDidLoad(keyHints: keyHints)
        tellResized(size: size)
    }

    public func tellResized(size: TerminalSize) {
        presenter?.viewDidResize(columns: size.columns, rows: size.rows)
    }

    public func forward(_ command: RepositoryDetailCommand) {
        presenter?.didRequest(command)
    }

    /// `C`'s prompt first, then the reading keys.
    public func handle(key: KeyPress) -> Bool {
        clonePromptField.sync(model.clonePrompt)
        let events = presenter?.cloneEvents
        if let action = clonePromptField.take(key, prompt: model.clonePrompt, isSaving: false, bindings: bindings,
                                              complete: { events?.completeSavePath($0) ?? $0 }) {
            action.tell(events)
            needsRedraw = true
            return true
        }
        return handleReadingKey(key)
    }

    public func draw(on surface: DrawingSurface) {
        clonePromptField.sync(model.clonePrompt)
        defer {
            _ = surface.putSavePrompt(model.clonePrompt, field: clonePromptField, row: surface.size.rows - 1,
                                      label: "Clone into: ")
        }
        let columns = surface.size.columns
        // Without colour, links are laid out in brackets and the language bar is left out.
        drawPage(on: surface, title: model.title, status: model.status, tone: model.statusTone) { screenRow, index in
            for run in pane.body.row(index).runs {
                if run.fillWidth > 0 {
                    surface.fill(row: screenRow, column: run.column, width: run.fillWidth, style: TextStyle(run.style))
                } else {
                    let style = pane.isSelected(link: run.link) ? TextStyle.selectedLink : TextStyle(run.style)
                    surface.put(run.text, row: screenRow, column: run.column, maxWidth: columns - run.column, style: style)
                }
            }
        }
    }

    // MARK: Layout

    /// The body of the model at a width and colour mode.
    public func layOut(columns: Int, showsColor: Bool) -> DetailBody {
        layout.body(for: model.content, columns: columns, showsColor: showsColor)
    }
}
