/// Selection and scroll of a list of `count` rows shown `visibleRows` at a time.
///
/// Movement is clamped to the rows that exist, the scroll always keeps the selection
/// visible, and growing `count` (another page loaded) keeps selection and scroll in place.
public struct ListState: Equatable, Sendable {
    /// Number of rows; shrinking it clamps selection and scroll.
    public var count: Int {
        didSet {
            count = max(count, 0)
            clamp()
        }
    }
    /// Index of the selected row (0 when the list is empty).
    public var selection: Int
    /// Index of the first row shown.
    public var scrollOffset: Int

    public init(count: Int = 0, selection: Int = 0, scrollOffset: Int = 0) {
        self.count = max(count, 0)
        self.selection = selection
        self.scrollOffset = scrollOffset
        clamp()
    }

    /// Applies a movement request. Returns true when the request is a movement (even at an
    /// edge, where nothing changes), false for other requests, which are left to the caller.
    public mutating func apply(_ request: KeyRequest, visibleRows: Int) -> Bool {
        let page = min(max(visibleRows, 1), max(count, 1))
        switch request {
        case .moveUp:
            selection -= 1
        case .moveDown:
            selection += 1
        case .pageUp:
            selection -= page
            scrollOffset -= page
        case .pageDown:
            selection += page
            scrollOffset += page
        case .moveToTop:
            selection = 0
        case .moveToBottom:
            selection = count - 1
        default:
            return false
        }
        clamp()
        ensureVisible(visibleRows: visibleRows)
        return true
    }

    /// Adjusts the scroll so the selection is on screen and no rows are wasted below the end.
    public mutating func ensureVisible(visibleRows: Int) {
        clamp()
        guard visibleRows > 0 else {
            scrollOffset = selection
            return
        }
        scrollOffset = min(scrollOffset, max(count - visibleRows, 0))
        if selection < scrollOffset {
            scrollOffset = selection
        } else if selection >= scrollOffset + visibleRows {
            scrollOffset = selection - visibleRows + 1
        }
    }

    /// Scrolls by `lines` (negative: up), as a mouse wheel does, keeping the selection on
    /// screen by moving it along only when it would leave the view.
    public mutating func scroll(by lines: Int, visibleRows: Int) {
        let rows = max(visibleRows, 1)
        scrollOffset = min(max(scrollOffset + lines, 0), max(count - rows, 0))
        selection = min(max(selection, scrollOffset), scrollOffset + rows - 1)
        clamp()
    }

    /// Selects the row shown `offset` rows below the top of the view; false when no row is there.
    public mutating func select(visibleOffset offset: Int, visibleRows: Int) -> Bool {
        let index = scrollOffset + offset
        guard offset >= 0, offset < max(visibleRows, 1), index < count else { return false }
        selection = index
        return true
    }

    /// A new list: `count` rows, first one selected, scrolled to the top.
    public mutating func reset(count: Int) {
        self.count = count
        selection = 0
        scrollOffset = 0
    }

    /// The rows on screen: `scrollOffset ..< min(scrollOffset + visibleRows, count)`.
    public func visibleRange(visibleRows: Int) -> Range<Int> {
        let start = min(max(scrollOffset, 0), count)
        return start..<(start + min(max(visibleRows, 0), count - start))
    }

    private mutating func clamp() {
        let last = max(count - 1, 0)
        selection = min(max(selection, 0), last)
        scrollOffset = min(max(scrollOffset, 0), last)
    }
}
