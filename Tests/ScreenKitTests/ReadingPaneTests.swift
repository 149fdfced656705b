import Markdown
import ScreenKit
import TerminalUI
import Testing

/// The reading state the detail screen and a release's screen share over their laid-out body: a
/// new width, colour mode or model keeps the reader's place and the selected link; clicks, the
/// wheel, Tab; the rows drawn and the status line.
@MainActor
struct ReadingPaneTests {
    /// A document of 300 one-cell units wrapped `columns` to a row, with links on units 10, 150
    /// and 290 and a heading `middle` on unit 150.
    private struct Wrapped: ReadableBody {
        struct Link: ScreenLink, Equatable {
            var target: String
            var destination: LinkDestination
            var source: Int
            var rows: ClosedRange<Int>
        }

        static let units = 300
        static let linkUnits = [10, 150, 290]
        var columns: Int
        var rowCount: Int { (Self.units + columns - 1) / columns }
        var links: [Link] {
            Self.linkUnits.enumerated().map { index, unit in
                Link(target: "l\(index)", destination: .web("https://x/\(index)"), source: index,
                     rows: (unit / columns)...(unit / columns))
            }
        }

        func headingRow(_ anchor: String) -> Int? { anchor == "middle" ? 150 / columns : nil }
        func position(ofRow row: Int) -> Int { row * columns }
        func row(showing position: Int) -> Int? { position / columns }
        func link(atRow row: Int, column: Int) -> Int? {
            Self.linkUnits.firstIndex { $0 / columns == row && $0 % columns == column }
        }
        func text(ofRow row: Int) -> String { "row \(row)" }
    }

    private final class Layouts {
        var made = 0
        func make(columns: Int, showsColor: Bool) -> Wrapped {
            made += 1
            return Wrapped(columns: columns)
        }
    }

    private func pane(_ layouts: Layouts, size: TerminalSize = TerminalSize(rows: 12, columns: 20)) -> ReadingPane<Wrapped> {
        var pane = ReadingPane(body: Wrapped(columns: 80), top: 2)
        pane.resize(to: size, layouts.make)
        return pane
    }

    @Test func aNewWidthKeepsWhatTheReaderWasLookingAt() {
        let layouts = Layouts()
        var pane = pane(layouts, size: TerminalSize(rows: 5, columns: 20)) // two body rows
        let foundHeading = pane.scrollToHeading(anchor: "middle")
        #expect(foundHeading)
        #expect(pane.reading.scroll.offset == 7) // unit 150 at 20 a row
        pane.resize(to: TerminalSize(rows: 5, columns: 50), layouts.make)
        #expect(pane.body.columns == 50)
        #expect(pane.reading.scroll.offset == 2) // units 100-149 hold unit 140, where row 7 began
        let missingHeading = pane.scrollToHeading(anchor: "nowhere")
        #expect(!missingHeading)
    }

    @Test func theSelectedLinkStaysSelectedAcrossANewLayout() {
        let layouts = Layouts()
        var pane = pane(layouts)
        let first = pane.selectLink(step: 1)
        #expect(first?.source == 0)
        let second = pane.selectLink(step: 1)
        #expect(second?.source == 1)
        pane.resize(to: TerminalSize(rows: 12, columns: 30), layouts.make)
        #expect(pane.selectedLink?.source == 1)
        #expect(pane.selectedLink?.rows == 5...5)
        pane.relayout(layouts.make)
        #expect(pane.selectedLink?.source == 1)
    }

    @Test func onlyANewWidthOrColourModeLaysTheBodyOutAgain() {
        let layouts = Layouts()
        var pane = pane(layouts)
        #expect(layouts.made == 1)
        pane.resize(to: TerminalSize(rows: 40, columns: 20), layouts.make)
        #expect(layouts.made == 1)
        #expect(pane.reading.visibleRows == 37) // under the top two rows, above the status line
        pane.setShowsColor(true, layouts.make)
        #expect(layouts.made == 1)
        pane.setShowsColor(false, layouts.make)
        pane.setShowsColor(false, layouts.make)
        #expect(layouts.made == 2)
        #expect(!pane.showsColor)
    }

    @Test func aPressOnALinksTextSelectsThatLinkAndTheWheelScrolls() {
        let layouts = Layouts()
        var pane = pane(layouts)
        // Unit 10 at 20 a row: body row 0, column 10; the body starts on screen row 2.
        let besideTheLink = pane.handle(MouseEvent(.press, row: 2, column: 9))
        #expect(besideTheLink == nil)
        let onTheLink = pane.handle(MouseEvent(.press, row: 2, column: 10))
        #expect(onTheLink?.source == 0)
        #expect(pane.isSelected(link: 0))
        #expect(!pane.isSelected(link: nil))
        let wheel = pane.handle(MouseEvent(.wheelDown, row: 5, column: 0))
        #expect(wheel == nil)
        #expect(pane.reading.scroll.offset == DocumentReading.wheelLines)
        let onTheTitle = pane.handle(MouseEvent(.press, row: 0, column: 10)) // the title, not the body
        #expect(onTheTitle == nil)
    }

    @Test func theRowsDrawnStopAboveTheStatusLine() {
        let layouts = Layouts()
        var pane = pane(layouts, size: TerminalSize(rows: 10, columns: 20))
        #expect(pane.rowsOnScreen(screenRows: 10).map(\.screenRow) == Array(2...8))
        let moved = pane.scroll(.moveToBottom)
        #expect(moved)
        #expect(pane.rowsOnScreen(screenRows: 10).last?.bodyRow == 14) // 300 units, 15 rows
        let notAScroll = pane.scroll(.open)
        #expect(!notAScroll)
    }

    @Test func theStatusLineSaysThereIsMoreOnlyWhenAllOfThatFits() {
        let layouts = Layouts()
        var pane = pane(layouts)
        #expect(pane.statusLine("ready", columns: 40) == "ready · ↓ more")
        #expect(pane.statusLine("ready", columns: 10) == "ready")
        _ = pane.scroll(.moveToBottom)
        #expect(pane.statusLine("ready", columns: 40) == "ready")
    }
}
