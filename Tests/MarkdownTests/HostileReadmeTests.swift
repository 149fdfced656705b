import Markdown
import TextCells
import XCTest

/// A README written to attack the terminal or the renderer: nothing dangerous may reach a run,
/// nothing may crash, and huge or deep input must still render.
final class HostileReadmeTests: XCTestCase {
    static let hostile: String = {
        var s = "# Title \u{1B}[2J\u{1B}]0;pwned\u{07}\n\n"
        s += "Text \u{1B}[31mred\u{1B}[0m \u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\ "
        s += "clip \u{1B}]52;c;ZXZpbA==\u{07} c1 \u{9B}31m \u{85} \u{9D}8;;x\u{9C} bidi \u{202E}txet\u{202C} \u{2066}x\u{2069}\n\n"
        s += "[js](javascript:alert(1)) [file](file:///etc/passwd) [data](data:text/html,x) <a href=\"javascript:x\">h</a>\n\n"
        s += "```\u{1B}[31m\ncode \u{1B}]52;c;AAAA\u{07} \u{202E}\n```\n\n"
        s += "| \u{1B}[1mh | b |\n| - | - |\n| \u{9B}2J | \u{202E} |\n\n"
        s += "![\u{1B}]8;;x\u{07}alt](x.png) <img alt=\"&#x1B;[2J &#27;]52 &#x202E;\" src=y>\n\n"
        s += String(repeating: ">", count: 1_000) + " deep quote\n\n"
        for depth in 0..<300 { s += String(repeating: "  ", count: depth) + "- level \(depth)\n" }
        s += "\n|" + (0..<150).map { " c\($0) |" }.joined() + "\n|" + String(repeating: " - |", count: 150) + "\n|"
            + (0..<150).map { " v\($0) |" }.joined() + "\n\n"
        s += String(repeating: "word\u{4E2D}\u{6587} ", count: 20_000) + "\n\n"  // a ~200 KB line
        return s
    }()

    func testNoControlOrBidiCharacterReachesAnyRun() {
        let document = MarkdownParser.parse(bytes: Array(Self.hostile.utf8), fileName: "README.md",
                                            htmlURL: "https://github.com/o/r/blob/main/README.md")
        for width in [1, 10, 40, 80] {
            let laidOut = DocumentLayout.layout(document, width: width)
            XCTAssertGreaterThan(laidOut.lines.count, 300)
            for (index, line) in laidOut.lines.enumerated() {
                for run in line.runs {
                    XCTAssertFalse(run.text.unicodeScalars.contains(where: Self.isDangerous), "line \(index): \(run.text.debugDescription)")
                }
                XCTAssertLessThanOrEqual(DisplayWidth.of(line.text), width, "line \(index) at \(width)")
            }
            for link in laidOut.links {
                XCTAssertFalse(link.target.unicodeScalars.contains(where: Self.isDangerous))
            }
        }
    }

    func testDangerousLinksAreNotOpenable() {
        let document = MarkdownParser.parse(bytes: Array(Self.hostile.utf8), fileName: "README.md", htmlURL: nil)
        let schemes = document.links.compactMap { link -> String? in
            if case .notOpenable(let scheme) = link.destination { return scheme }
            return nil
        }
        XCTAssertEqual(Set(schemes), ["javascript", "file", "data"])
        XCTAssertFalse(document.links.contains { link in
            if case .web(let url) = link.destination { return !url.lowercased().hasPrefix("http") }
            return false
        })
    }

    func testAReadmeOverOneMegabyteIsCutAndSaysSo() {
        var bytes = Array(String(repeating: "Some text here. ", count: 70_000).utf8)  // 1.12 MB
        bytes.insert(contentsOf: Array("中".utf8), at: MarkdownParser.byteLimit - 1)   // straddles the limit
        let document = MarkdownParser.parse(bytes: bytes, fileName: "README.md", htmlURL: nil)
        XCTAssertTrue(document.isTruncated)
        XCTAssertEqual(document.blocks.first, .notice("README.md is 1.0 MB; only its first 1 MB is shown."))
        let laidOut = DocumentLayout.layout(document, width: 80)
        XCTAssertEqual(laidOut.lines.first?.runs.first?.role, .notice)
        XCTAssertFalse(laidOut.lines.contains { $0.text.contains("\u{FFFD}") })

        let small = MarkdownParser.parse(bytes: Array("hi".utf8), fileName: "README.md", htmlURL: nil)
        XCTAssertFalse(small.isTruncated)
    }

    func testAHostilePlainTextReadmeIsSanitizedToo() {
        let document = MarkdownParser.parse(bytes: Array(Self.hostile.utf8), fileName: "README", htmlURL: nil)
        let laidOut = DocumentLayout.layout(document, width: 60)
        XCTAssertFalse(laidOut.lines.contains { $0.text.unicodeScalars.contains(where: Self.isDangerous) })
    }

    private static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || v == 0x200E || v == 0x200F || v == 0x061C
    }
}
