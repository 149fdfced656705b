import Markdown
import XCTest

/// One layout (`MarkdownLayout`), two outputs: `ghbrowse view` prints a README through
/// `TerminalText.render(_:width:styled:)`, the layout's bytes output; it must print exactly what
/// the screen's lines (`DocumentLayout`, the lines output) print through
/// `TerminalText.render(_:styled:)`, with colour and without (links in brackets), at every width:
/// the two outputs record the same runs, joined and trimmed alike.
final class LayoutOutputsTests: XCTestCase {
    private func assertSameAsScreen(_ document: MarkdownDocument, widths: [Int], _ name: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        for styled in [true, false] {
            let shown = styled ? document : LinkMarking.bracketed(document)
            for width in widths {
                let direct = TerminalText.render(shown, width: width, styled: styled)
                let viaScreen = TerminalText.render(DocumentLayout.layout(shown, width: width), styled: styled)
                if direct != viaScreen {
                    let mismatch = zip(direct.split(separator: "\n", omittingEmptySubsequences: false),
                                       viaScreen.split(separator: "\n", omittingEmptySubsequences: false))
                        .enumerated().first { $0.element.0 != $0.element.1 }
                    XCTFail("\(name) at \(width) (styled: \(styled)) differs at line \(mismatch.map { String($0.offset + 1) } ?? "end"): "
                            + "\(mismatch.map { String(reflecting: String($0.element.0)) } ?? "?") against "
                            + "\(mismatch.map { String(reflecting: String($0.element.1)) } ?? "?")", file: file, line: line)
                }
            }
        }
    }

    func testReadmeFixturesPrintAsTheScreenLaysThemOut() throws {
        for name in ReadmeFixture.names {
            let fixture = try ReadmeFixture.load(name)
            let document = MarkdownParser.parse(bytes: fixture.bytes, fileName: fixture.name, htmlURL: fixture.htmlURL)
            assertSameAsScreen(document, widths: [1, 20, 40, 57, 80, 100, 120], name)
        }
    }

    func testHostileReadmePrintsAsTheScreenLaysItOut() {
        assertSameAsScreen(parse(HostileReadmeTests.hostile), widths: [1, 10, 40, 80], "hostile")
    }

    func testTablesQuotesAndListsPrintAsTheScreenLaysThemOut() {
        var markdown = "# A heading long enough to wrap around at a narrow width, with `code` and [a link](x)\n\n"
        markdown += "Setext heading with **bold**\n---\n\n"
        markdown += "> quoted *text* with [link](https://example.com) and ![an image](i.png)  \nafter a hard break\n>\n> > nested\n\n"
        markdown += "1. first\n2. second with a long line that has to wrap when the screen is narrow enough\n\n"
        markdown += "   - [x] done\n   - [ ] open\n\n10. tenth\n\n"
        markdown += "| Left | Centre | Right | Wide |\n| :--- | :---: | ---: | --- |\n"
        markdown += "| `--flag` | **on** | 1.0 | [Feature](docs/f.md) for *every* item, wrapping 中文 text and 👩‍💻 emoji |\n"
        markdown += "| a | | c |\n| x | y | z | w | extra |\n\n"
        markdown += "| only header |\n| --- |\n\n"
        markdown += "- > quote in a list\n  >\n  > | t | u |\n  > | - | - |\n  > | 1 | 2 |\n\n"
        markdown += "```swift\nlet\ttabbed = \"a very long line of code that is cut at the edge of the screen with an ellipsis\"\n\n```\n\n"
        markdown += "***\n\nText with a footnote[^1] and  doubled  spaces, trailing <b>bold</b> html.\n\n[^1]: The note.\n"
        assertSameAsScreen(parse(markdown), widths: Array(1...30) + [40, 57, 80, 100, 120], "synthetic")
    }
}
