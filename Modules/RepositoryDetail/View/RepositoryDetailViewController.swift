import Markdown
import TerminalUI

/// Draws a repository's details, language bar and README; scrolls them keeping the reader's
/// place across re-wraps and updates; selects README links with Tab / Shift-Tab and forwards
/// Enter on one, and `o`, to its Presenter. Back keys are left to the navigation stack.
@MainActor
public final class RepositoryDetailViewController: Screen, RepositoryDetailView {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryDetailViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryDetailViewModel()
    private var body = DetailBody()
    private var appearance = ScreenAppearance()
    private var columns = 80
    private var showsColor = true
    private var visibleRows = 1
    private var scrollOffset = 0
    /// The README link Tab selected, by its index in reading order.
    private var selectedLink: Int?
    private var readmeCache: ReadmeLayoutCache?

    /// A README laid out once for a width and colour mode. Comparing documents is cheap when the
    /// Presenter hands the same one again (arrays compare their storage first).
    private struct ReadmeLayoutCache {
        var document: MarkdownDocument
        var columns: Int
        var showsColor: Bool
        var body: DetailBody
    }

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: RepositoryDetailView

    public func display(_ viewModel: RepositoryDetailViewModel) {
        let place = readingPlace()
        model = viewModel
        relayout(keeping: place)
    }

    public func scrollToHeading(anchor: String) -> Bool {
        guard let row = body.headings[anchor] else { return false }
        scrollOffset = row
        clampScroll()
        return true
    }

    // MARK: Screen

    public func handle(key: KeyPress) -> Bool {
        // TEMPORARY until the key table has link requests.
        if key == .tab { selectLink(step: 1); return true }
        if key == .backTab { selectLink(step: -1); return true }
        guard let request = bindings.request(for: key) else { return false }
        switch request {
        case .moveUp: scrollOffset -= 1
        case .moveDown: scrollOffset += 1
        case .pageUp: scrollOffset -= max(visibleRows - 1, 1)
        case .pageDown: scrollOffset += max(visibleRows - 1, 1)
        case .moveToTop: scrollOffset = 0
        case .moveToBottom: scrollOffset = body.rows.count
        case .openInBrowser: presenter?.didRequestOpenInBrowser()
        case .open: activateSelectedLink()
        case .focusSearch: break
        case .back, .quit, .help: return false
        }
        clampScroll()
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        let changes = appearance.draw(columns: size.columns)
        // The first draw is when the screen appears: the Presenter's cue to start.
        if changes.isFirstDraw { presenter?.viewDidLoad() }
        if let columns = changes.newColumns { presenter?.viewDidResize(columns: columns) }
        layOut(size: size, showsColor: surface.showsColor)
        surface.hideCursor()
        surface.put(model.title, row: 0, column: 1, maxWidth: size.columns - 1, style: .title)
        let top = 2
        for offset in 0..<visibleRows {
            let index = scrollOffset + offset
            guard index < body.rows.count, top + offset < size.rows - 1 else { break }
            for run in body.rows[index].runs {
                if run.fillWidth > 0 {
                    surface.fill(row: top + offset, column: run.column, width: run.fillWidth, style: run.style)
                } else {
                    let style = run.link != nil && run.link == selectedLink ? TextStyle.selectedLink : run.style
                    surface.put(run.text, row: top + offset, column: run.column,
                                maxWidth: size.columns - run.column, style: style)
                }
            }
        }
        let more = scrollOffset + visibleRows < body.rows.count ? " · ↓ more" : ""
        surface.put(model.status + more, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    // MARK: Layout and scrolling

    /// Lays the body out again when the width or the colour mode changed.
    private func layOut(size: TerminalSize, showsColor: Bool) {
        // Title, a blank line, the body, the status line.
        visibleRows = max(size.rows - 3, 1)
        if size.columns != columns || showsColor != self.showsColor {
            let place = readingPlace()
            columns = size.columns
            self.showsColor = showsColor
            relayout(keeping: place)
        }
        clampScroll()
    }

    /// What the reader is looking at: the top row's position, or nil at the very top.
    private func readingPlace() -> ReadingPosition? {
        guard scrollOffset > 0, scrollOffset < body.rows.count else { return nil }
        return body.rows[scrollOffset].position
    }

    private func relayout(keeping place: ReadingPosition?) {
        let selected = selectedLink.flatMap { $0 < body.links.count ? body.links[$0] : nil }
        body = DetailBodyLayout.body(for: model, columns: columns, showsColor: showsColor, readme: readmeBody())
        if let place, let row = body.row(nearest: place) { scrollOffset = row }
        clampScroll()
        // The same link stays selected (a narrow table may have dropped links before it).
        selectedLink = selected.flatMap { link in
            let same = body.links.indices.filter { body.links[$0].target == link.target }
            return same.first { body.links[$0].lastRow >= scrollOffset } ?? same.first
        }
    }

    /// The README laid out at the current width, from the cache when the README, width and
    /// colour mode are those it was laid out for.
    private func readmeBody() -> DetailBody? {
        guard case .document(let document, _) = model.readme else {
            readmeCache = nil
            return nil
        }
        if let cache = readmeCache, cache.columns == columns, cache.showsColor == showsColor,
           cache.document == document {
            return cache.body
        }
        let body = DetailBodyLayout.readmeBody(document, columns: columns, showsColor: showsColor)
        readmeCache = ReadmeLayoutCache(document: document, columns: columns, showsColor: showsColor, body: body)
        return body
    }

    private func clampScroll() {
        scrollOffset = min(max(scrollOffset, 0), max(body.rows.count - visibleRows, 0))
    }

    // MARK: Links

    /// Tab (`step` 1) / Shift-Tab (-1): the next / previous link in reading order, scrolled into
    /// view. From a selection scrolled out of sight, the search starts at what is on screen.
    private func selectLink(step: Int) {
        let links = body.links
        guard !links.isEmpty else { return }
        let bottom = scrollOffset + visibleRows
        let next: Int
        if let current = selectedLink, links[current].lastRow >= scrollOffset, links[current].firstRow < bottom {
            next = (current + step + links.count) % links.count
        } else if step > 0 {
            next = links.firstIndex { $0.firstRow >= scrollOffset } ?? 0
        } else {
            next = links.lastIndex { $0.lastRow < bottom } ?? links.count - 1
        }
        selectedLink = next
        reveal(links[next])
        presenter?.didSelectLink(target: links[next].target, destination: links[next].destination)
    }

    private func reveal(_ link: LinkPlace) {
        if link.firstRow < scrollOffset {
            scrollOffset = link.firstRow
        } else if link.lastRow >= scrollOffset + visibleRows {
            scrollOffset = link.lastRow - visibleRows + 1
        }
        clampScroll()
    }

    private func activateSelectedLink() {
        guard let selectedLink, selectedLink < body.links.count else { return }
        let link = body.links[selectedLink]
        presenter?.didActivateLink(target: link.target, destination: link.destination)
    }
}
