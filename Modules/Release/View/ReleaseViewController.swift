import Markdown
import PresentationKit
import RepositoryBrowsing
import ReleasePresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws a release: its facts, its notes rendered as Markdown exactly as a README is, its assets;
/// scrolls them (keys and the wheel) keeping the reader's place across re-wraps; selects links of
/// the notes with Tab / Shift-Tab (or a click) and forwards Enter on one, and `o`, to its Presenter.
/// Back keys are left to the navigation stack.
@MainActor
public final class ReleaseViewController: ReadingScreen, ReleaseDisplay, SavePromptScreen {
    /// Set by the Router when it assembles the module.
    public var presenter: ReleaseViewPresentation?
    public var linkEvents: DocumentLinkEvents? { presenter }
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    public var model = ReleaseViewModel()
    /// The body laid out, where it is scrolled to, and the link of the notes Tab selected; the
    /// body starts under the breadcrumb and a blank row.
    /// The search in the text (`/`, `n`, `N`).
    public var find = TextFind()
    public var pane = ReadingPane(body: ReleaseBody(model: ReleaseViewModel(), columns: 80, notes: nil), top: 2)
    /// The notes laid out for a width and colour mode (laid out again only when one changes).
    private var notesCache: (document: MarkdownDocument, columns: Int, showsColor: Bool, layout: BlockwiseLayout)?
    /// `d`'s prompt on the status line.
    public var savePromptField = SavePromptField()
    public var needsRedraw = true
    public let keyContext: KeyContext = .release

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: ReadingScreen


    public func forward(_ command: ReleaseCommand) {
        presenter?.didRequest(command)
    }

    public func draw(on surface: DrawingSurface) {
        savePromptField.sync(model.savePrompt)
        drawPage(on: surface, title: model.title, status: model.status, tone: model.statusTone) { screenRow, index in
            surface.putRuns(pane.body.runs(index), row: screenRow, selectedLink: pane.reading.selectedLink)
        }
        _ = surface.putSavePrompt(model.savePrompt, field: savePromptField, row: surface.size.rows - 1)
    }

    /// `d`'s prompt first, then the reading keys.
    public func handle(key: KeyPress) -> Bool {
        savePromptField.sync(model.savePrompt)
        if takeSavePromptKey(key, prompt: model.savePrompt, isSaving: model.isSaving, bindings: bindings,
                             events: presenter?.saveEvents) {
            needsRedraw = true
            return true
        }
        return handleReadingKey(key)
    }

    // MARK: Layout

    /// The body of the model at a width and colour mode.
    public func layOut(columns: Int, showsColor: Bool) -> ReleaseBody {
        ReleaseBody(model: model, columns: columns, notes: notesLayout(columns: columns, showsColor: showsColor))
    }

    /// The notes laid out at `columns`, from the cache when they, the width and the colour mode
    /// are those they were laid out for.
    private func notesLayout(columns: Int, showsColor: Bool) -> BlockwiseLayout? {
        guard case .document(let document) = model.notes else {
            notesCache = nil
            return nil
        }
        if let cache = notesCache, cache.columns == columns, cache.showsColor == showsColor, cache.document == document {
            return cache.layout
        }
        let layout = MarkdownRows.layout(document, width: max(columns - 2 * ReleaseBody.indent, 1),
                                         showsColor: showsColor)
        notesCache = (document, columns, showsColor, layout)
        return layout
    }
}
