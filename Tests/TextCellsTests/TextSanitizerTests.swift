import XCTest
import TextCells

final class TextSanitizerTests: XCTestCase {
    private func scalarString(_ values: [UInt32]) -> String {
        var view = String.UnicodeScalarView()
        for value in values { view.append(Unicode.Scalar(value)!) }
        return String(view)
    }

    /// No scalar that a terminal would interpret survives.
    private func assertTerminalSafe(_ s: String, file: StaticString = #filePath, line: UInt = #line) {
        for scalar in s.unicodeScalars {
            let v = scalar.value
            let isControl = v < 0x20 && v != 0x0A || (0x7F...0x9F).contains(v)
            XCTAssertFalse(isControl, "control U+\(String(v, radix: 16)) in \(s.debugDescription)", file: file, line: line)
            XCTAssertFalse([0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                            0x200E, 0x200F, 0x061C].contains(v), "bidi control in \(s.debugDescription)", file: file, line: line)
        }
    }

    func testPlainTextIsUnchanged() {
        XCTAssertEqual(TextSanitizer.singleLine("hello, world ~!"), "hello, world ~!")
        XCTAssertEqual(TextSanitizer.singleLine("日本語 café 👩‍👩‍👧‍👦 🇯🇵"), "日本語 café 👩‍👩‍👧‍👦 🇯🇵")
        XCTAssertEqual(TextSanitizer.multiline(""), "")
    }

    func testEveryC0ControlIsRemoved() {
        for value in UInt32(0)...0x1F where ![0x09, 0x0A, 0x0D, 0x1B].contains(value) {
            let input = scalarString([0x61, value, 0x62])
            XCTAssertEqual(TextSanitizer.singleLine(input), "ab", "U+\(String(value, radix: 16))")
            XCTAssertEqual(TextSanitizer.multiline(input), "ab", "U+\(String(value, radix: 16))")
        }
    }

    func testDelAndEveryC1ControlIsRemoved() {
        for value in UInt32(0x7F)...0x9F {
            let input = scalarString([0x61, value, 0x62])
            let single = TextSanitizer.singleLine(input)
            let multi = TextSanitizer.multiline(input)
            assertTerminalSafe(single)
            assertTerminalSafe(multi)
            // C1 introducers (CSI, OSC, DCS, SOS, PM, APC) swallow what follows; the rest just vanish.
            if [0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F].contains(value) {
                XCTAssertTrue(single == "a" || single == "ab", "U+\(String(value, radix: 16)) gave \(single.debugDescription)")
            } else {
                XCTAssertEqual(single, "ab", "U+\(String(value, radix: 16))")
            }
        }
    }

    func testCSISequencesAreRemoved() {
        XCTAssertEqual(TextSanitizer.singleLine("\u{1B}[31mred\u{1B}[0m"), "red")
        XCTAssertEqual(TextSanitizer.singleLine("\u{1B}[1;38;2;255;0;0mtrue\u{1B}[m colour"), "true colour")
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}[2J\u{1B}[H\u{1B}[10;20Hb"), "ab")
        XCTAssertEqual(TextSanitizer.singleLine("x\u{1B}[?1049hy\u{1B}[?25l"), "xy")
        XCTAssertEqual(TextSanitizer.singleLine("up\u{1B}[3Adown\u{1B}[2K"), "updown")
        XCTAssertEqual(TextSanitizer.singleLine("\u{1B}[>0;1 qz"), "z")  // intermediates
    }

    func testOSCHyperlinksAndClipboardAreRemovedWithEitherTerminator() {
        let bel = "\u{1B}]8;;https://evil.example\u{07}click\u{1B}]8;;\u{07}"
        let st = "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\"
        XCTAssertEqual(TextSanitizer.singleLine(bel), "click")
        XCTAssertEqual(TextSanitizer.singleLine(st), "click")
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}]52;c;cm0gLXJmIH4=\u{07}b"), "ab")
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}]52;c;cm0gLXJmIH4=\u{1B}\\b"), "ab")
        XCTAssertEqual(TextSanitizer.singleLine("\u{1B}]0;fake title\u{07}name"), "name")
    }

    func testDCSSOSPMAPCStringsAreRemoved() {
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}P1$r0m\u{1B}\\b"), "ab")      // DCS
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}Xsos text\u{1B}\\b"), "ab")   // SOS
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}^privacy\u{1B}\\b"), "ab")    // PM
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}_Gf=100;AAAA\u{1B}\\b"), "ab") // APC (kitty graphics)
    }

    func testEightBitSequencesAreRemoved() {
        XCTAssertEqual(TextSanitizer.singleLine("a\u{9B}31mred\u{9B}0m"), "ared")
        XCTAssertEqual(TextSanitizer.singleLine("\u{9D}8;;http://x\u{9C}link\u{9D}8;;\u{07}"), "link")
        XCTAssertEqual(TextSanitizer.singleLine("a\u{90}dcs\u{9C}b\u{98}sos\u{9C}c\u{9E}pm\u{9C}d\u{9F}apc\u{9C}e"), "abcde")
    }

    func testOtherEscapesAreRemoved() {
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}7b\u{1B}8c\u{1B}cd\u{1B}=e"), "abcde")
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}(0b\u{1B}(Bc"), "abc")   // charset designation
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}OAb"), "ab")              // SS3
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}\u{1B}[1mb"), "ab")
        XCTAssertEqual(TextSanitizer.singleLine("a\u{1B}éb"), "aéb")
    }

    func testUnterminatedSequencesAreDroppedToTheEnd() {
        XCTAssertEqual(TextSanitizer.singleLine("safe\u{1B}]8;;http://evil and the rest"), "safe")
        XCTAssertEqual(TextSanitizer.singleLine("safe\u{1B}Pdcs forever"), "safe")
        XCTAssertEqual(TextSanitizer.singleLine("safe\u{9D}osc forever"), "safe")
        XCTAssertEqual(TextSanitizer.singleLine("safe\u{1B}[12;3"), "safe")
        XCTAssertEqual(TextSanitizer.singleLine("safe\u{1B}"), "safe")
        XCTAssertEqual(TextSanitizer.singleLine("safe\u{9B}"), "safe")
    }

    func testBidiAndInvisibleFormatCharactersAreRemoved() {
        let spoof = "abc\u{202E}gnp.exe\u{202C} \u{2066}x\u{2069}\u{200E}\u{200F}\u{061C}\u{202A}\u{202B}\u{202D}\u{2067}\u{2068}"
        XCTAssertEqual(TextSanitizer.singleLine(spoof), "abcgnp.exe x")
        XCTAssertEqual(TextSanitizer.singleLine("pay\u{200B}pal\u{FEFF}\u{2060}\u{00AD}"), "paypal")
        // Joiners that real text needs stay.
        XCTAssertEqual(TextSanitizer.singleLine("👩‍💻"), "👩‍💻")
        XCTAssertEqual(TextSanitizer.singleLine("می\u{200C}خواهم"), "می\u{200C}خواهم")
        XCTAssertEqual(TextSanitizer.singleLine("❤️"), "❤️")
    }

    func testSubdivisionFlagTagsSurviveButStrayTagsDoNot() {
        let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        XCTAssertEqual(TextSanitizer.singleLine(england), england)
        XCTAssertEqual(TextSanitizer.singleLine("hi\u{E0069}\u{E0067}\u{E006E}"), "hi")
    }

    func testTabsAndLineBreaks() {
        XCTAssertEqual(TextSanitizer.singleLine("a\tb"), "a b")
        XCTAssertEqual(TextSanitizer.singleLine("a\nb\rc\r\nd"), "a b c d")
        XCTAssertEqual(TextSanitizer.singleLine("a\u{2028}b\u{2029}c"), "a b c")
        XCTAssertEqual(TextSanitizer.multiline("a\nb\rc\r\nd\te"), "a\nb\nc\nd e")
        XCTAssertEqual(TextSanitizer.multiline("a\u{2028}b\u{2029}c"), "a\nb\nc")
        XCTAssertEqual(TextSanitizer.multiline("a\n\nb"), "a\n\nb")
    }

    func testHostileInputNeverCrashesAndIsAlwaysSafe() {
        var generator = SplitMix(seed: 42)
        let interesting: [UInt32] = [0x1B, 0x5B, 0x5D, 0x50, 0x5C, 0x07, 0x9B, 0x9C, 0x9D, 0x0D, 0x0A,
                                     0x202E, 0x200D, 0xFE0F, 0x301, 0x41, 0x3B, 0x31, 0x6D, 0xE0067, 0x1F3F4]
        for _ in 0..<2_000 {
            var values: [UInt32] = []
            for _ in 0..<Int(generator.next() % 40) {
                let pick = generator.next()
                if pick % 3 == 0 {
                    var v = UInt32(truncatingIfNeeded: generator.next() % 0x110000)
                    if (0xD800...0xDFFF).contains(v) { v = 0x41 }
                    values.append(v)
                } else {
                    values.append(interesting[Int(pick % UInt64(interesting.count))])
                }
            }
            let input = scalarString(values)
            assertTerminalSafe(TextSanitizer.singleLine(input))
            assertTerminalSafe(TextSanitizer.multiline(input))
            XCTAssertFalse(TextSanitizer.singleLine(input).contains("\n"))
        }
    }

    func testLongInputIsHandledInOnePass() {
        // Quadratic behaviour would make this crawl; linear finishes at once.
        let hostile = String(repeating: "\u{1B}[1;2;3;4;5;6;7;8;9", count: 20_000)
            + String(repeating: "\u{1B}]8;;x\u{1B}", count: 20_000)
        XCTAssertEqual(TextSanitizer.singleLine(hostile), "")
        XCTAssertEqual(TextSanitizer.multiline(String(repeating: "ab\r\n", count: 50_000)).count, 150_000)
    }
}

/// A tiny deterministic generator for fuzz-style tests.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
