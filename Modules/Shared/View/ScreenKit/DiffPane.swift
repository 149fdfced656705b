import PresentationKit
import RepositoryBrowsing
import TerminalUI

/// A diff view's lines between the breadcrumb (and the row under it) and the status line (the
/// commit screen's, a pull request's files): where they are scrolled to, the moving keys, Tab and
/// Shift-Tab from file to file, the wheel, the search in the lines (`/`, `n`, `N`), and the lines
/// on screen drawn with `putDiffLine`, their matches marked.
public struct DiffPane: Equatable {
    /// Rows above the lines (the breadcrumb, a row under it) and below them (the status line).
    public static let rowsAbove = 2
    public static let rowsBelow = 1

    public private(set) var lines = DiffTextLines()
    /// The index in `lines` of each file's heading, in order.
    public private(set) var fileStarts: [Int] = []
    private var scroll = ScrollPosition()
    /// The search in the lines' text (`/`, `n`, `N`).
    public private(set) var find = TextFind()

    public init() {}

    /// The first line shown.
    public var offset: Int { scroll.offset }
    /// The last line on screen (or where it would be).
    public var lastLineShown: Int { scroll.offset + scroll.visibleRows - 1 }
    /// `StatusLine.moreBelow` while lines are below the screen, else "".
    public var moreBelow: String { scroll.hasMoreBelow ? StatusLine.moreBelow : "" }

    /// New lines: the place is kept where it can be.
    public mutating func show(_ lines: DiffTextLines, fileStarts: [Int]) {
        self.lines = lines
        self.fileStarts = fileStarts
        scroll.contentRows = lines.count
        if find.isActive { find.retext(Self.searchableText(lines)) }
    }

    /// The lines' text as drawn from the margin on, for the search.
    private static func searchableText(_ lines: DiffTextLines) -> TextMatcher {
        var bytes: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            for run in line.runs { bytes.append(contentsOf: run.text.utf8) }
        }
        return TextMatcher(bytes: bytes)
    }

    /// The search's keys first (see `TextFind.take`): true when the key was the search's, the
    /// current match brought on screen; `/` is looked up in `context`.
    public mutating func takeFindKey(_ key: KeyPress, bindings: KeyBindings, context: KeyContext) -> Bool {
        let lines = self.lines
        switch find.take(key, bindings: bindings, context: context, topLine: offset,
                         text: { Self.searchableText(lines) }) {
        case .notHandled:
            return false
        case .handled:
            return true
        case .reveal(let line):
            scroll.revealMatch(line: line)
            return true
        }
    }

    /// A terminal of `size`.
    public mutating func resize(to size: TerminalSize) {
        scroll.visibleRows = max(size.rows - Self.rowsAbove - Self.rowsBelow, 1)
    }

    /// Applies a moving key, or Tab / Shift-Tab (the next / previous file's heading to the top);
    /// false for any other request.
    public mutating func apply(_ request: KeyRequest) -> Bool {
        switch request {
        case .nextFile:
            if let start = fileStarts.first(where: { $0 > offset }) { scroll.scroll(to: start) }
            return true
        case .previousFile:
            scroll.scroll(to: fileStarts.last(where: { $0 < offset }) ?? 0)
            return true
        default:
            return scroll.apply(request)
        }
    }

    /// Scrolls for a notch of the wheel; false for any other mouse event.
    public mutating func scroll(for event: MouseEvent) -> Bool {
        scroll.scroll(for: event)
    }

    /// Back to the first line.
    public mutating func scrollToTop() {
        scroll.scroll(to: 0)
    }

    /// Scrolls as little as needs be for line `line` to be on screen.
    public mutating func reveal(line: Int) {
        scroll.reveal(first: line, last: line)
    }

    /// The lines on screen, from the row under the breadcrumb's to the one above the status line;
    /// `selectedRun` (a line and a run of it) is drawn as the selected link.
    @MainActor
    public func draw(on surface: DrawingSurface, selectedRun: (line: Int, run: Int)? = nil) {
        let size = surface.size
        for index in 0..<scroll.visibleRows {
            let line = offset + index
            let row = Self.rowsAbove + index
            guard line < lines.count, row < size.rows - Self.rowsBelow else { break }
            surface.putDiffLine(lines[line], row: row, width: size.columns,
                                selectedRun: selectedRun?.line == line ? selectedRun?.run : nil)
            surface.putFindMatches(find, line: line, row: row, column: 1, right: size.columns)
        }
    }
}
