import Foundation
import Markdown
import XCTest

/// Renders each real README fixture at 40, 80 and 120 columns and compares the text and style
/// runs with `Snapshots/NAME-WIDTH.txt`. `RECORD_SNAPSHOTS=1` rewrites the files instead.
final class SnapshotTests: XCTestCase {
    private static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    private let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"

    func testFixturesMatchTheirSnapshots() throws {
        for name in ReadmeFixture.names {
            let fixture = try ReadmeFixture.load(name)
            let document = MarkdownParser.parse(bytes: fixture.bytes, fileName: fixture.name, htmlURL: fixture.htmlURL)
            for width in [40, 80, 120] {
                let laidOut = DocumentLayout.layout(document, width: width)
                let rendered = SnapshotText.render(laidOut)
                let file = Self.snapshots.appendingPathComponent("\(name)-\(width).txt")
                if recording {
                    try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
                    try rendered.write(to: file, atomically: true, encoding: .utf8)
                    continue
                }
                let expected = try String(contentsOf: file, encoding: .utf8)
                if rendered != expected {
                    let mismatch = zip(rendered.split(separator: "\n", omittingEmptySubsequences: false),
                                       expected.split(separator: "\n", omittingEmptySubsequences: false))
                        .enumerated().first { $0.element.0 != $0.element.1 }
                    XCTFail("\(name) at \(width) differs from its snapshot; first difference at snapshot line "
                            + "\(mismatch.map { String($0.offset + 1) } ?? "end"): got \(mismatch.map { String($0.element.0) } ?? "?") "
                            + "(RECORD_SNAPSHOTS=1 re-records)")
                }
            }
        }
    }

    func testNoFixtureLineIsWiderThanTheScreen() throws {
        for name in ReadmeFixture.names {
            let fixture = try ReadmeFixture.load(name)
            let document = MarkdownParser.parse(bytes: fixture.bytes, fileName: fixture.name, htmlURL: fixture.htmlURL)
            for width in [20, 40, 80, 120] {
                let laidOut = DocumentLayout.layout(document, width: width)
                for (index, line) in laidOut.lines.enumerated() {
                    XCTAssertLessThanOrEqual(DisplayWidthProbe.width(line.text), width, "\(name) line \(index) at \(width)")
                }
            }
        }
    }
}
