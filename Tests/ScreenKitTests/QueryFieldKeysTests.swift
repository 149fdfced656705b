import ChooserView
@testable import GHBrowseApp
import RepositoryDetailView
import RepositoryListView
import ScreenKit
import TerminalUI
import TestSupport
import XCTest

/// What a key press does in the query field, as the list screen dispatches it: through the
/// "Query field" section of `KeyBindings.ghbrowse`, printable characters typed.
private enum Pressed: Equatable {
    case edit(TextFieldEdit)
    /// The key made a request the screen handles (submit, leave, history …).
    case request(KeyRequest)
    case nothing
}

private extension TextFieldState {
    mutating func press(_ key: KeyPress) -> Pressed {
        // Every printable character is typed before any table sees it (`?` and `:` included), as
        // the list screen does.
        if case .character(let character) = key {
            type(character)
            return .edit(.changed)
        }
        guard let request = KeyBindings.ghbrowse.request(for: key, in: .queryField) else { return .nothing }
        let edit = apply(request)
        return edit == .notHandled ? .request(request) : .edit(edit)
    }
}

final class QueryFieldKeysTests: XCTestCase {
    private func typed(_ text: String) -> TextFieldState {
        var field = TextFieldState()
        for character in text {
            XCTAssertEqual(field.press(.character(character)), .edit(.changed))
        }
        return field
    }

    func testTypingInsertsAtTheCursor() {
        var field = typed("tetris")
        XCTAssertEqual(field.text, "tetris")
        XCTAssertEqual(field.cursor, 6)
        _ = field.press(.home)
        _ = field.press(.character(">"))
        XCTAssertEqual(field.text, ">tetris")
        XCTAssertEqual(field.cursor, 1)
    }

    func testNonASCIIText() {
        var field = typed("日本語 🚀")
        XCTAssertEqual(field.cursor, 5)
        _ = field.press(.left)
        _ = field.press(.backspace)
        XCTAssertEqual(field.text, "日本語🚀")
        var accented = typed("e")
        XCTAssertEqual(accented.press(.character("\u{301}")), .edit(.changed))
        XCTAssertEqual(accented.text, "e\u{301}")
        XCTAssertEqual(accented.cursor, accented.text.count)  // the mark joined the e
    }

    func testBackspaceAndDelete() {
        var field = typed("abc")
        XCTAssertEqual(field.press(.backspace), .edit(.changed))
        XCTAssertEqual(field.text, "ab")
        _ = field.press(.home)
        XCTAssertEqual(field.press(.backspace), .edit(.unchanged))
        XCTAssertEqual(field.press(.delete), .edit(.changed))
        XCTAssertEqual(field.text, "b")
        XCTAssertEqual(field.cursor, 0)
        _ = field.press(.end)
        XCTAssertEqual(field.press(.delete), .edit(.unchanged))
    }

    func testCursorMovement() {
        var field = typed("abc")
        XCTAssertEqual(field.press(.left), .edit(.unchanged))
        XCTAssertEqual(field.cursor, 2)
        _ = field.press(.control("a"))
        XCTAssertEqual(field.cursor, 0)
        _ = field.press(.left)
        XCTAssertEqual(field.cursor, 0)
        _ = field.press(.control("e"))
        XCTAssertEqual(field.cursor, 3)
        _ = field.press(.right)
        XCTAssertEqual(field.cursor, 3)
        _ = field.press(.home)
        _ = field.press(.right)
        XCTAssertEqual(field.cursor, 1)
        _ = field.press(.end)
        XCTAssertEqual(field.cursor, 3)
    }

    func testClearKillAndWordDelete() {
        var field = typed("tetris language:swift")
        XCTAssertEqual(field.press(.control("w")), .edit(.changed))
        XCTAssertEqual(field.text, "tetris ")
        XCTAssertEqual(field.press(.control("u")), .edit(.changed))
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.cursor, 0)
        XCTAssertEqual(field.press(.control("u")), .edit(.unchanged))
        field = typed("hello world")
        _ = field.press(.home)
        _ = field.press(.right)
        XCTAssertEqual(field.press(.control("k")), .edit(.changed))
        XCTAssertEqual(field.text, "h")
    }

    func testSubmitAndKeysLeftToTheScreen() {
        var field = typed("q")
        XCTAssertEqual(field.press(.enter), .request(.submit))
        XCTAssertEqual(field.press(.escape), .request(.leaveField))
        XCTAssertEqual(field.press(.up), .request(.olderEntry))
        XCTAssertEqual(field.press(.down), .request(.newerEntry))
        XCTAssertEqual(field.press(.tab), .request(.leaveField))
        XCTAssertEqual(field.press(.control("c")), .request(.quit))
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
        XCTAssertEqual(slice.text, "…nop", "a leading … says the start is hidden")
        XCTAssertEqual(slice.cursorColumn, 4)
        _ = field.press(.home)
        slice = field.visibleSlice(width: 5)
        XCTAssertEqual(slice.text, "abcde")
        XCTAssertEqual(slice.cursorColumn, 0)
        for _ in 0..<7 { _ = field.press(.right) }
        slice = field.visibleSlice(width: 5)
        XCTAssertEqual(slice.text, "…efgh")
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
        XCTAssertEqual(slice.text, "… スト")
        XCTAssertEqual(slice.cursorColumn, 6)
        XCTAssertEqual(field.visibleSlice(width: 0).text, "")
    }
}
