import TerminalUI
import Testing

/// The one scroll model: moving keys, pages with a row of context, jumps, the wheel and
/// revealing a range, always within the rows that exist.
@Suite struct ScrollPositionTests {
    @Test func movesClampToTheRowsThatExist() {
        var scroll = ScrollPosition(contentRows: 10, visibleRows: 4)
        let movedUp = scroll.apply(.moveUp)
        #expect(movedUp)
        #expect(scroll.offset == 0)
        _ = scroll.apply(.pageDown)
        #expect(scroll.offset == 3, "a page keeps one row of context")
        _ = scroll.apply(.moveToBottom)
        #expect(scroll.offset == 6)
        #expect(!scroll.hasMoreBelow)
        let opened = scroll.apply(.open)
        #expect(!opened, "other requests are the caller's")
    }

    @Test func absurdStepsSaturate() {
        var scroll = ScrollPosition(contentRows: 10, visibleRows: 4)
        scroll.scroll(by: .max)
        #expect(scroll.offset == 6)
        scroll.scroll(by: .min)
        #expect(scroll.offset == 0)
    }

    @Test func revealScrollsAsLittleAsNeededAndShrinkingContentClamps() {
        var scroll = ScrollPosition(contentRows: 100, visibleRows: 10)
        scroll.reveal(first: 30, last: 31)
        #expect(scroll.offset == 22)
        scroll.reveal(first: 25, last: 25)
        #expect(scroll.offset == 22, "already on screen")
        scroll.reveal(first: 5, last: 6)
        #expect(scroll.offset == 5)
        scroll.scroll(to: 80)
        scroll.contentRows = 20
        #expect(scroll.offset == 10)
    }
}
