@testable import TextCells
import XCTest

/// The cheap cluster walk gives exactly Swift's grapheme clusters, whatever the text.
final class ClusterScanTests: XCTestCase {
    private static let alphabet: [String] = [
        "a", "Z", " ", "-", "\r", "\n", "\r\n", "\t", "é", "e\u{301}", "\u{301}", "ß", "Ω", "Ж", "\u{483}",
        "中", "文", "。", "か", "\u{3099}", "ﾊ", "\u{FF9E}", "한", "\u{1100}", "\u{1161}", "\u{11A8}",
        "👍", "\u{1F3FD}", "\u{200D}", "❤", "\u{FE0F}", "🇫", "🇷", "\u{0600}", "क", "\u{93F}", "\u{AD}",
        "—", "→", "\u{2028}", "\u{7F}", "\u{85}", "𠀀", "\u{E0067}", "🏴", "⌚", "☺", "©", "、", "\u{3000}", "Ａ", "ｶ",
        "😀", "🏻", "\u{2E80}", "✅", "⭐",
    ]

    func testTheWalkMatchesGraphemeBreakingOnRandomText() {
        var generator = SplitMix(seed: 17)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 12)
            let text = (0..<length).map { _ in Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))] }.joined()
            var walked: [Character] = []
            ClusterScan.scan(text, ascii: { walked.append(Character(Unicode.Scalar($0))) }, scalar: { scalar, utf8 in
                XCTAssertEqual(String(decoding: utf8, as: UTF8.self).unicodeScalars.map(\.value), [scalar])
                walked.append(Character(Unicode.Scalar(scalar)!))
                XCTAssertEqual(DisplayWidth.ofSimple(scalar), DisplayWidth.of(Character(Unicode.Scalar(scalar)!)))
            }, cluster: { walked.append($0) })
            XCTAssertEqual(walked, Array(text), text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            XCTAssertEqual(DisplayWidth.of(text), text.reduce(0) { $0 + DisplayWidth.of($1) })
        }
    }

    func testEverySimpleScalarIsMeasuredAsItsCharacterIs() {
        var checked = 0
        for value in UInt32(0x80)...0x3FFFD where ClusterScan.isSimple(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            checked += 1
            if DisplayWidth.ofSimple(value) != DisplayWidth.of(Character(scalar)) {
                XCTFail("U+\(String(value, radix: 16))")
            }
        }
        XCTAssertGreaterThan(checked, 100_000)
    }
}
