import DetailLayout
import RepositoryDetailPresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws a repository's details, language bar and README; scrolls them (keys and the mouse
/// wheel) keeping the reader's place across re-wraps and updates; selects README links with
/// Tab / Shift-Tab (or a click) and forwards Enter on one, and `o`, `u`, `t`, `L`, to its
/// Presenter. Back keys are left to the navigation stack.
@MainActor
public final class RepositoryDetailViewController: Screen, RepositoryDetailView {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryDetailViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryDetailViewModel()
    private var body = DetailBody()
    private var columns = 80
    private var showsColor = true
    /// Where the details and README are scrolled to, and the README link Tab selected.
    private var reading = DocumentReading()
    /// Lays the body out; keeps the README's layout while its document, width and colour stay.
    private var layout = DetailBodyLayout()

    /// The first screen row of the body (under the title and a blank row).
    private static let bodyTop = 2
    public var needsRedraw = true
    public let keyContext: KeyContext = .detail

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: RepositoryDetailView

    public func display(_ viewModel: RepositoryDetailViewModel) {
        let place = readingPlace()
        model = viewModel
        relayout(keeping: place)
        needsRedraw = true
    }

    public func scrollToHeading(anchor: String) -> Bool {
        guard let row = body.headingRow(anchor) else { return false }
        reading.scroll.scroll(to: row)
        needsRedraw = true
        return true
    }

    // MARK: Screen

    public func didAppear(size: TerminalSize) {
        apply(size)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: keyContext))
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        apply(size)
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom: _ = reading.apply(request)
        case .nextLink: selectLink(step: 1)
        case .previousLink: selectLink(step: -1)
        case .open: activateSelectedLink()
        case .openInBrowser: presenter?.didRequestOpenInBrowser()
        case .refresh: presenter?.didRequestRefresh()
        case .showOwnerRepositories: presenter?.didRequestOwnerRepositories()
        case .chooseTopic: presenter?.didRequestTopicChoice()
        case .showLanguageRepositories: presenter?.didRequestLanguageRepositories()
        case .showFiles: presenter?.didRequestFiles()
        case .chooseRef: presenter?.didRequestRefChoice()
        case .showCommits: presenter?.didRequestCommits()
        case .showReleases: presenter?.didRequestReleases()
        case .toggleStar: presenter?.didRequestStarToggle()
        default: return false // back, quit, help: the navigation stack's
        }
        clampScroll()
        return true
    }

    /// The wheel scrolls; a click on README link text selects the link and follows it.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        if !reading.scroll(for: event), event.kind == .press, let link = link(atRow: event.row, column: event.column) {
            reading.selectedLink = link
            let place = body.links[link]
            presenter?.didActivateLink(target: place.target, destination: place.destination)
        }
        clampScroll()
        needsRedraw = true
        return true
    }

    /// The README link drawn at a screen cell, if any.
    private func link(atRow screenRow: Int, column: Int) -> Int? {
        guard let index = reading.bodyRow(atScreenRow: screenRow, top: Self.bodyTop, rowCount: body.rowCount) else {
            return nil
        }
        return body.row(index).runs.first { run in
            run.link != nil && column >= run.column && column < run.column + DisplayWidth.of(run.text)
        }?.link
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        if surface.showsColor != showsColor {
            // Without colour, links are laid out in brackets and the language bar is left out.
            let place = readingPlace()
            showsColor = surface.showsColor
            relayout(keeping: place)
        }
        surface.hideCursor()
        surface.put(model.title, row: 0, column: 1, maxWidth: size.columns - 1, style: .title)
        let top = Self.bodyTop
        for offset in 0..<reading.visibleRows {
            let index = reading.scroll.offset + offset
            guard index < body.rowCount, top + offset < size.rows - 1 else { break }
            for run in body.row(index).runs {
                if run.fillWidth > 0 {
                    surface.fill(row: top + offset, column: run.column, width: run.fillWidth, style: TextStyle(run.style))
                } else {
                    let style = run.link != nil && run.link == reading.selectedLink ? TextStyle.selectedLink : TextStyle(run.style)
                    surface.put(run.text, row: top + offset, column: run.column,
                                maxWidth: size.columns - run.column, style: style)
                }
            }
        }
        // "↓ more" only where the whole of it fits after the status: never a word cut in half.
        let more = reading.scroll.hasMoreBelow ? " · ↓ more" : ""
        let fits = DisplayWidth.of(model.status) + DisplayWidth.of(more) <= size.columns
        surface.put(model.status + (fits ? more : ""), row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    // MARK: Layout and scrolling

    /// Lays the body out again for a new size, keeping the reader's place.
    private func apply(_ size: TerminalSize) {
        // Title, a blank line, the body, the status line.
        reading.visibleRows = max(size.rows - 3, 1)
        if size.columns != columns {
            let place = readingPlace()
            columns = size.columns
            relayout(keeping: place)
        }
        clampScroll()
    }

    /// What the reader is looking at: the top row's position, or nil at the very top.
    private func readingPlace() -> ReadingPosition? {
        guard reading.scroll.offset > 0, reading.scroll.offset < body.rowCount else { return nil }
        return body.row(reading.scroll.offset).position
    }

    private func relayout(keeping place: ReadingPosition?) {
        let selected = reading.selected(in: body.links)
        body = layout.body(for: model.content, columns: columns, showsColor: showsColor)
        clampScroll()
        if let place, let row = body.row(nearest: place) { reading.scroll.scroll(to: row) }
        reading.keepSelection(of: selected, in: body.links)
    }

    /// Tells the scroll model how many rows there are and how many fit.
    private func clampScroll() {
        reading.fit(contentRows: body.rowCount)
    }

    // MARK: Links

    /// Tab (`step` 1) / Shift-Tab (-1): the next / previous link in reading order, scrolled into view.
    private func selectLink(step: Int) {
        guard let link = reading.selectLink(step: step, in: body.links) else { return }
        presenter?.didSelectLink(target: link.target, destination: link.destination)
    }

    private func activateSelectedLink() {
        guard let link = reading.selected(in: body.links) else { return }
        presenter?.didActivateLink(target: link.target, destination: link.destination)
    }
}
