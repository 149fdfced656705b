import CommitDetailPresenter
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// Draws a commit (title, its lines scrolled, the status line), colouring each run by its role
/// (additions, deletions, hunk headers), and forwards `o` to its Presenter; Tab and Shift-Tab
/// scroll to the next and previous file's patch.
@MainActor
public final class CommitDetailViewController: Screen, CommitDetailDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: CommitDetailViewPresentation?

    private let bindings: KeyBindings
    private var model = CommitDetailViewModel()
    /// Where the lines are scrolled to, and how many fit.
    private var scroll = ScrollPosition()
    /// The message's link `]` selected: its line and run.
    private var selectedLink: (line: Int, run: Int)?
    public var needsRedraw = true
    public let keyContext: KeyContext = .commit

    /// Rows above the lines (title, a blank line) and below them (the status line).
    static let rowsAbove = 2
    static let rowsBelow = 1

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    /// The first line shown.
    public var scrollOffset: Int { scroll.offset }

    public func display(_ viewModel: CommitDetailViewModel) {
        if let selected = selectedLink, viewModel.lines.count <= selected.line
            || viewModel.lines[selected.line].runs.count <= selected.run
            || viewModel.lines[selected.line].runs[selected.run].link == nil {
            selectedLink = nil
        }
        model = viewModel
        scroll.contentRows = viewModel.lines.count
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        scroll.visibleRows = Self.visibleRows(size)
        presenter?.viewDidAppear(size: size, keyHints: bindings.hints(in: keyContext))
    }

    public func didResize(size: TerminalSize) {
        scroll.visibleRows = Self.visibleRows(size)
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key {
            if scroll.scroll(for: event) { needsRedraw = true }
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .nextFile:
            if let start = model.fileStarts.first(where: { $0 > scrollOffset }) { scroll.scroll(to: start) }
        case .previousFile:
            scroll.scroll(to: model.fileStarts.last(where: { $0 < scrollOffset }) ?? 0)
        case .nextLink, .previousLink:
            selectLink(step: request == .nextLink ? 1 : -1)
        case .open:
            guard let selected = selectedLink else { return false }
            let run = model.lines[selected.line].runs[selected.run]
            presenter?.didFollowLink(target: run.text, url: run.link ?? "")
        default:
            if scroll.apply(request) { break }
            guard let command = CommitDetailCommand(rawValue: request.name) else {
                return false // back, quit, help: the navigation stack's
            }
            presenter?.didRequest(command)
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
        scroll.reveal(first: place.line, last: place.line)
        let run = model.lines[place.line].runs[place.run]
        presenter?.didSelectLink(target: run.text, url: run.link ?? "")
    }

    /// A line from the margin on; one too wide for the screen ends in `…` where it is cut.
    private func drawLine(_ line: CommitDetailLine, index: Int, row: Int, width: Int, on surface: DrawingSurface) {
        var column = 1
        let fits = line.runs.reduce(0) { $0 + DisplayWidth.of($1.text) } <= width - column
        for (position, run) in line.runs.enumerated() where column < width {
            let selected = selectedLink.map { $0.line == index && $0.run == position } ?? false
            let room = width - column
            let runWidth = DisplayWidth.of(run.text)
            let text = fits || runWidth < room ? run.text : TextLayout.truncate(run.text, toWidth: room)
            column += surface.put(text, row: row, column: column, maxWidth: room,
                                  style: selected ? .selectedLink : Self.style(of: run.role))
            if !fits && runWidth >= room { break }
        }
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: BreadcrumbText.column,
                    maxWidth: max(size.columns - 1, 0), style: .title)
        for offset in 0..<scroll.visibleRows {
            let index = scrollOffset + offset
            let row = Self.rowsAbove + offset
            guard index < model.lines.count, row < size.rows - Self.rowsBelow else { break }
            drawLine(model.lines[index], index: index, row: row, width: size.columns, on: surface)
        }
        let more = scroll.hasMoreBelow ? StatusLine.moreBelow : ""
        surface.put(model.status + more, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    /// How a role looks: additions green, deletions red (of the same weight), hunk headers in the accent colour.
    public static func style(of role: CommitDetailLine.Role) -> TextStyle {
        switch role {
        case .plain: return .normal
        case .heading: return .bold
        case .label, .dim, .note: return .dim
        case .sha: return .accent
        case .link: return .link
        case .addition: return .success
        case .deletion: return .removal
        case .hunk: return .accent
        }
    }

    private static func visibleRows(_ size: TerminalSize) -> Int {
        max(size.rows - rowsAbove - rowsBelow, 1)
    }
}
