import Markdown
import XCTest

/// Footnotes, heading anchors in bulk, and links that share an address (issue 17).
final class FootnoteAndAnchorTests: XCTestCase {
    func testFootnotesShowAsNumberedMarkersAndNotesAtTheEnd() {
        let lines = render("""
            Fast[^speed] and small[^size]; fast again[^speed].

            [^size]: Under a megabyte.
            [^speed]: Measured with *callgrind*.

            ## After
            """, width: 60)
        XCTAssertFalse(lines.joined().contains("[^"), lines.joined(separator: "\n"))
        XCTAssertEqual(lines.first, "Fast[1] and small[2]; fast again[1].")
        // The notes come last, after a rule, numbered in the order of their first reference.
        XCTAssertEqual(Array(lines.suffix(4)), [String(repeating: "─", count: 60), "",
                                                "1. Measured with callgrind.", "2. Under a megabyte."])
        XCTAssertTrue(lines.contains("After"))
    }

    func testAnUndefinedFootnoteStaysText() {
        XCTAssertEqual(render("See [^nowhere]."), ["See [^nowhere]."])
    }

    func testTwentyThousandIdenticalHeadingsGetNumberedAnchors() {
        let count = 20_000
        let markdown = String(repeating: "## Usage\n\n", count: count)
        let document = parse(markdown)
        let whole = DocumentLayout.layout(document, width: 80)
        XCTAssertEqual(whole.anchors.count, count)
        XCTAssertEqual(whole.anchors["usage"], 0)
        XCTAssertEqual(whole.anchors["usage-1"], 3)
        XCTAssertEqual(whole.anchors["usage-\(count - 1)"], 3 * (count - 1))
        let blockwise = BlockwiseLayout(document, width: 80)
        XCTAssertEqual(blockwise.anchors, whole.anchors)
    }

    func testSluggerNumbersAroundHeadingsThatLookNumbered() {
        var slugger = HeadingSlugger()
        XCTAssertEqual(["a-1", "a", "a", "a", "a-2"].map { slugger.slug(for: $0) }, ["a-1", "a", "a-2", "a-3", "a-2-1"])
    }

    func testTwoLinksInARowToOneAddressAreTwoLinks() {
        let document = parse("[one](https://a.example/) [two](https://a.example/) [three](https://b.example/)")
        let laidOut = DocumentLayout.layout(document, width: 80)
        XCTAssertEqual(laidOut.links.map(\.target), ["https://a.example/", "https://a.example/", "https://b.example/"])
        XCTAssertEqual(laidOut.links.map(\.source), [0, 1, 2])
        let blockwise = BlockwiseLayout(document, width: 80)
        XCTAssertEqual(blockwise.links.map(\.source), [0, 1, 2])
    }
}
