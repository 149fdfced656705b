import XCTest
import TerminalUI

final class InMemorySurfaceTests: XCTestCase {
    func testPutWritesAndReportsCells() {
        onMainActor {
            let surface = InMemorySurface(rows: 3, columns: 10)
            XCTAssertEqual(surface.put("hello", row: 1, column: 2, maxWidth: 10, style: .bold), 5)
            XCTAssertEqual(surface.lines, ["", "  hello", ""])
            XCTAssertEqual(surface.styleAt(row: 1, column: 2), .bold)
            XCTAssertEqual(surface.styleAt(row: 1, column: 6), .bold)
            XCTAssertEqual(surface.styleAt(row: 1, column: 7), .normal)
        }
    }

    func testClipsToMaxWidthAndToTheEdge() {
        onMainActor {
            let surface = InMemorySurface(rows: 2, columns: 8)
            XCTAssertEqual(surface.put("abcdefgh", row: 0, column: 0, maxWidth: 3, style: .normal), 3)
            XCTAssertEqual(surface.put("abcdefgh", row: 1, column: 5, maxWidth: 100, style: .normal), 3)
            XCTAssertEqual(surface.lines, ["abc", "     abc"])
        }
    }

    func testWideCharactersTakeTwoCellsAndAreNeverCut() {
        onMainActor {
            let surface = InMemorySurface(rows: 3, columns: 7)
            XCTAssertEqual(surface.put("日本語", row: 0, column: 0, maxWidth: 5, style: .accent), 4)
            XCTAssertEqual(surface.put("日本語", row: 1, column: 2, maxWidth: 10, style: .normal), 4)
            XCTAssertEqual(surface.put("a👩‍👩‍👧‍👦b🇯🇵", row: 2, column: 0, maxWidth: 7, style: .normal), 6)
            XCTAssertEqual(surface.lines, ["日本", "  日本", "a👩‍👩‍👧‍👦b🇯🇵"])
            XCTAssertEqual(surface.styleAt(row: 0, column: 3), .accent)
        }
    }

    func testOverwritingHalfAWideCharacterBlanksTheOtherHalf() {
        onMainActor {
            let surface = InMemorySurface(rows: 2, columns: 10)
            surface.put("日本", row: 0, column: 0, maxWidth: 10, style: .normal)
            surface.put("x", row: 0, column: 1, maxWidth: 1, style: .normal)
            XCTAssertEqual(surface.lines[0], " x本")
            surface.put("日本", row: 1, column: 0, maxWidth: 10, style: .normal)
            surface.put("y", row: 1, column: 2, maxWidth: 1, style: .normal)
            XCTAssertEqual(surface.lines[1], "日y")
            surface.put("z", row: 1, column: 3, maxWidth: 1, style: .normal)
            XCTAssertEqual(surface.lines[1], "日yz")
        }
    }

    func testTextIsSanitizedOnTheWayIn() {
        onMainActor {
            let surface = InMemorySurface(rows: 1, columns: 30)
            surface.put("\u{1B}[31mred\u{1B}]8;;http://x\u{07}\u{202E}link\n2\u{9B}1m", row: 0, column: 0, maxWidth: 30, style: .normal)
            XCTAssertEqual(surface.lines, ["redlink 2"])
        }
    }

    func testCombiningMarksStayWithTheirCharacterAndStrayOnesAreDropped() {
        onMainActor {
            let surface = InMemorySurface(rows: 1, columns: 10)
            XCTAssertEqual(surface.put("\u{301}e\u{301}x", row: 0, column: 0, maxWidth: 10, style: .normal), 2)
            XCTAssertEqual(surface.lines, ["e\u{301}x"])
        }
    }

    func testOutOfRangeIsIgnored() {
        onMainActor {
            let surface = InMemorySurface(rows: 2, columns: 5)
            XCTAssertEqual(surface.put("x", row: -1, column: 0, maxWidth: 5, style: .normal), 0)
            XCTAssertEqual(surface.put("x", row: 2, column: 0, maxWidth: 5, style: .normal), 0)
            XCTAssertEqual(surface.put("x", row: 0, column: -1, maxWidth: 5, style: .normal), 0)
            XCTAssertEqual(surface.put("x", row: 0, column: 5, maxWidth: 5, style: .normal), 0)
            XCTAssertEqual(surface.put("x", row: 0, column: 0, maxWidth: 0, style: .normal), 0)
            XCTAssertEqual(surface.put("x", row: 0, column: 0, maxWidth: -4, style: .normal), 0)
            XCTAssertEqual(surface.put("x", row: Int.max, column: Int.min, maxWidth: Int.max, style: .normal), 0)
            XCTAssertEqual(surface.put("xyz", row: 0, column: 3, maxWidth: Int.max, style: .normal), 2)
            XCTAssertEqual(surface.put("x", row: 1, column: Int.min, style: .normal), 0)
            surface.fill(row: 1, column: Int.min, width: Int.max, style: .selected)
            surface.fill(row: 1, column: 4, width: Int.max, style: .selected)
            surface.fill(row: 5, column: 0, width: 3, style: .selected)
            surface.showCursor(row: 9, column: 9)
            XCTAssertNil(surface.cursor)
            XCTAssertEqual(surface.lines, ["   xy", ""])
            let empty = InMemorySurface(rows: 0, columns: 0)
            XCTAssertEqual(empty.put("x", row: 0, column: 0, maxWidth: 1, style: .normal), 0)
            XCTAssertEqual(empty.lines, [])
        }
    }

    func testFillPaintsASelectedRow() {
        onMainActor {
            let surface = InMemorySurface(rows: 2, columns: 6)
            surface.fill(row: 1, column: 0, width: 6, style: .selected)
            surface.put("ab", row: 1, column: 1, maxWidth: 5, style: .selected)
            XCTAssertEqual(surface.lines, ["", " ab"])
            for column in 0..<6 {
                XCTAssertEqual(surface.styleAt(row: 1, column: column), .selected)
            }
            XCTAssertEqual(surface.styleAt(row: 0, column: 0), .normal)
        }
    }

    func testCursorClearAndResize() {
        onMainActor {
            let surface = InMemorySurface(rows: 2, columns: 6)
            surface.put("abc", row: 0, column: 0, maxWidth: 6, style: .normal)
            surface.showCursor(row: 0, column: 3)
            XCTAssertEqual(surface.cursor?.row, 0)
            XCTAssertEqual(surface.cursor?.column, 3)
            surface.hideCursor()
            XCTAssertNil(surface.cursor)
            surface.showCursor(row: 1, column: 1)
            surface.clear()
            XCTAssertNil(surface.cursor)
            XCTAssertEqual(surface.lines, ["", ""])
            surface.resize(rows: 3, columns: 4)
            XCTAssertEqual(surface.size, TerminalSize(rows: 3, columns: 4))
            XCTAssertEqual(surface.put("abcdef", row: 2, column: 0, style: .normal), 4)
            XCTAssertEqual(surface.text, "\n\nabcd")
        }
    }
}
