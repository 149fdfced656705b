import XCTest
import TerminalUI

final class TextFieldStateTests: XCTestCase {
    private func typed(_ text: String) -> TextFieldState {
        var field = TextFieldState()
        for character in text {
            XCTAssertEqual(field.apply(.character(character)), .changed)
        }
        return field
    }

    func testTypingInsertsAtTheCursor() {
        var field = typed("tetris")
        XCTAssertEqual(field.text, "tetris")
        XCTAssertEqual(field.cursor, 6)
        _ = field.apply(.home)
        _ = field.apply(.character(">"))
        XCTAssertEqual(field.text, ">tetris")
        XCTAssertEqual(field.cursor, 1)
    }

    func testNonASCIIText() {
        var field = typed("日本語 🚀")
        XCTAssertEqual(field.cursor, 5)
        _ = field.apply(.left)
        _ = field.apply(.backspace)
        XCTAssertEqual(field.text, "日本語🚀")
        var accented = typed("e")
        XCTAssertEqual(accented.apply(.character("\u{301}")), .changed)
        XCTAssertEqual(accented.text, "e\u{301}")
        XCTAssertEqual(accented.cursor, accented.text.count)  // the mark joined the e
    }

    func testBackspaceAndDelete() {
        var field = typed("abc")
        XCTAssertEqual(field.apply(.backspace), .changed)
        XCTAssertEqual(field.text, "ab")
        _ = field.apply(.home)
        XCTAssertEqual(field.apply(.backspace), .unchanged)
        XCTAssertEqual(field.apply(.delete), .changed)
        XCTAssertEqual(field.text, "b")
        XCTAssertEqual(field.cursor, 0)
        _ = field.apply(.end)
        XCTAssertEqual(field.apply(.delete), .unchanged)
    }

    func testCursorMovement() {
        var field = typed("abc")
        XCTAssertEqual(field.apply(.left), .unchanged)
        XCTAssertEqual(field.cursor, 2)
        _ = field.apply(.control("a"))
        XCTAssertEqual(field.cursor, 0)
        _ = field.apply(.left)
        XCTAssertEqual(field.cursor, 0)
        _ = field.apply(.control("e"))
        XCTAssertEqual(field.cursor, 3)
        _ = field.apply(.right)
        XCTAssertEqual(field.cursor, 3)
        _ = field.apply(.home)
        _ = field.apply(.right)
        XCTAssertEqual(field.cursor, 1)
        _ = field.apply(.end)
        XCTAssertEqual(field.cursor, 3)
    }

    func testClearKillAndWordDelete() {
        var field = typed("tetris language:swift")
        XCTAssertEqual(field.apply(.control("w")), .changed)
        XCTAssertEqual(field.text, "tetris ")
        XCTAssertEqual(field.apply(.control("u")), .changed)
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.cursor, 0)
        XCTAssertEqual(field.apply(.control("u")), .unchanged)
        field = typed("hello world")
        _ = field.apply(.home)
        _ = field.apply(.right)
        XCTAssertEqual(field.apply(.control("k")), .changed)
        XCTAssertEqual(field.text, "h")
    }

    func testSubmitAndKeysLeftToTheScreen() {
        var field = typed("q")
        XCTAssertEqual(field.apply(.enter), .submit)
        XCTAssertEqual(field.apply(.escape), .notHandled)
        XCTAssertEqual(field.apply(.up), .notHandled)
        XCTAssertEqual(field.apply(.down), .notHandled)
        XCTAssertEqual(field.apply(.tab), .notHandled)
        XCTAssertEqual(field.apply(.control("c")), .notHandled)
        XCTAssertEqual(field.text, "q")
    }

    func testSettingTextClampsTheCursor() {
        var field = typed("abcdef")
        field.text = "ab"
        XCTAssertEqual(field.cursor, 2)
        XCTAssertEqual(TextFieldState(text: "xyz").cursor, 3)
    }

    func testVisibleSliceShowsEverythingWhenItFits() {
        let field = typed("hello")
        let slice = field.visibleSlice(width: 10)
        XCTAssertEqual(slice.text, "hello")
        XCTAssertEqual(slice.cursorColumn, 5)
    }

    func testVisibleSliceScrollsToKeepTheCursorVisible() {
        var field = typed("abcdefghijklmnop")
        var slice = field.visibleSlice(width: 5)
        XCTAssertEqual(slice.text, "mnop")
        XCTAssertEqual(slice.cursorColumn, 4)
        _ = field.apply(.home)
        slice = field.visibleSlice(width: 5)
        XCTAssertEqual(slice.text, "abcde")
        XCTAssertEqual(slice.cursorColumn, 0)
        for _ in 0..<7 { _ = field.apply(.right) }
        slice = field.visibleSlice(width: 5)
        XCTAssertEqual(slice.text, "defgh")
        XCTAssertEqual(slice.cursorColumn, 4)
    }

    func testVisibleSliceMeasuresDisplayCells() {
        var field = typed("日本語テキスト")
        for width in 1...16 {
            for position in 0...field.text.count {
                field.cursor = position
                let slice = field.visibleSlice(width: width)
                XCTAssertLessThanOrEqual(DisplayWidthProbe.width(slice.text), width)
                XCTAssertLessThan(slice.cursorColumn, max(width, 1), "width \(width) cursor \(position)")
            }
        }
        field.cursor = field.text.count
        let slice = field.visibleSlice(width: 7)
        XCTAssertEqual(slice.text, "キスト")
        XCTAssertEqual(slice.cursorColumn, 6)
        XCTAssertEqual(field.visibleSlice(width: 0).text, "")
    }
}
