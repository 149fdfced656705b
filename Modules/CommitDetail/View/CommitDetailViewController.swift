import CommitDetailPresenter
import PresentationKit
import RepositoryBrowsing
import ScreenKit
import TerminalUI
import TextCells

/// Draws a commit (title, its lines scrolled in the shared `DiffPane`, the status line), colouring
/// each run by its role (additions, deletions, hunk headers), and forwards `o` to its Presenter;
/// Tab and Shift-Tab scroll to the next and previous file's patch, `]` and `[` select the
/// message's links and Enter follows the selected one; `/` searches the lines.
@MainActor
public final class CommitDetailViewController: Screen, CommitDetailDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: CommitDetailViewPresentation?

    private let bindings: KeyBindings
    private var model = CommitDetailViewModel()
    /// The lines, where they are scrolled to, and how many fit.
    private var pane = DiffPane()
    /// The message's link `]` selected: its line and run.
    private var selectedLink: (line: Int, run: Int)?
    public var needsRedraw = true
    public let keyContext: KeyContext = .commit

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    /// The first line shown.
    public var scrollOffset: Int { pane.offset }

    public func display(_ viewModel: CommitDetailViewModel) {
        if let selected = selectedLink, viewModel.lines.count <= selected.line
            || viewModel.lines[selected.line].runs.count <= selected.run
            || viewModel.lines[selected.line].runs[selected.run].link == nil {
            selectedLink = nil
        }
        model = viewModel
        pane.show(viewModel.lines, fileStarts: viewModel.fileStarts)
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        pane.resize(to: size)
        presenter?.viewDidAppear(size: size, keyHints: bindings.hints(in: keyContext))
    }

    public func didResize(size: TerminalSize) {
        pane.resize(to: size)
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        if pane.takeFindKey(key, bindings: bindings, context: keyContext) {
            needsRedraw = true
            return true
        }
        if case .mouse(let event) = key {
            if pane.scroll(for: event) { needsRedraw = true }
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .nextLink, .previousLink:
            selectLink(step: request == .nextLink ? 1 : -1)
        case .open:
            guard let selected = selectedLink else { return false }
            let run = model.lines[selected.line].runs[selected.run]
            presenter?.didFollowLink(target: run.text, url: run.link ?? "")
        default:
            if !pane.apply(request) {
                guard let command = CommitDetailCommand(rawValue: request.name) else {
                    return false // back, quit, help: the navigation stack's
                }
                presenter?.didRequest(command)
            }
        }
        needsRedraw = true
        return true
    }

    /// The message's links, in order: their line and run. The message ends before the files.
    private var linkPlaces: [(line: Int, run: Int)] {
        let end = min(model.fileStarts.first ?? model.lines.count, model.lines.count, 10_000)
        return (0..<end).flatMap { line in
            model.lines[line].runs.indices.filter { model.lines[line].runs[$0].link != nil }.map { (line, $0) }
        }
    }

    /// Selects the next (`step` 1) or previous (-1) link, wrapping, and scrolls it into view.
    private func selectLink(step: Int) {
        let places = linkPlaces
        guard !places.isEmpty else {
            presenter?.didRequestLinkWithoutLinks()
            return
        }
        let current = selectedLink.flatMap { selected in places.firstIndex { $0 == selected } }
        let next = current.map { ($0 + step + places.count) % places.count } ?? (step > 0 ? 0 : places.count - 1)
        let place = places[next]
        selectedLink = place
        pane.reveal(line: place.line)
        let run = model.lines[place.line].runs[place.run]
        presenter?.didSelectLink(target: run.text, url: run.link ?? "")
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: BreadcrumbText.column,
                    maxWidth: max(size.columns - 1, 0), style: .title)
        pane.draw(on: surface, selectedRun: selectedLink)
        guard !surface.putFindLine(pane.find, row: size.rows - 1) else { return }
        surface.put(model.status + pane.moreBelow, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    /// How a role looks: the shared diff view's styles.
    public static func style(of role: CommitDetailLine.Role) -> TextStyle {
        TextStyle(diffRole: role)
    }
}
