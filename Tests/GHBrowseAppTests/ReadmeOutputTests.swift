@testable import GHBrowseApp
import Markdown
import XCTest

/// How `ghbrowse view` prints a README: rendered on a terminal, the file itself when piped.
final class ReadmeOutputTests: XCTestCase {
    private static let readme = """
        # Title

        Some **bold** text and [a link](docs/GUIDE.md).

        | Tool | Command |
        | ---- | ------- |
        | APK | `apk add fzf` |

        \tindented\tcode
        """

    private func document(_ text: String = ReadmeOutputTests.readme) -> MarkdownDocument {
        MarkdownParser.parse(bytes: Array(text.utf8), fileName: "README.md",
                             htmlURL: "https://github.com/o/r/blob/HEAD/README.md")
    }

    func testPlainRenderingHasNoEscapeSequencesAndMarksLinks() {
        let text = ReadmeOutput.rendered(document(), width: 60, styled: false)
        XCTAssertFalse(text.contains("\u{1B}"), text)
        XCTAssertTrue(text.contains("Some bold text and [a link]."), text)
        let lines = text.split(separator: "\n").map(String.init)
        let header = lines.first { $0.contains("Command") } ?? ""
        let row = lines.first { $0.contains("apk add fzf") } ?? ""
        XCTAssertEqual(header.range(of: "Command").map { header.distance(from: header.startIndex, to: $0.lowerBound) },
                       row.range(of: "apk add fzf").map { row.distance(from: row.startIndex, to: $0.lowerBound) },
                       "the table's columns line up:\n\(text)")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 })
    }

    func testStyledRenderingUsesAFewSGRStyles() {
        let text = ReadmeOutput.rendered(document(), width: 60, styled: true)
        XCTAssertTrue(text.contains("\u{1B}[1;36mTitle\u{1B}[0m"), text)
        XCTAssertTrue(text.contains("\u{1B}[4;34ma link\u{1B}[0m"), text)
        XCTAssertTrue(text.contains("\u{1B}[1mbold\u{1B}[0m"), text)
        XCTAssertFalse(text.contains("[a link]"), "colour marks the link, not brackets")
    }

    func testHostileTextIsRenderedHarmless() {
        let hostile = "Hi \u{1B}]52;c;ZXZpbA==\u{07}there \u{1B}[2J\u{9B}31m \u{202E}txt\n"
        for styled in [false, true] {
            let text = ReadmeOutput.rendered(document(hostile), width: 60, styled: styled)
            XCTAssertFalse(text.contains("]52;") || text.contains("[2J") || text.contains("\u{9B}")
                           || text.contains("\u{202E}"), text)
        }
    }

    func testTheRawFileKeepsTabsAndLinesButNoEscapes() {
        let raw = ReadmeOutput.raw(Array("# T\n\tcode\there\n\u{1B}[31mred\u{1B}[0m\r\nend".utf8))
        XCTAssertEqual(raw, "# T\n\tcode\there\nred\nend\n")
    }
}
