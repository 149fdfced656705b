import TerminalUI

public extension ScrollPosition {
    /// Brings line `line` (a search's current match) on screen: nothing moves while it is shown;
    /// otherwise it goes a third of the way down, so the lines before it are seen too.
    mutating func revealMatch(line: Int) {
        guard line < offset || line >= offset + visibleRows else { return }
        scroll(to: max(line - visibleRows / 3, 0))
    }
}
