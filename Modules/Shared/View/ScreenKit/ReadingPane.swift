import PresentationKit
import TerminalUI
import TextCells

/// A reading screen's state over its laid-out body (the detail's README, a release's notes):
/// where it is scrolled and which link is selected (`DocumentReading`), the width and colour mode
/// the body was laid out for, and the rule both screens keep: a new layout (a new width, colour
/// mode or model) keeps the reader's place and the selected link.
public struct ReadingPane<Body: ReadableBody> {
    /// Where the body is scrolled to, how many rows fit, and the link Tab selected.
    public private(set) var reading = DocumentReading()
    public private(set) var body: Body
    /// The width and colour mode `body` was laid out for.
    public private(set) var columns = 80
    public private(set) var showsColor = true
    /// The first screen row of the body; the last screen row is the status line's.
    public let top: Int

    public init(body: Body, top: Int) {
        self.body = body
        self.top = top
    }

    /// Lays the body out again with `layout` (given the width and colour mode), keeping the
    /// reader's place and the selected link.
    public mutating func relayout(_ layout: (_ columns: Int, _ showsColor: Bool) -> Body) {
        let place = readingPlace()
        let selected = reading.selected(in: body.links)
        body = layout(columns, showsColor)
        if let place, let row = body.row(showing: place) {
            scroll(toRow: row)
        } else {
            fit()
        }
        reading.keepSelection(of: selected, in: body.links)
    }

    /// A terminal of `size`: the body gets the rows between `top` and the status line; a new
    /// width lays it out again.
    public mutating func resize(to size: TerminalSize, _ layout: (_ columns: Int, _ showsColor: Bool) -> Body) {
        reading.visibleRows = max(size.rows - top - 1, 1)
        if size.columns != columns {
            columns = size.columns
            relayout(layout)
        }
        fit()
    }

    /// The surface's colour mode; a change lays the body out again (without colour, links are
    /// laid out in brackets).
    public mutating func setShowsColor(_ showsColor: Bool, _ layout: (_ columns: Int, _ showsColor: Bool) -> Body) {
        guard showsColor != self.showsColor else { return }
        self.showsColor = showsColor
        relayout(layout)
    }

    /// Scrolls for a scroll request (up, down, a page, the top, the end); false for any other.
    public mutating func scroll(_ request: KeyRequest) -> Bool {
        defer { fit() }
        if request == .moveToBottom {
            body.prepare(throughRow: Int.max)
            fit()
        }
        return reading.apply(request)
    }

    /// Scrolls so that body row `row` is the top one (as far as the body lets it).
    public mutating func scroll(toRow row: Int) {
        body.prepare(throughRow: Self.adding(row, 2 * reading.visibleRows))
        fit()
        reading.scroll.scroll(to: row)
        fit()
    }

    /// Brings body row `row` (a search's current match) on screen.
    public mutating func revealMatch(row: Int) {
        fit()
        reading.scroll.revealMatch(line: row)
    }

    /// Scrolls to a heading of the document; false when there is no such heading.
    public mutating func scrollToHeading(anchor: String) -> Bool {
        guard let row = body.headingRow(anchor) else { return false }
        reading.scroll.scroll(to: row)
        return true
    }

    /// The wheel scrolls; a press on a link's text selects that link and returns it.
    public mutating func handle(_ event: MouseEvent) -> Body.Link? {
        defer { fit() }
        guard !reading.scroll(for: event), event.kind == .press,
              let row = reading.bodyRow(atScreenRow: event.row, top: top, rowCount: body.rowCount),
              let link = body.link(atRow: row, column: event.column), body.links.indices.contains(link) else {
            return nil
        }
        reading.selectedLink = link
        return body.links[link]
    }

    /// Tab (`step` 1) / Shift-Tab (-1): the next / previous link in reading order, scrolled into
    /// view; nil without links.
    public mutating func selectLink(step: Int) -> Body.Link? {
        defer { fit() }
        var trial = reading
        let before = reading.selectedLink
        if let link = trial.selectLink(step: step, in: body.links), let after = trial.selectedLink,
           !Self.wrapped(step: step, from: before, to: after, link: link, reading: reading) {
            reading = trial
            return link
        }
        // Wrapped around (or no link yet): the next one may be in rows not laid out yet.
        body.prepare(throughRow: Int.max)
        fit()
        return reading.selectLink(step: step, in: body.links)
    }

    /// Whether going from link `before` to `after` (which is `link`) went round the end of the
    /// body (or from the screen, to a link behind it).
    private static func wrapped(step: Int, from before: Int?, to after: Int, link: Body.Link,
                                reading: DocumentReading) -> Bool {
        if step > 0 {
            if let before, after <= before { return true }
            return link.rows.lowerBound < reading.scroll.offset
        }
        if let before, after >= before { return true }
        return link.rows.lowerBound >= adding(reading.scroll.offset, reading.visibleRows)
    }

    /// `a + b`, saturating.
    private static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    /// The link Tab selected, if any.
    public var selectedLink: Body.Link? { reading.selected(in: body.links) }

    /// Whether `link` (an index in the body's links) is the selected one.
    public func isSelected(link: Int?) -> Bool {
        link != nil && link == reading.selectedLink
    }

    /// The body rows to draw on a screen `screenRows` high, each with the screen row it goes on.
    public func rowsOnScreen(screenRows: Int) -> [(screenRow: Int, bodyRow: Int)] {
        var rows: [(screenRow: Int, bodyRow: Int)] = []
        for offset in 0..<reading.visibleRows {
            let index = reading.scroll.offset + offset
            guard index < body.rowCount, top + offset < screenRows - 1 else { break }
            rows.append((top + offset, index))
        }
        return rows
    }

    /// The status line: `status`, then "· ↓ more" while there is more below and the whole of it
    /// fits in `columns` (never a word cut in half).
    public func statusLine(_ status: String, columns: Int) -> String {
        let more = reading.scroll.hasMoreBelow ? StatusLine.moreBelow : ""
        return DisplayWidth.of(status) + DisplayWidth.of(more) <= columns ? status + more : status
    }

    /// What the reader is looking at: the top row's position, or nil at the very top.
    private func readingPlace() -> Body.Position? {
        guard reading.scroll.offset > 0, reading.scroll.offset < body.rowCount else { return nil }
        return body.position(ofRow: reading.scroll.offset)
    }

    /// Tells the scroll model how many rows there are and how many fit, the body laid out (when
    /// it is laid out as read) through the screen: the first screen of a long conversation lays
    /// out only what it shows (the next page is laid out by the key that goes there).
    private mutating func fit() {
        body.prepare(throughRow: Self.adding(reading.scroll.offset, reading.visibleRows))
        reading.fit(contentRows: body.rowCount)
    }
}
