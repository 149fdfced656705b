import XCTest
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
