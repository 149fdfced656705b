import IssuePresenter
import Markdown
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// Draws an issue's or a pull request's conversation: its title and facts, its body and every
/// comment rendered as Markdown exactly as a README is, the timeline's events between them;
/// scrolls them (keys and the wheel) keeping the reader's place across re-wraps; `n`/`N` go from
/// comment to comment; selects links with Tab / Shift-Tab (or a click) and forwards Enter on one,
/// and the screen's commands, to its Presenter. Back keys are left to the navigation stack.
@MainActor
public final class IssueViewController: Screen, IssueDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: IssueViewPresentation?

    private let bindings: KeyBindings
    private var model = IssueViewModel()
    private var pane = ReadingPane(body: ConversationBody(pieces: [], columns: 80) { _, document, width in
        MarkdownRows.layout(document, width: width, showsColor: true)
    }, top: 2)
    /// Each piece's body laid out for a width and colour mode, kept until one of them (or the
    /// body) changes: a new comment arriving lays out only itself.
    private var layouts: [Int: (document: MarkdownDocument, layout: BlockwiseLayout)] = [:]
    private var layoutsFor: (columns: Int, showsColor: Bool) = (0, true)
    public var needsRedraw = true
    public let keyContext: KeyContext = .issue

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: IssueDisplay

    public func display(_ viewModel: IssueViewModel) {
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
            if let command = IssueCommand(rawValue: request.name) {
                presenter?.didRequest(command)
            } else if request == .nextComment || request == .previousComment {
                jumpToComment(forward: request == .nextComment)
            } else if let event = pane.handleReading(request) {
                event.tell(presenter)
            } else {
                return false // back, quit, help: the navigation stack's
            }
        }
        needsRedraw = true
        return true
    }

    /// Scrolls the next (or previous) comment's header to the top.
    private func jumpToComment(forward: Bool) {
        let top = pane.reading.scroll.offset
        let rows = model.commentStarts.compactMap { pane.body.firstRow(ofPiece: $0) }.map { $0 + 1 }
        if let row = forward ? rows.first(where: { $0 > top }) : rows.last(where: { $0 < top }) {
            pane.scroll(toRow: row)
        }
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

    /// The conversation at a width and colour mode; a body already laid out for them is reused.
    private func layOut(columns: Int, showsColor: Bool) -> ConversationBody {
        if layoutsFor.columns != columns || layoutsFor.showsColor != showsColor {
            layouts = [:]
            layoutsFor = (columns, showsColor)
        }
        return ConversationBody(pieces: model.pieces, columns: columns) { index, document, width in
            if let laid = layouts[index], laid.document == document { return laid.layout }
            let laid = MarkdownRows.layout(document, width: width, showsColor: showsColor)
            layouts[index] = (document, laid)
            return laid
        }
    }
}
