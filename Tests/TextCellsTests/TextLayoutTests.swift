import XCTest
import TextCells

final class TextLayoutTests: XCTestCase {
    private let samples = [
        "hello world", "日本語のテキスト", "👩‍👩‍👧‍👦 family 🇯🇵 flag", "e\u{301}e\u{301}e\u{301}e\u{301}",
        "a日b本c語d", "👍🏽👍🏽👍🏽", "", "x",
    ]

    func testTruncateKeepsTextThatFits() {
        XCTAssertEqual(TextLayout.truncate("hello", toWidth: 5), "hello")
        XCTAssertEqual(TextLayout.truncate("日本", toWidth: 4), "日本")
    }

    func testTruncateAddsAnEllipsis() {
        XCTAssertEqual(TextLayout.truncate("hello world", toWidth: 8), "hello w…")
        XCTAssertEqual(TextLayout.truncate("hello world", toWidth: 7), "hello…")  // no space before …
        XCTAssertEqual(TextLayout.truncate("日本語", toWidth: 5), "日本…")
        XCTAssertEqual(TextLayout.truncate("日本語", toWidth: 4), "日…")
        XCTAssertEqual(TextLayout.truncate("hello", toWidth: 4, ellipsis: "..."), "h...")
        XCTAssertEqual(TextLayout.truncate("hello", toWidth: 2, ellipsis: "..."), "he")
        XCTAssertEqual(TextLayout.truncate("hello", toWidth: 0), "")
        XCTAssertEqual(TextLayout.truncate("hello", toWidth: -3), "")
    }

    func testTruncateNeverExceedsTheWidthNorSplitsClusters() {
        for sample in samples {
            let clusters = Set(sample.map { String($0) })
            for width in 0...20 {
                let result = TextLayout.truncate(sample, toWidth: width)
                XCTAssertLessThanOrEqual(DisplayWidth.of(result), max(width, 0), "\(sample) @\(width)")
                for character in result where character != "…" {
                    XCTAssertTrue(clusters.contains(String(character)), "split cluster in \(result.debugDescription)")
                }
            }
        }
    }

    func testPadGivesExactlyTheWidth() {
        XCTAssertEqual(TextLayout.pad("ab", toWidth: 5), "ab   ")
        XCTAssertEqual(TextLayout.pad("日本語", toWidth: 5), "日本…")
        XCTAssertEqual(TextLayout.pad("日本語", toWidth: 4), "日… ")
        XCTAssertEqual(TextLayout.pad("x", toWidth: 0), "")
        for sample in samples {
            for width in 1...20 {
                XCTAssertEqual(DisplayWidth.of(TextLayout.pad(sample, toWidth: width)), width, "\(sample) @\(width)")
            }
        }
    }

    func testClipCutsWithoutEllipsis() {
        XCTAssertEqual(TextLayout.clip("日本語", toWidth: 3), "日")
        XCTAssertEqual(TextLayout.clip("abc", toWidth: 10), "abc")
    }

    func testWrapBreaksAtWords() {
        XCTAssertEqual(TextLayout.wrap("the quick brown fox jumps", width: 10), ["the quick", "brown fox", "jumps"])
        XCTAssertEqual(TextLayout.wrap("short", width: 10), ["short"])
        XCTAssertEqual(TextLayout.wrap("", width: 10), [""])
        XCTAssertEqual(TextLayout.wrap("a  b", width: 10), ["a b"])
    }

    func testWrapHardBreaksLongWords() {
        XCTAssertEqual(TextLayout.wrap("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(TextLayout.wrap("go supercalifragilistic", width: 6), ["go", "superc", "alifra", "gilist", "ic"])
        XCTAssertEqual(TextLayout.wrap("日本語テキスト", width: 5), ["日本", "語テ", "キス", "ト"])
    }

    func testWrapKeepsExplicitLineBreaks() {
        XCTAssertEqual(TextLayout.wrap("one\ntwo three", width: 5), ["one", "two", "three"])
        XCTAssertEqual(TextLayout.wrap("a\n\nb", width: 5), ["a", "", "b"])
        XCTAssertEqual(TextLayout.wrap("a\r\nb", width: 5), ["a", "b"])
    }

    func testWrappedLinesNeverExceedTheWidth() {
        let text = "日本語 👩‍👩‍👧‍👦 family emoji and e\u{301} combining marks in a long description 🇯🇵🇯🇵🇯🇵🇯🇵"
        for width in 1...30 {
            for line in TextLayout.wrap(text, width: width) {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), width, "\(line) @\(width)")
            }
        }
    }
}
