import TextCells
import XCTest

/// In a locale that is not UTF-8, every text reads in ASCII and keeps its columns.
final class GlyphSetTests: XCTestCase {
    func testUnicodeLeavesTextAlone() {
        XCTAssertEqual(GlyphSet.unicode.displayable("★ 12.3k · Swift › 漢字"), "★ 12.3k · Swift › 漢字")
        XCTAssertEqual(GlyphSet.unicode.symbol("★"), "★")
    }

    func testASCIIUsesOneCellStandInsAndQuestionMarks() {
        XCTAssertEqual(GlyphSet.ascii.displayable("★ 12.3k · Swift › ─…"), "* 12.3k - Swift > -~")
        XCTAssertEqual(GlyphSet.ascii.symbol("›"), ">")
        XCTAssertEqual(GlyphSet.ascii.symbol("é"), "?")
    }

    func testWideTextKeepsItsCells() {
        let text = "漢字 ok é"
        let shown = GlyphSet.ascii.displayable(text)
        XCTAssertEqual(shown, "? ?  ok ?")
        XCTAssertEqual(DisplayWidth.of(shown), DisplayWidth.of(text))
        XCTAssertTrue(shown.utf8.allSatisfy { $0 < 0x80 })
    }
}
