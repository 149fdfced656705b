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
public final class ReleaseViewController: Screen, ReleaseView {
    /// Set by the Router when it assembles the module.
    public var presenter: ReleaseViewPresentation?

    private let bindings: KeyBindings
    private var model = ReleaseViewModel()
    private var body = ReleaseBody(model: ReleaseViewModel(), columns: 80, notes: nil)
    private var columns = 80
    private var showsColor = true
    /// Where the release is scrolled to, and the link of its notes Tab selected.
    private var reading = DocumentReading()
    /// The notes laid out for a width and colour mode (laid out again only when one changes).
    private var notesCache: (document: MarkdownDocument, columns: Int, showsColor: Bool, layout: BlockwiseLayout)?

    /// The first screen row of the body (under the breadcrumb and a blank row).
    private static let bodyTop = 2
    public var needsRedraw = true
    public let keyContext: KeyContext = .release

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: ReleaseView

    public func display(_ viewModel: ReleaseViewModel) {
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
        default: return false // back, quit, help: the navigation stack's
        }
        needsRedraw = true
        return true
    }

    /// The wheel scrolls; a click on link text selects the link and follows it.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        if !reading.scroll(for: event), event.kind == .press,
           let index = reading.bodyRow(atScreenRow: event.row, top: Self.bodyTop, rowCount: body.rowCount),
           let link = body.runs(index).first(where: { run in
               run.link != nil && event.column >= run.column && event.column < run.column + DisplayWidth.of(run.text)
           })?.link, link < body.links.count {
            reading.selectedLink = link
            let place = body.links[link]
            presenter?.didActivateLink(target: place.target, destination: place.destination)
        }
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        if surface.showsColor != showsColor {
            // Without colour, links are laid out in brackets.
            let place = readingPlace()
            showsColor = surface.showsColor
            relayout(keeping: place)
        }
        surface.hideCursor()
        surface.put(model.title, row: 0, column: 1, maxWidth: max(size.columns - 1, 0), style: .title)
        for offset in 0..<reading.visibleRows {
            let index = reading.scroll.offset + offset
            guard index < body.rowCount, Self.bodyTop + offset < size.rows - 1 else { break }
            for run in body.runs(index) {
                let style = run.link != nil && run.link == reading.selectedLink ? TextStyle.selectedLink : run.style
                surface.put(run.text, row: Self.bodyTop + offset, column: run.column,
                            maxWidth: max(size.columns - run.column, 0), style: style)
            }
        }
        let more = reading.scroll.hasMoreBelow ? " · ↓ more" : ""
        surface.put(model.status + more, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    // MARK: Layout and scrolling

    private func apply(_ size: TerminalSize) {
        // The breadcrumb, a blank line, the body, the status line.
        reading.visibleRows = max(size.rows - 3, 1)
        if size.columns != columns {
            let place = readingPlace()
            columns = size.columns
            relayout(keeping: place)
        }
        clampScroll()
    }

    /// What the reader is looking at: the top row's position, or nil at the very top.
    private func readingPlace() -> ReleasePosition? {
        guard reading.scroll.offset > 0, reading.scroll.offset < body.rowCount else { return nil }
        return body.position(reading.scroll.offset)
    }

    private func relayout(keeping place: ReleasePosition?) {
        let selected = reading.selected(in: body.links)
        body = ReleaseBody(model: model, columns: columns, notes: notesLayout())
        clampScroll()
        if let place { reading.scroll.scroll(to: body.row(for: place)) }
        reading.keepSelection(of: selected, in: body.links)
    }

    /// The notes laid out at the current width, from the cache when they, the width and the
    /// colour mode are those they were laid out for.
    private func notesLayout() -> BlockwiseLayout? {
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

    /// Tells the scroll model how many rows there are and how many fit.
    private func clampScroll() {
        reading.fit(contentRows: body.rowCount)
    }

    // MARK: Links

    private func selectLink(step: Int) {
        guard let link = reading.selectLink(step: step, in: body.links) else { return }
        presenter?.didSelectLink(target: link.target, destination: link.destination)
    }

    private func activateSelectedLink() {
        guard let link = reading.selected(in: body.links) else { return }
        presenter?.didActivateLink(target: link.target, destination: link.destination)
    }
}
