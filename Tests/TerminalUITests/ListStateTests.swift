import XCTest
import TerminalUI

final class ListStateTests: XCTestCase {
    func testUpAndDownAreClamped() {
        var list = ListState(count: 3)
        XCTAssertTrue(list.apply(.moveUp, visibleRows: 10))
        XCTAssertEqual(list.selection, 0)
        _ = list.apply(.moveDown, visibleRows: 10)
        _ = list.apply(.moveDown, visibleRows: 10)
        _ = list.apply(.moveDown, visibleRows: 10)
        XCTAssertEqual(list.selection, 2)
    }

    func testScrollFollowsTheSelection() {
        var list = ListState(count: 100)
        for _ in 0..<12 { _ = list.apply(.moveDown, visibleRows: 10) }
        XCTAssertEqual(list.selection, 12)
        XCTAssertEqual(list.scrollOffset, 3)
        XCTAssertEqual(list.visibleRange(visibleRows: 10), 3..<13)
        for _ in 0..<5 { _ = list.apply(.moveUp, visibleRows: 10) }
        XCTAssertEqual(list.selection, 7)
        XCTAssertEqual(list.scrollOffset, 3)
        for _ in 0..<5 { _ = list.apply(.moveUp, visibleRows: 10) }
        XCTAssertEqual(list.selection, 2)
        XCTAssertEqual(list.scrollOffset, 2)
    }

    func testPaging() {
        var list = ListState(count: 35)
        _ = list.apply(.pageDown, visibleRows: 10)
        XCTAssertEqual(list.selection, 10)
        XCTAssertEqual(list.scrollOffset, 10)
        _ = list.apply(.pageDown, visibleRows: 10)
        _ = list.apply(.pageDown, visibleRows: 10)
        XCTAssertEqual(list.selection, 30)
        XCTAssertEqual(list.scrollOffset, 25)  // no empty rows below the end
        _ = list.apply(.pageDown, visibleRows: 10)
        XCTAssertEqual(list.selection, 34)
        _ = list.apply(.pageUp, visibleRows: 10)
        XCTAssertEqual(list.selection, 24)
        XCTAssertEqual(list.scrollOffset, 15)
        for _ in 0..<5 { _ = list.apply(.pageUp, visibleRows: 10) }
        XCTAssertEqual(list.selection, 0)
        XCTAssertEqual(list.scrollOffset, 0)
    }

    func testTopAndBottom() {
        var list = ListState(count: 50)
        _ = list.apply(.moveToBottom, visibleRows: 10)
        XCTAssertEqual(list.selection, 49)
        XCTAssertEqual(list.scrollOffset, 40)
        _ = list.apply(.moveToTop, visibleRows: 10)
        XCTAssertEqual(list.selection, 0)
        XCTAssertEqual(list.scrollOffset, 0)
    }

    func testOtherRequestsAreNotHandled() {
        var list = ListState(count: 5)
        XCTAssertFalse(list.apply(.open, visibleRows: 3))
        XCTAssertFalse(list.apply(.back, visibleRows: 3))
        XCTAssertFalse(list.apply(KeyRequest("focus-search"), visibleRows: 3))
    }

    func testEmptyList() {
        var list = ListState(count: 0)
        for request in [KeyRequest.moveDown, .moveUp, .pageDown, .pageUp, .moveToBottom, .moveToTop] {
            _ = list.apply(request, visibleRows: 10)
            XCTAssertEqual(list.selection, 0)
            XCTAssertEqual(list.scrollOffset, 0)
        }
        XCTAssertEqual(list.visibleRange(visibleRows: 10), 0..<0)
    }

    func testGrowingKeepsSelectionAndScroll() {
        var list = ListState(count: 100)
        _ = list.apply(.moveToBottom, visibleRows: 20)
        XCTAssertEqual(list.selection, 99)
        XCTAssertEqual(list.scrollOffset, 80)
        list.count = 200  // next page appended
        XCTAssertEqual(list.selection, 99)
        XCTAssertEqual(list.scrollOffset, 80)
        _ = list.apply(.moveDown, visibleRows: 20)
        XCTAssertEqual(list.selection, 100)
        XCTAssertEqual(list.scrollOffset, 81)
    }

    func testShrinkingAndResetClamp() {
        var list = ListState(count: 100)
        _ = list.apply(.moveToBottom, visibleRows: 20)
        list.count = 10
        XCTAssertEqual(list.selection, 9)
        list.ensureVisible(visibleRows: 20)
        XCTAssertEqual(list.scrollOffset, 0)
        list.reset(count: 40)
        XCTAssertEqual(list.count, 40)
        XCTAssertEqual(list.selection, 0)
        XCTAssertEqual(list.scrollOffset, 0)
    }

    func testTallerTerminalShowsMoreRowsAfterResize() {
        var list = ListState(count: 30)
        _ = list.apply(.moveToBottom, visibleRows: 5)
        XCTAssertEqual(list.scrollOffset, 25)
        list.ensureVisible(visibleRows: 20)
        XCTAssertEqual(list.scrollOffset, 10)
        XCTAssertEqual(list.selection, 29)
        list.ensureVisible(visibleRows: 0)  // a terminal too small must not crash
        XCTAssertEqual(list.selection, 29)
    }
}
