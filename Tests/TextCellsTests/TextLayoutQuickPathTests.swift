import XCTest
import TextCells

/// The printable-ASCII quick paths of `clip`, `truncate` and `pad` give what walking the grapheme
/// clusters gives, including where a combining mark or a wide character follows the cut.
final class TextLayoutQuickPathTests: XCTestCase {
    /// The cluster-by-cluster clip, as `TextLayout.clip` computes it without its quick path.
    private func walkedClip(_ s: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var result = ""
        for character in s {
            let w = DisplayWidth.of(character)
            if used + w > width { break }
            used += w
            result.append(character)
        }
        return result
    }

    private func walkedTruncate(_ s: String, _ width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(s) <= width { return s }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        guard ellipsisWidth <= width else { return walkedClip(s, width) }
        var prefix = walkedClip(s, width - ellipsisWidth)
        while prefix.last == " " { prefix.removeLast() }
        let result = prefix + ellipsis
        return DisplayWidth.of(result) <= width ? result : walkedClip(s, width)
    }

    func testEdgesOfTheQuickPath() {
        XCTAssertEqual(TextLayout.clip("abce\u{301}f", toWidth: 4), "abce\u{301}")  // the mark stays with its e
        XCTAssertEqual(TextLayout.clip("abc日", toWidth: 4), "abc")
        XCTAssertEqual(TextLayout.truncate("abcd   efgh", toWidth: 8), "abcd…")     // spaces before … dropped
        XCTAssertEqual(TextLayout.truncate("abcde\u{301}fgh", toWidth: 6), "abcde\u{301}…")
        XCTAssertEqual(TextLayout.pad("abcdefgh", toWidth: 5), "abcd…")
        XCTAssertEqual(TextLayout.pad("abc", toWidth: 6), "abc   ")
        XCTAssertEqual(TextLayout.spaces(3), "   ")
        XCTAssertEqual(TextLayout.spaces(0), "")
        XCTAssertEqual(TextLayout.spaces(-2), "")
    }

    func testQuickPathsAgreeWithTheClusterWalkOnSeededRandomText() {
        let pieces = ["a", "b", "Z", "0", "1", " ", " ", "-", "/", "e\u{301}", "\u{301}", "日", "👍", "👍🏽",
                      "🇯🇵", "\u{FE0F}", "1\u{FE0F}\u{20E3}", "\u{200D}", "…", "é", "\t"]
        var generator = SeededGenerator(seed: 20)
        for _ in 0..<3000 {
            let length = Int.random(in: 0...14, using: &generator)
            // Mostly ASCII, as GitHub's text is, so the quick paths are taken often.
            let text = (0..<length).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0 ? pieces.randomElement(using: &generator)!
                    : String(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
            }.joined()
            let width = Int.random(in: 0...16, using: &generator)
            XCTAssertEqual(TextLayout.clip(text, toWidth: width), walkedClip(text, width), "clip \(text.debugDescription) @\(width)")
            XCTAssertEqual(TextLayout.truncate(text, toWidth: width), walkedTruncate(text, width),
                           "truncate \(text.debugDescription) @\(width)")
            XCTAssertEqual(TextLayout.truncate(text, toWidth: width, ellipsis: "..."),
                           walkedTruncate(text, width, ellipsis: "..."), "truncate... \(text.debugDescription) @\(width)")
            let padded = walkedTruncate(text, width)
            let expected = width <= 0 ? "" : padded + String(repeating: " ", count: max(width - DisplayWidth.of(padded), 0))
            XCTAssertEqual(TextLayout.pad(text, toWidth: width), expected, "pad \(text.debugDescription) @\(width)")
        }
    }
}

/// SplitMix64: the same sequence on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
