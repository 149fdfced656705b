import Markdown
import ScreenKit
import TerminalUI
import Testing

/// The reading state the detail's README and a release's notes share: scrolling, Tab through
/// links, the link under a click, the same link kept across a re-layout.
struct DocumentReadingTests {
    private struct Link: ScreenLink, Equatable {
        var target: String
        var destination: LinkDestination
        var source: Int
        var rows: ClosedRange<Int>
    }

    private func links(_ rows: [ClosedRange<Int>], firstSource: Int = 0) -> [Link] {
        rows.enumerated().map { Link(target: "l\($0.offset)", destination: .web("https://x/\($0.offset)"),
                                     source: firstSource + $0.offset, rows: $0.element) }
    }

    private func reading(rows: Int, visible: Int) -> DocumentReading {
        var reading = DocumentReading()
        reading.visibleRows = visible
        reading.fit(contentRows: rows)
        return reading
    }

    @Test func tabSelectsTheNextLinkAndScrollsItIntoView() {
        var reading = reading(rows: 100, visible: 10)
        let all = links([2...2, 40...41, 90...90])
        let first = reading.selectLink(step: 1, in: all)
        #expect(first?.source == 0)
        #expect(reading.scroll.offset == 0)
        let second = reading.selectLink(step: 1, in: all)
        #expect(second?.source == 1)
        #expect((reading.scroll.offset...(reading.scroll.offset + 9)).contains(41))
        let back = reading.selectLink(step: -1, in: all)
        #expect(back?.source == 0)
        let none = reading.selectLink(step: 1, in: [Link]())
        #expect(none == nil)
    }

    @Test func theWheelScrollsThreeRowsAndAClickFindsTheBodyRowUnderIt() {
        var reading = reading(rows: 100, visible: 10)
        let wheeled = reading.scroll(for: MouseEvent(.wheelDown, row: 5, column: 5))
        #expect(wheeled)
        #expect(reading.scroll.offset == DocumentReading.wheelLines)
        let pressScrolled = reading.scroll(for: MouseEvent(.press, row: 5, column: 5))
        #expect(!pressScrolled)
        #expect(reading.bodyRow(atScreenRow: 2, top: 2, rowCount: 100) == 3)
        #expect(reading.bodyRow(atScreenRow: 1, top: 2, rowCount: 100) == nil)
        #expect(reading.bodyRow(atScreenRow: 12, top: 2, rowCount: 100) == nil)
        #expect(reading.bodyRow(atScreenRow: 5, top: 2, rowCount: 5) == nil)
    }

    @Test func theSameLinkOfTheDocumentStaysSelectedWhenARelayoutDropsLinksBeforeIt() {
        var reading = reading(rows: 100, visible: 10)
        let wide = links([1...1, 3...3, 5...5])
        _ = reading.selectLink(step: 1, in: wide)
        _ = reading.selectLink(step: 1, in: wide)
        _ = reading.selectLink(step: 1, in: wide)
        let selected = reading.selected(in: wide)
        #expect(selected?.source == 2)
        // Narrower: the link of source 0 is gone, so the selected one is now the second.
        let narrow = links([4...4, 8...9], firstSource: 1)
        reading.keepSelection(of: selected, in: narrow)
        #expect(reading.selectedLink == 1)
        reading.keepSelection(of: selected, in: links([4...4]))
        #expect(reading.selectedLink == nil)
    }
}
