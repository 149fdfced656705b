import Markdown
import XCTest

final class ParserTests: XCTestCase {
    func testHeadingsKeepTheirLevel() {
        XCTAssertEqual(parse("# One\n\n### Three").blocks, [
            .heading(level: 1, spans: [Span(text: "One")]),
            .heading(level: 3, spans: [Span(text: "Three")]),
        ])
    }

    func testInlineStyles() {
        let blocks = parse("a *em* **strong** ~~gone~~ `code`").blocks
        XCTAssertEqual(blocks, [.paragraph([
            Span(text: "a "), Span(text: "em", style: .emphasis), Span(text: " "),
            Span(text: "strong", style: .strong), Span(text: " "), Span(text: "gone", style: .strikethrough),
            Span(text: " "), Span(text: "code", style: .code),
        ])])
    }

    func testFencedCodeKeepsLinesAndLanguage() {
        XCTAssertEqual(parse("```swift\nlet a = 1\n\tb\n```").blocks,
                       [.codeBlock(language: "swift", lines: ["let a = 1", "    b"])])
    }

    func testTaskListsAndOrderedStart() {
        guard case .list(let list) = parse("3. one\n4. two").blocks.first else { return XCTFail("no list") }
        XCTAssertTrue(list.isOrdered)
        XCTAssertEqual(list.start, 3)
        guard case .list(let tasks) = parse("- [x] done\n- [ ] todo\n- plain").blocks.first else { return XCTFail("no list") }
        XCTAssertEqual(tasks.items.map(\.task), [.checked, .unchecked, TaskState.none])
        XCTAssertTrue(tasks.isTight)
    }

    func testTablesKeepAlignmentsHeaderAndRows() {
        guard case .table(let table) = parse("| a | b | c |\n| :- | :-: | -: |\n| 1 | 2 | 3 |").blocks.first else {
            return XCTFail("no table")
        }
        XCTAssertEqual(table.alignments, [.left, .center, .right])
        XCTAssertEqual(table.header, [[Span(text: "a")], [Span(text: "b")], [Span(text: "c")]])
        XCTAssertEqual(table.rows, [[[Span(text: "1")], [Span(text: "2")], [Span(text: "3")]]])
    }

    func testImagesBecomeTheirAltText() {
        let document = parse("![the logo](img/logo.png)")
        XCTAssertEqual(document.blocks, [.paragraph([Span(text: "[image: the logo]", style: .image, link: 0)])])
        XCTAssertEqual(document.links.first?.destination, .web("https://github.com/o/r/blob/main/img/logo.png"))
    }

    func testHTMLNeverShowsAsTags() {
        let html = """
        <div align="center">
          <img src="logo.png" alt="Logo &amp; name" width="100">
          <h1>Title</h1>
          <!-- a comment -->
          <script>alert(1)</script><style>p{}</style>
          <p>One<br>two &copy; &#169; &#x1F600; <a href="docs/A.md">doc</a></p>
        </div>

        <details>
        <summary>More</summary>

        Inside.
        </details>

        Text with <b>bold</b> and <img src="x.png" alt="x"> inline.
        """
        let lines = render(html, width: 60)
        let text = lines.joined(separator: "\n")
        for forbidden in ["<", ">", "alert", "p{}", "comment", "&amp;", "&copy;"] {
            XCTAssertFalse(text.contains(forbidden), "\(forbidden) in \(text)")
        }
        XCTAssertTrue(lines.contains("[image: Logo & name]"), text)
        XCTAssertTrue(lines.contains("Title"), text)
        XCTAssertTrue(lines.contains("One"), text)
        XCTAssertTrue(lines.contains("two © © 😀 doc"), text)
        XCTAssertTrue(lines.contains("More"), text)
        XCTAssertTrue(lines.contains("Text with bold and [image: x] inline."), text)
        let document = parse(html)
        XCTAssertTrue(document.links.contains { $0.destination == .web("https://github.com/o/r/blob/main/docs/A.md") })
    }

    func testNonMarkdownReadmesArePlainText() {
        let rst = "Title\n=====\n\n* not a list\n\n  indented block\n\n`link <http://x>`_"
        let document = parse(rst, fileName: "README.rst")
        XCTAssertEqual(document.blocks, [
            .paragraph([Span(text: "Title"), Span(text: "\n"), Span(text: "=====")]),
            .paragraph([Span(text: "* not a list")]),
            .quote([.paragraph([Span(text: "indented block")])]),
            .paragraph([Span(text: "`link <http://x>`_")]),
        ])
        for name in ["README", "README.txt", "readme.org", "README.adoc"] {
            XCTAssertFalse(MarkdownParser.isMarkdown(fileName: name), name)
        }
        for name in ["README.md", "readme.markdown", "README.MD"] {
            XCTAssertTrue(MarkdownParser.isMarkdown(fileName: name), name)
        }
    }

    func testNestingIsCappedButContentKept() {
        let deep = String(repeating: ">", count: 100) + " bottom"
        var depth = 0
        var block = parse(deep).blocks.first
        while case .quote(let children)? = block {
            depth += 1
            block = children.first
        }
        XCTAssertEqual(depth, MarkdownParser.maximumNesting)
        XCTAssertEqual(block, .paragraph([Span(text: "bottom")]))
    }
}

final class CodeLineEndingTests: XCTestCase {
    func testCRLFCodeBlocksKeepTheirLines() {
        XCTAssertEqual(parse("```\r\nfirst\r\nsecond\r\n```\r\n").blocks, [.codeBlock(language: nil, lines: ["first", "second"])])
    }
}
