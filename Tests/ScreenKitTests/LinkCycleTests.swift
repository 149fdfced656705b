import ScreenKit
import Testing

/// Tab / Shift-Tab through a document's links, as the detail's README and a release's notes do.
@Suite struct LinkCycleTests {
    /// Links on rows 2, 5…6 (wrapped) and 30.
    private let links = [2...2, 5...6, 30...30]

    @Test func withNothingSelectedTabStartsAtWhatIsOnScreen() {
        #expect(LinkCycle.next(after: nil, step: 1, links: links, scrollOffset: 0, visibleRows: 10) == 0)
        #expect(LinkCycle.next(after: nil, step: 1, links: links, scrollOffset: 4, visibleRows: 10) == 1)
        #expect(LinkCycle.next(after: nil, step: -1, links: links, scrollOffset: 0, visibleRows: 10) == 1)
        // Past the last link: back to the first.
        #expect(LinkCycle.next(after: nil, step: 1, links: links, scrollOffset: 31, visibleRows: 10) == 0)
    }

    @Test func aVisibleSelectionStepsAndWrapsAround() {
        #expect(LinkCycle.next(after: 0, step: 1, links: links, scrollOffset: 0, visibleRows: 10) == 1)
        #expect(LinkCycle.next(after: 0, step: -1, links: links, scrollOffset: 0, visibleRows: 10) == 2)
        #expect(LinkCycle.next(after: 2, step: 1, links: links, scrollOffset: 25, visibleRows: 10) == 0)
    }

    @Test func aSelectionScrolledOutOfSightStartsAgainFromTheScreen() {
        #expect(LinkCycle.next(after: 0, step: 1, links: links, scrollOffset: 25, visibleRows: 10) == 2)
        #expect(LinkCycle.next(after: 7, step: 1, links: links, scrollOffset: 0, visibleRows: 10) == 0)
        #expect(LinkCycle.next(after: nil, step: 1, links: [], scrollOffset: 0, visibleRows: 10) == nil)
    }
}
