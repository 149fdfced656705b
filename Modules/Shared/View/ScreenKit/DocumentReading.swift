import TerminalUI

/// Where a reader is in a scrolling document with links (the detail's README, a release's notes),
/// and the moves both screens make on it: scroll keys and the wheel, Tab / Shift-Tab through the
/// links, the link under a click, the same link kept selected across a re-layout.
public struct DocumentReading {
    /// Lines a notch of the mouse wheel scrolls.
    public static let wheelLines = ScrollPosition.wheelLines

    /// Where the body is scrolled to.
    public var scroll = ScrollPosition()
    /// The link Tab selected, by its index in reading order.
    public var selectedLink: Int?
    /// How many body rows fit on screen.
    public var visibleRows = 1

    public init() {}

    /// Tells the scroll model how many rows there are and how many fit.
    public mutating func fit(contentRows: Int) {
        scroll.visibleRows = visibleRows
        scroll.contentRows = contentRows
    }

    /// Scrolls for a scroll request (up, down, a page, the top, the end); false for any other.
    public mutating func apply(_ request: KeyRequest) -> Bool {
        scroll.apply(request)
    }

    /// Scrolls for a notch of the wheel; false for any other mouse event.
    public mutating func scroll(for event: MouseEvent) -> Bool {
        scroll.scroll(for: event)
    }

    /// The body row drawn on `screenRow` when the body starts at screen row `top`, nil outside it.
    public func bodyRow(atScreenRow screenRow: Int, top: Int, rowCount: Int) -> Int? {
        let index = scroll.offset + screenRow - top
        guard screenRow >= top, screenRow - top < visibleRows, index < rowCount else { return nil }
        return index
    }

    /// Tab (`step` 1) / Shift-Tab (-1): selects the next / previous link in reading order and
    /// scrolls it into view; from a selection scrolled out of sight, the search starts at what is
    /// on screen. Returns the link selected, nil without links.
    public mutating func selectLink<Link: ScreenLink>(step: Int, in links: [Link]) -> Link? {
        guard let next = LinkCycle.next(after: selectedLink, step: step, links: links.map(\.rows),
                                        scrollOffset: scroll.offset, visibleRows: visibleRows) else { return nil }
        selectedLink = next
        scroll.reveal(first: links[next].rows.lowerBound, last: links[next].rows.upperBound)
        return links[next]
    }

    /// The selected link, while it is one of `links`.
    public func selected<Link: ScreenLink>(in links: [Link]) -> Link? {
        selectedLink.flatMap { links.indices.contains($0) ? links[$0] : nil }
    }

    /// After a re-layout: `link` (selected before it) stays selected: the same link of the
    /// document, not the first one to the same address (a narrower table may have dropped links
    /// before it, so indices shift).
    public mutating func keepSelection<Link: ScreenLink>(of link: Link?, in links: [Link]) {
        selectedLink = link.flatMap { old in links.firstIndex { $0.source == old.source } }
    }
}
