import ReadingLayout
import RepositoryDetailPresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws a repository's details, language bar and README; scrolls them (keys and the mouse
/// wheel) keeping the reader's place across re-wraps and updates; selects README links with
/// Tab / Shift-Tab (or a click) and forwards Enter on one, and `o`, `u`, `t`, `L`, to its
/// Presenter. Back keys are left to the navigation stack.
@MainActor
public final class RepositoryDetailViewController: Screen, RepositoryDetailDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryDetailViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryDetailViewModel()
    /// The body laid out, where the details and README are scrolled to, and the README link Tab
    /// selected; the body starts under the title and a blank row.
    private var pane = ReadingPane(body: DetailBody(), top: 2)
    /// Lays the body out; keeps the README's layout while its document, width and colour stay.
    private var layout = DetailBodyLayout()
    public var needsRedraw = true
    public let keyContext: KeyContext = .detail

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: RepositoryDetailDisplay

    public func display(_ viewModel: RepositoryDetailViewModel) {
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
        presenter?.viewDidResize(columns: size.columns, rows: size.rows)
    }

    public func didResize(size: TerminalSize) {
        pane.resize(to: size, layOut)
        presenter?.viewDidResize(columns: size.columns, rows: size.rows)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key {
            pane.handleReading(event).tell(presenter)
            needsRedraw = true
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        if let event = pane.handleReading(request) {
            event.tell(presenter)
            return true
        }
        guard let command = RepositoryDetailCommand(rawValue: request.name) else {
            return false // back, quit, help: the navigation stack's
        }
        presenter?.didRequest(command)
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        // Without colour, links are laid out in brackets and the language bar is left out.
        pane.setShowsColor(surface.showsColor, layOut)
        surface.hideCursor()
        for (screenRow, index) in pane.rowsOnScreen(screenRows: size.rows) {
            for run in pane.body.row(index).runs {
                if run.fillWidth > 0 {
                    surface.fill(row: screenRow, column: run.column, width: run.fillWidth, style: TextStyle(run.style))
                } else {
                    let style = pane.isSelected(link: run.link) ? TextStyle.selectedLink : TextStyle(run.style)
                    surface.put(run.text, row: screenRow, column: run.column,
                                maxWidth: size.columns - run.column, style: style)
                }
            }
        }
        pane.drawFrame(title: model.title, status: model.status, tone: model.statusTone, on: surface)
    }

    // MARK: Layout

    /// The body of the model at a width and colour mode.
    private func layOut(columns: Int, showsColor: Bool) -> DetailBody {
        layout.body(for: model.content, columns: columns, showsColor: showsColor)
    }
}
