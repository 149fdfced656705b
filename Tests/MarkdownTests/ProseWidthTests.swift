import Markdown
import XCTest

/// Running text wraps at 100 columns at most on a wide terminal, on the screen and on the command
/// line alike; tables and code keep the whole width. A plain-text README's evenly indented
/// paragraph wraps; code after `::` or with uneven indentation stays as it is.
final class ProseWidthTests: XCTestCase {
    private let longParagraph = String(repeating: "word ", count: 80)

    func testProseStopsAtOneHundredColumnsOnAWideScreen() {
        let document = MarkdownParser.parse(bytes: Array("\(longParagraph)\n\n    \(String(repeating: "x", count: 150))\n".utf8),
                                            fileName: "README.md", htmlURL: nil)
        let laidOut = DocumentLayout.layout(document, width: 200)
        let widths = laidOut.lines.map { $0.text.count }
        XCTAssertLessThanOrEqual(widths.prefix(4).max() ?? 0, 100)
        XCTAssertTrue(laidOut.lines.contains { $0.text.count > 150 }, "code keeps the whole width")
        let printed = TerminalText.render(document, width: 200, styled: false)
        XCTAssertLessThanOrEqual(printed.split(separator: "\n").first?.count ?? 0, 100)
    }

    func testANarrowScreenStillUsesItsWholeWidth() {
        let document = MarkdownParser.parse(bytes: Array(longParagraph.utf8), fileName: "README.md", htmlURL: nil)
        XCTAssertEqual(DocumentLayout.layout(document, width: 60).lines.first?.text.count, 59)
    }

    func testPlainTextIndentedProseWrapsAndLiteralBlocksStay() {
        let rst = "Says it best:\n\n  \(longParagraph)\n\nExample::\n\n    make install\n\n  a\n    b\n"
        let document = MarkdownParser.parse(bytes: Array(rst.utf8), fileName: "README.rst", htmlURL: nil)
        let lines = DocumentLayout.layout(document, width: 80).lines.map(\.text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("│ word word") }, "\(lines)")
        XCTAssertFalse(lines.contains { $0.hasSuffix("…") }, "an indented paragraph was cut: \(lines)")
        XCTAssertTrue(lines.contains("  make install"), "\(lines)")
        XCTAssertTrue(lines.contains("  a") && lines.contains("    b"), "\(lines)")
    }
}
