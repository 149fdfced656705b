@testable import GHBrowseApp
@testable import Highlight
import RepositoryBrowsing
import XCTest

/// Issue 30: `cat` writes a line of ASCII and tabs straight from its spans; the bytes equal
/// those of the runs `StyledRuns` makes, written as `cat` wrote them before.
final class NumberedLinesTests: XCTestCase {
    func testALineOfASCIIAndTabsIsWrittenAsItsStyledRunsWere() {
        var palette = HighlightPalette()
        for index in 0..<5 {
            _ = palette.index(of: SpanStyle(foreground: index == 3 ? nil : UInt32(0x102030 * index), background: nil,
                                            bold: index == 1, italic: index == 2, underline: index == 4, kind: .others))
        }
        var seed: UInt64 = 30
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("abc \t{}();=\"x".utf8)
        for trial in 0..<400 {
            let line = (0..<next(40)).map { _ in alphabet[next(alphabet.count)] }
            // Spans in order, some overlapping, empty, or leaving the line (those are ignored).
            var spans: [StyledSpan] = []
            var offset = 0
            for _ in 0..<next(6) {
                offset = max(0, offset + next(8) - 2)
                // No longer than the line (the highlighter's spans never are; StyledRuns traps on one).
                let length = min(next(9), line.count)
                spans.append(StyledSpan(offset: UInt32(offset), length: UInt32(length), style: UInt16(next(5))))
                offset += length
            }
            for styled in [true, false] {
                for trueColor in [true, false] {
                    var escapes = StyleEscapes(trueColor: trueColor)
                    var written: [UInt8] = []
                    NumberedLines.append(line: line[...], number: 1, width: 1, spans: spans, palette: palette,
                                         styled: styled, escapes: &escapes, to: &written)
                    var expected: [UInt8] = []
                    var reference = StyleEscapes(trueColor: trueColor)
                    expected += styled ? Array("\u{1B}[2m1 │ \u{1B}[0m".utf8) : Array("1 │ ".utf8)
                    if spans.isEmpty && line.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                        expected += line
                    } else {
                        let runs = StyledRuns.make(line[...], spans: spans.map {
                            StyledRuns.Span(offset: Int($0.offset), length: Int($0.length), style: Int($0.style))
                        })
                        for run in runs {
                            if let index = run.style, styled {
                                expected += reference.start(of: UInt16(clamping: index), in: palette)
                                expected += run.text.utf8
                                expected += Array("\u{1B}[0m".utf8)
                            } else {
                                expected += run.text.utf8
                            }
                        }
                    }
                    expected.append(UInt8(ascii: "\n"))
                    XCTAssertEqual(written, expected, "trial \(trial): \(String(decoding: line, as: UTF8.self)) \(spans)")
                }
            }
        }
    }
}
