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
    private var visibleRows = 1
    /// Where the details and README are scrolled to.
    private var scroll = ScrollPosition()
    /// The README link Tab selected, by its index in reading order.
    private var selectedLink: Int?
    /// Lays the body out; keeps the README's layout while its document, width and colour stay.
    private var layout = DetailBodyLayout()

    /// Lines a notch of the mouse wheel scrolls.
    static let wheelLines = 3
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
        scroll.scroll(to: row)
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
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom: _ = scroll.apply(request)
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
        switch event.kind {
        case .wheelUp: scroll.scroll(by: -Self.wheelLines)
        case .wheelDown: scroll.scroll(by: Self.wheelLines)
        case .press:
            if let link = link(atRow: event.row, column: event.column) {
                selectedLink = link
                let place = body.links[link]
                presenter?.didActivateLink(target: place.target, destination: place.destination)
            }
        case .release, .doubleClick: break
        }
        clampScroll()
        needsRedraw = true
        return true
    }

    /// The README link drawn at a screen cell, if any.
    private func link(atRow screenRow: Int, column: Int) -> Int? {
        let index = scroll.offset + screenRow - Self.bodyTop
        guard screenRow >= Self.bodyTop, screenRow - Self.bodyTop < visibleRows, index < body.rowCount else {
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
        for offset in 0..<visibleRows {
            let index = scroll.offset + offset
            guard index < body.rowCount, top + offset < size.rows - 1 else { break }
            for run in body.row(index).runs {
                if run.fillWidth > 0 {
                    surface.fill(row: top + offset, column: run.column, width: run.fillWidth, style: TextStyle(run.style))
                } else {
                    let style = run.link != nil && run.link == selectedLink ? TextStyle.selectedLink : TextStyle(run.style)
                    surface.put(run.text, row: top + offset, column: run.column,
                                maxWidth: size.columns - run.column, style: style)
                }
            }
        }
        // "↓ more" only where the whole of it fits after the status: never a word cut in half.
        let more = scroll.hasMoreBelow ? " · ↓ more" : ""
        let fits = DisplayWidth.of(model.status) + DisplayWidth.of(more) <= size.columns
        surface.put(model.status + (fits ? more : ""), row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    // MARK: Layout and scrolling

    /// Lays the body out again for a new size, keeping the reader's place.
    private func apply(_ size: TerminalSize) {
        // Title, a blank line, the body, the status line.
        visibleRows = max(size.rows - 3, 1)
        if size.columns != columns {
            let place = readingPlace()
            columns = size.columns
            relayout(keeping: place)
        }
        clampScroll()
    }

    /// What the reader is looking at: the top row's position, or nil at the very top.
    private func readingPlace() -> ReadingPosition? {
        guard scroll.offset > 0, scroll.offset < body.rowCount else { return nil }
        return body.row(scroll.offset).position
    }

    private func relayout(keeping place: ReadingPosition?) {
        let links = body.links
        let selected = selectedLink.flatMap { $0 < links.count ? links[$0] : nil }
        body = layout.body(for: model.content, columns: columns, showsColor: showsColor)
        clampScroll()
        if let place, let row = body.row(nearest: place) { scroll.scroll(to: row) }
        // The same link stays selected: the same link of the README, not the first one to the same
        // address (a narrow table may have dropped links before it, so indices can shift).
        let newLinks = body.links
        selectedLink = selected.flatMap { link in newLinks.firstIndex { $0.source == link.source } }
    }

    /// Tells the scroll model how many rows there are and how many fit.
    private func clampScroll() {
        scroll.visibleRows = visibleRows
        scroll.contentRows = body.rowCount
    }

    // MARK: Links

    /// Tab (`step` 1) / Shift-Tab (-1): the next / previous link in reading order, scrolled into
    /// view. From a selection scrolled out of sight, the search starts at what is on screen.
    private func selectLink(step: Int) {
        let links = body.links
        guard let next = LinkCycle.next(after: selectedLink, step: step,
                                        links: links.map { $0.firstRow...max($0.firstRow, $0.lastRow) },
                                        scrollOffset: scroll.offset, visibleRows: visibleRows) else { return }
        selectedLink = next
        reveal(links[next])
        presenter?.didSelectLink(target: links[next].target, destination: links[next].destination)
    }

    private func reveal(_ link: LinkPlace) {
        scroll.reveal(first: link.firstRow, last: link.lastRow)
    }

    private func activateSelectedLink() {
        guard let selectedLink, selectedLink < body.links.count else { return }
        let link = body.links[selectedLink]
        presenter?.didActivateLink(target: link.target, destination: link.destination)
    }
}
