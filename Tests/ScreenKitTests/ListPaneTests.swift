import ScreenKit
import TerminalUI
import Testing

/// The list every list screen draws: how many rows fit between its header and the status line,
/// movement keys, the wheel and the click, and which rows go on which screen row.
@MainActor
struct ListPaneTests {
    /// A pane two rows down on a 10-row screen: 7 rows fit above the status line.
    private func pane(count: Int) -> ListPane {
        var pane = ListPane(top: 0)
        pane.layOut(top: 2, screenRows: 10)
        pane.setCount(count)
        return pane
    }

    @Test func theRowsFitBetweenTheTopAndTheStatusLine() {
        let pane = pane(count: 20)
        #expect(pane.top == 2)
        #expect(pane.visibleRows == 7)
        let rows = pane.rowsOnScreen(screenRows: 10)
        #expect(rows.map(\.screenRow) == Array(2...8))
        #expect(rows.map(\.index) == Array(0...6))
        #expect(rows.filter(\.isSelected).map(\.index) == [0])
    }

    @Test func aTinyScreenDrawsNoRowOverTheStatusLine() {
        var pane = pane(count: 20)
        pane.layOut(top: 2, screenRows: 3)
        #expect(pane.visibleRows == 1)
        #expect(pane.rowsOnScreen(screenRows: 3).isEmpty)
    }

    @Test func movementKeysMoveAndOtherRequestsAreLeftToTheScreen() {
        var pane = pane(count: 20)
        let paged = pane.move(.pageDown)
        #expect(paged && pane.selection == 7)
        let ended = pane.move(.moveToBottom)
        #expect(ended && pane.selection == 19)
        #expect(pane.rowsOnScreen(screenRows: 10).last?.index == 19)
        let refreshed = pane.move(.refresh)
        #expect(!refreshed)
    }

    @Test func theWheelScrollsAClickSelectsADoubleClickOpens() {
        var pane = pane(count: 20)
        let wheeled = pane.handle(MouseEvent(.wheelDown, row: 4, column: 0))
        #expect(wheeled == .scrolled)
        #expect(pane.list.scrollOffset == ListPane.wheelLines)
        #expect(pane.selection == ListPane.wheelLines)
        let pressed = pane.handle(MouseEvent(.press, row: 4, column: 0))
        #expect(pressed == .selected && pane.selection == ListPane.wheelLines + 2)
        let doubleClicked = pane.handle(MouseEvent(.doubleClick, row: 2, column: 0))
        #expect(doubleClicked == .opened && pane.selection == ListPane.wheelLines)
        let missed = pane.handle(MouseEvent(.press, row: 1, column: 0))
        #expect(missed == .missed)
        let released = pane.handle(MouseEvent(.release, row: 4, column: 0))
        #expect(released == .released)
    }

    @Test func anEmptyListHasNoSelectedRowAndShowsItsPlaceholder() {
        let pane = pane(count: 0)
        #expect(pane.selectedRow == nil)
        let surface = InMemorySurface(rows: 10, columns: 30)
        pane.drawPlaceholder("no repositories", on: surface)
        #expect(surface.lines[2].hasPrefix(" no repositories"))
        #expect(surface.styleAt(row: 2, column: 1) == .dim)
    }
}
