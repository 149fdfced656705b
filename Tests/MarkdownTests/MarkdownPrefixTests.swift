import Foundation
import Markdown
import XCTest

/// Where a long README can be cut so that its start parses into the whole's first blocks.
final class MarkdownPrefixTests: XCTestCase {
    private func parse(_ bytes: [UInt8]) -> MarkdownDocument {
        MarkdownParser.parse(bytes: bytes, fileName: "README.md", htmlURL: "https://github.com/o/r/blob/HEAD/README.md")
    }

    /// The start up to the cut parses into the same blocks as the whole's first ones.
    private func assertStartMatchesWhole(_ text: String, atLeast minimum: Int, file: StaticString = #filePath,
                                         line: UInt = #line) -> Int? {
        let bytes = Array(text.utf8)
        guard let cut = MarkdownPrefix.safeCut(in: bytes, atLeast: minimum) else { return nil }
        XCTAssertGreaterThanOrEqual(cut, minimum, file: file, line: line)
        let start = parse(Array(bytes[..<cut]))
        let whole = parse(bytes)
        XCTAssertFalse(start.blocks.isEmpty, file: file, line: line)
        XCTAssertEqual(start.blocks, Array(whole.blocks.prefix(start.blocks.count)),
                       "cut at \(cut): \(String(decoding: bytes[max(cut - 80, 0)..<min(cut + 80, bytes.count)], as: UTF8.self))",
                       file: file, line: line)
        return cut
    }

    func testACutFallsAfterABlankLineBeforeTheNextTopLevelBlock() {
        let text = "# Title\n\nFirst paragraph.\n\nSecond paragraph.\n\n## Next\n\nMore.\n"
        let cut = assertStartMatchesWhole(text, atLeast: 10)
        XCTAssertEqual(cut, Array(text.utf8).count - "Second paragraph.\n\n## Next\n\nMore.\n".utf8.count)
    }

    func testNeverInsideAFencedCodeBlock() {
        let code = (1...20).map { "line \($0)\n\n" }.joined()
        let text = "Intro.\n\n```sh\n\(code)```\n\nAfter the code.\n\n~~~~\n\n~~~\n\nstill code\n~~~~\n\nEnd.\n"
        let cut = assertStartMatchesWhole(text, atLeast: 12)
        XCTAssertEqual(cut.map { String(decoding: Array(text.utf8)[$0...], as: UTF8.self) }, "After the code.\n\n~~~~\n\n~~~\n\nstill code\n~~~~\n\nEnd.\n")
        let second = assertStartMatchesWhole(text, atLeast: text.utf8.count - 20)
        XCTAssertEqual(second.map { String(decoding: Array(text.utf8)[$0...], as: UTF8.self) }, "End.\n",
                       "the ~~~ inside a ~~~~ fence does not close it")
    }

    func testNeverInsideAnHTMLCommentOrPre() {
        let text = "Intro.\n\n<!--\n\nhidden\n\n-->\n\n<pre>\n\nkept\n\n</pre>\n\nVisible.\n"
        let cut = assertStartMatchesWhole(text, atLeast: 9)
        XCTAssertEqual(cut.map { String(decoding: Array(text.utf8)[$0...], as: UTF8.self) }, "<pre>\n\nkept\n\n</pre>\n\nVisible.\n")
        let later = assertStartMatchesWhole(text, atLeast: 30)
        XCTAssertEqual(later.map { String(decoding: Array(text.utf8)[$0...], as: UTF8.self) }, "Visible.\n")
    }

    func testNotBetweenTheItemsOfALooseList() {
        let text = "Intro.\n\n- one\n\n- two\n\n  continued\n\n1. first\n\n2) second\n\nAfter.\n"
        let cut = assertStartMatchesWhole(text, atLeast: 9)
        XCTAssertEqual(cut.map { String(decoding: Array(text.utf8)[$0...], as: UTF8.self) }, "After.\n")
    }

    func testNoCutInAFileWithoutOne() {
        XCTAssertNil(MarkdownPrefix.safeCut(in: Array("```\n\(String(repeating: "code\n\n", count: 100))".utf8), atLeast: 10))
        XCTAssertNil(MarkdownPrefix.safeCut(in: Array("Short.\n\nText.\n".utf8), atLeast: 100))
    }

    /// The recorded READMEs and the 250 KB benchmark README, cut at many places.
    func testRealReadmesCutIntoTheirWholesFirstBlocks() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/fixtures/readme").standardized.path
        for name in ["readme-junegunn-fzf", "readme-sindresorhus-awesome", "readme-burntsushi-ripgrep", "readme-fatedier-frp"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/\(name).json"))
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            let content = try XCTUnwrap(object["content"] as? String)
            let bytes = try XCTUnwrap(Data(base64Encoded: content, options: .ignoreUnknownCharacters))
            let text = String(decoding: bytes, as: UTF8.self)
            var cuts = 0
            for minimum in stride(from: 1_000, to: bytes.count, by: 3_000) {
                if assertStartMatchesWhole(text, atLeast: minimum) != nil { cuts += 1 }
            }
            XCTAssertGreaterThan(cuts, 0, name)
        }
    }
}
