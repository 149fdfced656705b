import XCTest
import CNCursesW
import TerminalUI

final class KeyDecoderTests: XCTestCase {
    func testTextKeys() {
        XCTAssertEqual(KeyDecoder.decode(wideChar: 10), .enter)
        XCTAssertEqual(KeyDecoder.decode(wideChar: 13), .enter)
        XCTAssertEqual(KeyDecoder.decode(wideChar: 27), .escape)
        XCTAssertEqual(KeyDecoder.decode(wideChar: 127), .backspace)
        XCTAssertEqual(KeyDecoder.decode(wideChar: 8), .backspace)
        XCTAssertEqual(KeyDecoder.decode(wideChar: 9), .tab)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.backTab), .backTab, "Shift-Tab")
    }

    func testControlLetters() {
        XCTAssertEqual(KeyDecoder.decode(wideChar: 3), .control("c"))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 21), .control("u"))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 1), .control("a"))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 26), .control("z"))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 0), .unknown(0))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 28), .unknown(28))
    }

    func testPrintableCharactersIncludingNonASCII() {
        XCTAssertEqual(KeyDecoder.decode(wideChar: 0x61), .character("a"))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 0x20), .character(" "))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 0x2F), .character("/"))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 0xE9), .character("é"))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 0x65E5), .character("日"))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 0x1F680), .character("🚀"))
        XCTAssertEqual(KeyDecoder.decode(wideChar: 0x9B), .unknown(0x9B))     // C1 never becomes text
        XCTAssertEqual(KeyDecoder.decode(wideChar: 0xD800), .unknown(0xD800)) // not a scalar
    }

    func testFunctionKeys() {
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.up), .up)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.down), .down)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.left), .left)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.right), .right)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.pageUp), .pageUp)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.pageDown), .pageDown)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.home), .home)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.end), .end)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.backspace), .backspace)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.delete), .delete)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.enter), .enter)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.resize), .resize)
        XCTAssertEqual(KeyDecoder.decode(keyCode: 0o403), .up)  // ncurses' KEY_UP
        XCTAssertEqual(KeyDecoder.decode(keyCode: 0o632), .resize)
        XCTAssertEqual(KeyDecoder.decode(keyCode: 0o777), .unknown(0o777))
    }
}

/// Mouse events as ncurses reports them (`MEVENT`), decoded without a terminal.
final class MouseDecoderTests: XCTestCase {
    private func event(_ state: UInt32, x: Int32 = 9, y: Int32 = 4) -> MEVENT {
        MEVENT(id: 0, x: x, y: y, z: 0, bstate: mmask_t(state))
    }

    func testWheelNotchesScroll() {
        XCTAssertEqual(KeyDecoder.decode(mouse: event(KeyDecoder.MouseButton.wheelUp)),
                       .mouse(MouseEvent(.wheelUp, row: 4, column: 9)))
        XCTAssertEqual(KeyDecoder.decode(mouse: event(KeyDecoder.MouseButton.wheelDown, x: 0, y: 0)),
                       .mouse(MouseEvent(.wheelDown, row: 0, column: 0)))
    }

    func testLeftButtonPressClickReleaseAndDoubleClick() {
        XCTAssertEqual(KeyDecoder.decode(mouse: event(KeyDecoder.MouseButton.leftPressed)),
                       .mouse(MouseEvent(.press, row: 4, column: 9)))
        XCTAssertEqual(KeyDecoder.decode(mouse: event(KeyDecoder.MouseButton.leftClicked, x: 30, y: 12)),
                       .mouse(MouseEvent(.press, row: 12, column: 30)), "a click selects like a press")
        XCTAssertEqual(KeyDecoder.decode(mouse: event(KeyDecoder.MouseButton.leftReleased)),
                       .mouse(MouseEvent(.release, row: 4, column: 9)))
        let both = KeyDecoder.MouseButton.leftDoubleClicked | KeyDecoder.MouseButton.leftPressed
        XCTAssertEqual(KeyDecoder.decode(mouse: event(both)), .mouse(MouseEvent(.doubleClick, row: 4, column: 9)))
    }

    func testButtonsAndPlacesGhbrowseIgnores() {
        XCTAssertNil(KeyDecoder.decode(mouse: event(0)))
        XCTAssertNil(KeyDecoder.decode(mouse: event(0o2 << 5)), "middle button")
        XCTAssertNil(KeyDecoder.decode(mouse: event(KeyDecoder.MouseButton.leftPressed, x: -1, y: 3)))
    }

    func testTheMasksAreNcursesMouseVersion2Bits() {
        // The values SGR 1006 reports decode into: button 4 and 5 are the wheel.
        XCTAssertEqual(KeyDecoder.MouseButton.leftReleased, 0o1)
        XCTAssertEqual(KeyDecoder.MouseButton.leftPressed, 0o2)
        XCTAssertEqual(KeyDecoder.MouseButton.leftClicked, 0o4)
        XCTAssertEqual(KeyDecoder.MouseButton.leftDoubleClicked, 0o10)
        XCTAssertEqual(KeyDecoder.MouseButton.wheelUp, 0o2 << 15)
        XCTAssertEqual(KeyDecoder.MouseButton.wheelDown, 0o2 << 20)
        XCTAssertEqual(KeyDecoder.decode(keyCode: KeyDecoder.KeyCode.mouse), .unknown(KeyDecoder.KeyCode.mouse),
                       "KEY_MOUSE alone is not a key: the terminal reads the event with getmouse")
    }
}
