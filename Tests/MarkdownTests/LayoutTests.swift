import Markdown
import TextCells
import XCTest

final class LayoutTests: XCTestCase {
    func testParagraphsWrapByDisplayWidth() {
        XCTAssertEqual(render("one two three four five six", width: 10), ["one two", "three four", "five six"])
        // Wide characters take two cells each and break between characters.
        XCTAssertEqual(render("中文字符测试", width: 6), ["中文字", "符测试"])
        XCTAssertEqual(render("ab 😀😀😀", width: 5), ["ab 😀", "😀😀"])
    }

    func testHardBreaksAndHeadings() {
        XCTAssertEqual(render("# Title\n\na  \nb"), ["Title", "═════", "", "a", "b"])
    }

    func testCodeIsCutNotWrapped() {
        XCTAssertEqual(render("```\n0123456789abcdef\n```", width: 10), ["  0123456…"])
    }

    func testQuotesGetABar() {
        XCTAssertEqual(render("> one two three\n>\n> four", width: 10), ["│ one two", "│ three", "│", "│ four"])
    }

    func testNestedListsHangTheirText() {
        let markdown = "- one two three\n  - [x] done thing\n  - [ ] todo\n1. first\n"
        XCTAssertEqual(render(markdown, width: 14), [
            "• one two", "  three", "  [x] done", "      thing", "  [ ] todo",
            "", "1. first",
        ])
    }

    func testTablesAlignColumns() {
        let markdown = "| left | mid | right |\n| :-- | :-: | --: |\n| a | b | c |\n| long text | x | 12 |"
        XCTAssertEqual(render(markdown, width: 40), [
            "left      │ mid │ right",
            "──────────┼─────┼──────",
            "a         │  b  │     c",
            "long text │  x  │    12",
        ])
    }

    func testNarrowTablesShrinkAndWrapCells() {
        let markdown = "| a | b |\n| - | - |\n| one two three four | five six seven eight |"
        let lines = render(markdown, width: 20)
        XCTAssertEqual(lines, ["a         │ b", "──────────┼─────────", "one two   │ five six", "three     │ seven", "four      │ eight"])
    }

    func testRulesSpanTheWidth() {
        XCTAssertEqual(render("a\n\n---\n\nb", width: 5), ["a", "", "─────", "", "b"])
    }

    func testLinksInReadingOrderWithPositions() {
        let laidOut = DocumentLayout.layout(parse("See [the guide](docs/GUIDE.md) and [top](#usage-notes).\n\n## Usage notes"), width: 12)
        XCTAssertEqual(laidOut.lines.map(\.text), ["See the", "guide and", "top.", "", "Usage notes", "───────────"])
        XCTAssertEqual(laidOut.links.map(\.destination), [
            .web("https://github.com/o/r/blob/main/docs/GUIDE.md"), .anchor("usage-notes"),
        ])
        XCTAssertEqual(laidOut.links[0].positions, [LinkPosition(line: 0, columns: 4..<7), LinkPosition(line: 1, columns: 0..<5)])
        XCTAssertEqual(laidOut.links[1].positions, [LinkPosition(line: 2, columns: 0..<3)])
        XCTAssertEqual(laidOut.anchors["usage-notes"], 4)
        XCTAssertEqual(laidOut.lines[0].runs.last?.link, 0)
    }

    func testStylesReachTheRuns() {
        let laidOut = DocumentLayout.layout(parse("## H\n\n**b** `c`"), width: 20)
        XCTAssertEqual(laidOut.lines[0].runs, [StyledRun(text: "H", role: .heading(2))])
        XCTAssertEqual(laidOut.lines[3].runs, [
            StyledRun(text: "b", role: .body, style: .strong), StyledRun(text: " ", role: .body),
            StyledRun(text: "c", role: .body, style: .code),
        ])
    }
}
