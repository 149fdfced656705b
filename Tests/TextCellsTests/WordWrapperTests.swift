import TextCells
import XCTest

/// The one word-wrapper, as the README layout and `TextLayout.wrap` use it.
final class WordWrapperTests: XCTestCase {
    private func wrap(_ pieces: [(String, Int)], width: Int, longWords: WordWrapper.LongWords = .continueLine) -> [String] {
        var wrapper = WordWrapper()
        for (text, attribute) in pieces {
            if text == "\n" { wrapper.appendLineBreak() } else { wrapper.append(text, attribute: attribute) }
        }
        return wrapper.lines(width: width, longWords: longWords).map { line in
            line.segments.map { "\($0.attribute):" + wrapper.text($0.range) }.joined(separator: "|")
        }
    }

    func testSegmentsKeepTheirAttributeAcrossLines() {
        XCTAssertEqual(wrap([("plain ", 0), ("bold words here", 1), (" end", 2)], width: 12),
                       ["0:plain |1:bold", "1:words here", "2:end"])
    }

    func testSpacesCollapseAndHardBreaksKeepEmptyLines() {
        XCTAssertEqual(wrap([("  a   b  ", 0), ("\n", 0), ("\n", 0), ("c", 0)], width: 10), ["0:a |0:b", "", "0:c"])
    }

    func testWideCharactersBreakBetweenThemButClosingPunctuationStaysOn() {
        XCTAssertEqual(wrap([("中文中文。", 0)], width: 8), ["0:中文中", "0:文。"])
        XCTAssertEqual(wrap([("ab 中文", 0)], width: 5), ["0:ab 中", "0:文"])
    }

    func testLongWordsContinueTheLineOrStartTheirOwn() {
        XCTAssertEqual(wrap([("go supercalifragilistic", 0)], width: 6), ["0:go sup", "0:ercali", "0:fragil", "0:istic"])
        XCTAssertEqual(wrap([("go supercalifragilistic", 0)], width: 6, longWords: .newLine),
                       ["0:go", "0:superc", "0:alifra", "0:gilist", "0:ic"])
    }

    func testAClusterWiderThanTheLineIsLeftOut() {
        XCTAssertEqual(wrap([("a中b", 0)], width: 1), ["0:a", "0:b"])
    }

    func testEmptyInputIsOneEmptyLine() {
        XCTAssertEqual(wrap([], width: 4), [""])
        XCTAssertEqual(TextLayout.wrap("a\n", width: 4), ["a", ""])
    }
}
