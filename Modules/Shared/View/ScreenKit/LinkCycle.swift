/// Tab / Shift-Tab through a document's links on a scrolling screen: which link comes next
/// (`ScrollPosition.reveal` then brings it into view). Links are given by the rows they cover, in
/// reading order.
public enum LinkCycle {
    /// The link to select after `current` (`step` 1: next, -1: previous). From a selection
    /// scrolled out of sight (or none), the search starts at what is on screen. Nil without links.
    public static func next(after current: Int?, step: Int, links: [ClosedRange<Int>], scrollOffset: Int,
                            visibleRows: Int) -> Int? {
        guard !links.isEmpty else { return nil }
        let bottom = scrollOffset + visibleRows
        if let current, links.indices.contains(current), links[current].upperBound >= scrollOffset,
           links[current].lowerBound < bottom {
            return (current + step % links.count + links.count) % links.count
        } else if step > 0 {
            return links.firstIndex { $0.lowerBound >= scrollOffset } ?? 0
        } else {
            return links.lastIndex { $0.upperBound < bottom } ?? links.count - 1
        }
    }
}
