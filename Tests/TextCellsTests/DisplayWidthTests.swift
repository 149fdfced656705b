import XCTest
import TextCells

final class DisplayWidthTests: XCTestCase {
    func testASCII() {
        XCTAssertEqual(DisplayWidth.of("hello"), 5)
        XCTAssertEqual(DisplayWidth.of(""), 0)
        XCTAssertEqual(DisplayWidth.of("a\tb\u{7F}"), 2)  // controls take no cells
    }

    func testCJKAndFullwidthTakeTwoCells() {
        XCTAssertEqual(DisplayWidth.of("日本語"), 6)
        XCTAssertEqual(DisplayWidth.of("한국어"), 6)
        XCTAssertEqual(DisplayWidth.of("ｆｕｌｌ"), 8)
        XCTAssertEqual(DisplayWidth.of("カタカナ"), 8)
        XCTAssertEqual(DisplayWidth.of("ｶﾀｶﾅ"), 4)  // halfwidth katakana stay narrow
        XCTAssertEqual(DisplayWidth.of("\u{20000}"), 2)
        XCTAssertEqual(DisplayWidth.of("a日b"), 4)
    }

    func testEmojiTakeTwoCellsPerCluster() {
        XCTAssertEqual(DisplayWidth.of("👩‍👩‍👧‍👦"), 2)
        XCTAssertEqual(DisplayWidth.of("🇯🇵"), 2)
        XCTAssertEqual(DisplayWidth.of("🇯🇵🇺🇸"), 4)
        XCTAssertEqual(DisplayWidth.of("👍🏽"), 2)
        XCTAssertEqual(DisplayWidth.of("☝🏿"), 2)  // text-default base with a skin tone
        XCTAssertEqual(DisplayWidth.of("1️⃣"), 2)
        XCTAssertEqual(DisplayWidth.of("#️⃣"), 2)
        XCTAssertEqual(DisplayWidth.of("❤️"), 2)  // VS16
        XCTAssertEqual(DisplayWidth.of("🏳️‍🌈"), 2)
        XCTAssertEqual(DisplayWidth.of("🚀"), 2)
        XCTAssertEqual(DisplayWidth.of("🫠"), 2)  // newer emoji
        XCTAssertEqual(DisplayWidth.of("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"), 2)
    }

    func testTextPresentationSymbolsTakeOneCell() {
        XCTAssertEqual(DisplayWidth.of("❤"), 1)
        XCTAssertEqual(DisplayWidth.of("★"), 1)
        XCTAssertEqual(DisplayWidth.of("…"), 1)
        XCTAssertEqual(DisplayWidth.of("1"), 1)
        XCTAssertEqual(DisplayWidth.of("\u{1F1EF}"), 1)  // a lone regional indicator
    }

    func testCombiningMarksAndZeroWidthTakeNoCells() {
        XCTAssertEqual(DisplayWidth.of("e\u{0301}"), 1)
        XCTAssertEqual(DisplayWidth.of("e\u{0301}\u{0302}\u{0303}"), 1)
        XCTAssertEqual(DisplayWidth.of("\u{0301}"), 0)
        XCTAssertEqual(DisplayWidth.of("\u{200D}"), 0)
        XCTAssertEqual(DisplayWidth.of("\u{200C}"), 0)
        XCTAssertEqual(DisplayWidth.of("\u{FE0F}"), 0)
        XCTAssertEqual(DisplayWidth.of("\u{FE0E}"), 0)
        XCTAssertEqual(DisplayWidth.of("\u{200B}"), 0)
        XCTAssertEqual(DisplayWidth.of("Zalgo\u{0336}\u{0337}"), 5)
        XCTAssertEqual(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}"), 2)  // conjoining jamo: one wide syllable
    }

    func testControlsTakeNoCells() {
        XCTAssertEqual(DisplayWidth.of(Character("\u{1B}")), 0)
        XCTAssertEqual(DisplayWidth.of(Character("\r\n")), 0)
        XCTAssertEqual(DisplayWidth.of(Character("\u{85}")), 0)
        XCTAssertEqual(DisplayWidth.of(Character("\u{9B}")), 0)
    }

    func testCharacterAndStringAgree() {
        let samples = "aé日👩‍👩‍👧‍👦🇯🇵👍🏽e\u{301}x\u{200B}ｆ"
        XCTAssertEqual(DisplayWidth.of(samples), samples.reduce(0) { $0 + DisplayWidth.of($1) })
    }
}
