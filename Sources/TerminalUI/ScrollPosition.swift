/// Where scrolling text is: the first of `contentRows` rows shown, `visibleRows` at a time.
/// The one scroll model of every screen that scrolls text (the detail and its README, the help
/// screen, a file, a commit): moving keys, the wheel and jumps clamp to the rows that exist.
public struct ScrollPosition: Equatable, Sendable {
    /// The first row shown.
    public private(set) var offset = 0
    /// How many rows there are to show.
    public var contentRows = 0 { didSet { clamp() } }
    /// How many rows fit on screen.
    public var visibleRows = 1 { didSet { clamp() } }

    public init(contentRows: Int = 0, visibleRows: Int = 1) {
        self.contentRows = max(contentRows, 0)
        self.visibleRows = max(visibleRows, 1)
    }

    /// The largest offset: the last row at the bottom of the screen.
    public var maximumOffset: Int { max(contentRows - visibleRows, 0) }

    /// Whether rows follow below the screen.
    public var hasMoreBelow: Bool { offset + visibleRows < contentRows }

    /// Applies a moving request (a page keeps one row of context). Returns false for any other
    /// request, which is left to the caller.
    public mutating func apply(_ request: KeyRequest) -> Bool {
        let page = max(visibleRows - 1, 1)
        switch request {
        case .moveUp: scroll(by: -1)
        case .moveDown: scroll(by: 1)
        case .pageUp: scroll(by: -page)
        case .pageDown: scroll(by: page)
        case .moveToTop: scroll(to: 0)
        case .moveToBottom: scroll(to: maximumOffset)
        default: return false
        }
        return true
    }

    /// Moves by `rows` (negative: up), clamped; saturating, whatever `rows` is.
    public mutating func scroll(by rows: Int) {
        scroll(to: offset.addingReportingOverflow(rows).overflow ? (rows < 0 ? 0 : maximumOffset) : offset + rows)
    }

    /// Shows `row` at the top (as far as the end allows).
    public mutating func scroll(to row: Int) {
        offset = row
        clamp()
    }

    /// Scrolls as little as needed for rows `first...last` to be on screen.
    public mutating func reveal(first: Int, last: Int) {
        if first < offset {
            scroll(to: first)
        } else if last >= offset + visibleRows {
            scroll(to: last - visibleRows + 1)
        }
    }

    private mutating func clamp() {
        offset = min(max(offset, 0), maximumOffset)
    }
}
