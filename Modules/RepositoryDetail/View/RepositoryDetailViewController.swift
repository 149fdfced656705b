import RepositoryDetailPresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws a repository's details, scrolls them (keys and the mouse wheel), forwards `o`, `u`,
/// `t` and `L` to its Presenter, and shows the topic chooser when the Presenter opens it.
/// Back keys are left to the navigation stack, which pops this screen.
@MainActor
public final class RepositoryDetailViewController: Screen, RepositoryDetailView {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryDetailViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryDetailViewModel()
    private var scrollOffset = 0
    private var visibleRows = 1
    /// The highlighted topic while the chooser is open.
    private var topicChoice = ListState()
    /// Lines a notch of the mouse wheel scrolls.
    static let wheelLines = 3
    public var needsRedraw = true
    /// The detail's keys, or the topic chooser's while it is open.
    public var keyContext: KeyContext { model.topicChoices == nil ? .detail : .topicChooser }

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: RepositoryDetailViewModel) {
        if viewModel.topicChoices != model.topicChoices {
            topicChoice.reset(count: viewModel.topicChoices?.count ?? 0)
        }
        model = viewModel
        clampScroll()
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        visibleRows = Self.visibleRows(in: size)
        presenter?.viewDidLoad()
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        visibleRows = Self.visibleRows(in: size)
        presenter?.viewDidResize(columns: size.columns)
        clampScroll()
    }

    /// Title, a blank line, the body, the status line.
    private static func visibleRows(in size: TerminalSize) -> Int {
        max(size.rows - 3, 1)
    }

    public func handle(key: KeyPress) -> Bool {
        if model.topicChoices != nil { return handleTopicChooserKey(key) }
        if case .mouse(let event) = key { return handleMouse(event) }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .moveUp: scrollOffset -= 1
        case .moveDown: scrollOffset += 1
        case .pageUp: scrollOffset -= max(visibleRows - 1, 1)
        case .pageDown: scrollOffset += max(visibleRows - 1, 1)
        case .moveToTop: scrollOffset = 0
        case .moveToBottom: scrollOffset = model.lines.count
        case .openInBrowser: presenter?.didRequestOpenInBrowser()
        case .refresh: presenter?.didRequestRefresh()
        case .showOwnerRepositories: presenter?.didRequestOwnerRepositories()
        case .chooseTopic: presenter?.didRequestTopicChoice()
        case .showLanguageRepositories: presenter?.didRequestLanguageRepositories()
        default: return false // back, quit, help: the navigation stack's
        }
        clampScroll()
        return true
    }

    /// While the chooser is open it takes every key but the global ones (help, quit): moves,
    /// Enter picks, Esc cancels.
    private func handleTopicChooserKey(_ key: KeyPress) -> Bool {
        if bindings.globalRequest(for: key) != nil { return false }
        needsRedraw = true
        switch bindings.request(for: key, in: .topicChooser) {
        case .open?:
            presenter?.didChooseTopic(at: topicChoice.selection)
        case .back?:
            presenter?.didCancelTopicChoice()
        case let request?:
            _ = topicChoice.apply(request, visibleRows: topicChoice.count)
        case nil:
            break
        }
        return true
    }

    /// The wheel scrolls. Clicks land here too, for what the body will make clickable.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: scrollOffset -= Self.wheelLines
        case .wheelDown: scrollOffset += Self.wheelLines
        case .press, .release, .doubleClick: break
        }
        clampScroll()
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: 1, maxWidth: size.columns - 1, style: .title)
        for offset in 0..<visibleRows {
            let index = scrollOffset + offset
            guard index < model.lines.count else { break }
            let line = model.lines[index]
            let row = 2 + offset
            guard row < size.rows - 1 else { break }
            var column = 1
            if line.role == .field {
                surface.put(line.label, row: row, column: column, maxWidth: size.columns - column, style: .dim)
                column += model.labelWidth
            }
            surface.put(line.text, row: row, column: column, maxWidth: size.columns - column,
                        style: line.role == .flag ? .warning : .normal)
        }
        let more = scrollOffset + visibleRows < model.lines.count ? " · ↓ more" : ""
        surface.put(model.status + more, row: size.rows - 1, column: 0, maxWidth: size.columns, style: TextStyle(statusTone: model.statusTone))
        if let topics = model.topicChoices { drawTopicChooser(topics, on: surface) }
    }

    /// A small box over the body: a title, then one topic a row, the chosen one highlighted.
    private func drawTopicChooser(_ topics: [String], on surface: DrawingSurface) {
        let size = surface.size
        let title = "Topic (Enter picks, Esc cancels)"
        let width = min(max(topics.map { DisplayWidth.of($0) }.max() ?? 0, title.count) + 4, size.columns)
        let rows = min(topics.count, max(size.rows - 5, 1))
        var list = topicChoice
        list.ensureVisible(visibleRows: rows)
        let top = 2
        surface.fill(row: top, column: 0, width: width, style: .title)
        surface.put(" " + title, row: top, column: 0, maxWidth: width, style: .title)
        for offset in 0..<rows {
            let index = list.scrollOffset + offset
            guard index < topics.count, top + 1 + offset < size.rows - 1 else { break }
            let style: TextStyle = index == list.selection ? .selected : .normal
            surface.fill(row: top + 1 + offset, column: 0, width: width, style: style)
            surface.put("  " + topics[index], row: top + 1 + offset, column: 0, maxWidth: width, style: style)
        }
    }

    private func clampScroll() {
        scrollOffset = min(max(scrollOffset, 0), max(model.lines.count - visibleRows, 0))
    }

}
