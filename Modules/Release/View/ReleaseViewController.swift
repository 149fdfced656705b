import Markdown
import PresentationKit
import ReleasePresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws a release: its facts, its notes rendered as Markdown exactly as a README is, its assets;
/// scrolls them (keys and the wheel) keeping the reader's place across re-wraps; selects links of
/// the notes with Tab / Shift-Tab (or a click) and forwards Enter on one, and `o`, to its Presenter.
/// Back keys are left to the navigation stack.
@MainActor
public final class ReleaseViewController: Screen, ReleaseDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: ReleaseViewPresentation?

    private let bindings: KeyBindings
    private var model = ReleaseViewModel()
    /// The body laid out, where it is scrolled to, and the link of the notes Tab selected; the
    /// body starts under the breadcrumb and a blank row.
    private var pane = ReadingPane(body: ReleaseBody(model: ReleaseViewModel(), columns: 80, notes: nil), top: 2)
    /// The notes laid out for a width and colour mode (laid out again only when one changes).
    private var notesCache: (document: MarkdownDocument, columns: Int, showsColor: Bool, layout: BlockwiseLayout)?
    public var needsRedraw = true
    public let keyContext: KeyContext = .release

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: ReleaseDisplay

    public func display(_ viewModel: ReleaseViewModel) {
        model = viewModel
        pane.relayout(layOut)
        needsRedraw = true
    }

    public func scrollToHeading(anchor: String) -> Bool {
        guard pane.scrollToHeading(anchor: anchor) else { return false }
        needsRedraw = true
        return true
    }

    // MARK: Screen

    public func didAppear(size: TerminalSize) {
        pane.resize(to: size, layOut)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: keyContext))
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        pane.resize(to: size, layOut)
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key {
            pane.handleReading(event).tell(presenter)
        } else {
            guard let request = bindings.request(for: key, in: keyContext) else { return false }
            if let command = ReleaseCommand(rawValue: request.name) {
                presenter?.didRequest(command)
            } else if let event = pane.handleReading(request) {
                event.tell(presenter)
            } else {
                return false // back, quit, help: the navigation stack's
            }
        }
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        pane.setShowsColor(surface.showsColor, layOut)
        surface.hideCursor()
        for (screenRow, index) in pane.rowsOnScreen(screenRows: size.rows) {
            for run in pane.body.runs(index) {
                let style = pane.isSelected(link: run.link) ? TextStyle.selectedLink : run.style
                surface.put(run.text, row: screenRow, column: run.column,
                            maxWidth: max(size.columns - run.column, 0), style: style)
            }
        }
        pane.drawFrame(title: model.title, status: model.status, tone: model.statusTone, on: surface)
    }

    // MARK: Layout

    /// The body of the model at a width and colour mode.
    private func layOut(columns: Int, showsColor: Bool) -> ReleaseBody {
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
