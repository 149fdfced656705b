import Foundation
import Markdown
import XCTest

/// The README laid out block by block on demand reads exactly as the whole document laid out at
/// once (the snapshots' layout): same lines, links and heading anchors, whatever order the lines
/// are asked for in and however many blocks were laid out in between.
final class BlockwiseLayoutTests: XCTestCase {
    func testEveryFixtureReadsAsTheWholeDocumentLaidOut() throws {
        for name in ReadmeFixture.names {
            let fixture = try ReadmeFixture.load(name)
            let document = MarkdownParser.parse(bytes: fixture.bytes, fileName: fixture.name, htmlURL: fixture.htmlURL)
            for width in [40, 100] {
                let whole = DocumentLayout.layout(document, width: width)
                let blockwise = BlockwiseLayout(document, width: width)
                XCTAssertEqual(blockwise.lineCount, whole.lines.count, "\(name) at \(width)")
                // Forwards, then backwards: the early blocks are laid out again after later ones pushed them out.
                for index in 0..<whole.lines.count { _ = blockwise.line(index) }
                for index in stride(from: whole.lines.count - 1, through: 0, by: -1) {
                    guard let line = blockwise.line(index) else { return XCTFail("\(name) line \(index) missing") }
                    let runs = line.screenLine.runs.map { run -> StyledRun in
                        var shifted = run
                        shifted.link = run.link.map { line.linkBase + $0 }
                        return shifted
                    }
                    XCTAssertEqual(runs.map(\.text).joined(), whole.lines[index].text, "\(name) line \(index) at \(width)")
                    XCTAssertEqual(runs.map(\.link), whole.lines[index].runs.map(\.link), "\(name) line \(index) links")
                }
                XCTAssertEqual(blockwise.links.map(\.target), whole.links.map(\.target), name)
                XCTAssertEqual(blockwise.links.map(\.firstLine), whole.links.map { $0.positions.first?.line ?? -1 }, name)
                XCTAssertEqual(blockwise.anchors, whole.anchors, name)
            }
        }
    }

    func testTheNearestLineFindsTheReadersPlaceInABlock() {
        let document = MarkdownParser.parse(bytes: Array("# Title\n\none two three four five six seven eight\n\n- a\n- b\n".utf8),
                                            fileName: "README.md", htmlURL: nil)
        let layout = BlockwiseLayout(document, width: 12)
        // Title, its underline, blank, the paragraph in lines of at most 12 cells, blank, the list.
        let paragraphStart = 3
        XCTAssertEqual(layout.line(paragraphStart)?.block, 1)
        XCTAssertEqual(layout.line(paragraphStart)?.offset, 0)
        XCTAssertEqual(layout.nearestLine(block: 1, offset: 0), paragraphStart)
        XCTAssertEqual(layout.nearestLine(block: 1, offset: -1), paragraphStart - 1, "the blank line before the block")
        let second = layout.line(paragraphStart + 1)
        XCTAssertEqual(layout.nearestLine(block: 1, offset: second?.offset ?? -9), paragraphStart + 1)
        XCTAssertEqual(layout.nearestLine(block: 1, offset: (second?.offset ?? 0) + 1), paragraphStart + 1)
        XCTAssertEqual(layout.nearestLine(block: 99, offset: 0), layout.lineCount - 1, "past the end: the last line")
        XCTAssertNil(layout.line(layout.lineCount))
    }

    func testAnEmptyDocumentHasNoLines() {
        let layout = BlockwiseLayout(MarkdownDocument(blocks: []), width: 80)
        XCTAssertEqual(layout.lineCount, 0)
        XCTAssertNil(layout.line(0))
        XCTAssertEqual(layout.nearestLine(block: 0, offset: 0), 0)
    }
}
