import IssuePresenter
import Markdown
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// What a key on the conversation screen asks for: the Presenter's commands, and going from
/// comment to comment, which the View does itself.
public enum IssueScreenCommand: String, CaseIterable, Sendable {
    /// `o`: the Presenter's `IssueCommand.openInBrowser`.
    case openInBrowser = "open-in-browser"
    /// `y`: the Presenter's `IssueCommand.copyLink`.
    case copyLink = "copy-link"
    /// `r`: the Presenter's `IssueCommand.refresh`.
    case refresh
    /// `n`: the next comment's header to the top.
    case nextComment = "next-comment"
    /// `N`: the previous comment's header to the top.
    case previousComment = "previous-comment"
}

/// Draws an issue's or a pull request's conversation: its title and facts, its body and every
/// comment rendered as Markdown exactly as a README is, the timeline's events between them;
/// scrolls them (keys and the wheel) keeping the reader's place across re-wraps; `n`/`N` go from
/// comment to comment; selects links with Tab / Shift-Tab (or a click) and forwards Enter on one,
/// and the screen's commands, to its Presenter. Back keys are left to the navigation stack.
@MainActor
public final class IssueViewController: ReadingScreen, IssueDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: IssueViewPresentation?
    public var linkEvents: DocumentLinkEvents? { presenter }
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    public var model = IssueViewModel()
    /// The search in the text (`/`, `n`, `N`).
    public var find = TextFind()
    public var pane = ReadingPane(body: ConversationBody(pieces: ConversationPieces(), columns: 80,
                                                         layout: MarkdownLayouts(width: 78, showsColor: true)), top: 2)
    /// Each body laid out for a width and colour mode, kept until one of them changes: a new
    /// comment arriving lays out only itself, and only once it is read.
    private var layouts = MarkdownLayouts(width: 0, showsColor: true)
    public var needsRedraw = true
    public let keyContext: KeyContext = .issue

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: ReadingScreen


    public func forward(_ command: IssueScreenCommand) {
        switch command {
        case .nextComment: jumpToComment(forward: true)
        case .previousComment: jumpToComment(forward: false)
        case .openInBrowser: presenter?.didRequest(.openInBrowser)
        case .copyLink: presenter?.didRequest(.copyLink)
        case .refresh: presenter?.didRequest(.refresh)
        }
    }

    /// Scrolls the next (or previous) comment's header to the top.
    private func jumpToComment(forward: Bool) {
        let top = pane.reading.scroll.offset
        // In order, stopping at the first header past the top: the comments further down are
        // not laid out for it.
        var previous: Int?
        for start in model.conversation.commentStarts {
            guard let row = pane.body.firstRow(ofPiece: start).map({ $0 + 1 }) else { continue }
            if row > top {
                if forward { pane.scroll(toRow: row) }
                break
            }
            if row < top { previous = row }
        }
        if !forward, let previous { pane.scroll(toRow: previous) }
    }

    public func draw(on surface: DrawingSurface) {
        drawPage(on: surface, title: model.title, status: model.status, tone: model.statusTone) { screenRow, index in
            surface.putRuns(pane.body.runs(index), row: screenRow, selectedLink: pane.reading.selectedLink)
        }
    }

    // MARK: Layout

    /// The conversation at a width and colour mode, laid out as far as it is read; a body already
    /// laid out for them is reused.
    public func layOut(columns: Int, showsColor: Bool) -> ConversationBody {
        let width = max(columns - 2 * ConversationBody.indent, 1)
        if layouts.width != width || layouts.showsColor != showsColor {
            layouts = MarkdownLayouts(width: width, showsColor: showsColor)
        }
        return ConversationBody(pieces: model.conversation, columns: columns, layout: layouts)
    }
}
