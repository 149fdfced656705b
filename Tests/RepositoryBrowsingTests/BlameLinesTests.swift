import Entities
import Foundation
import RepositoryBrowsing
import XCTest

/// A blame's untrusted ranges laid onto a file's lines (issue 29): clamped, reversed and outside
/// ranges give nothing, the first range listed keeps an overlapped line, runs are found, and a
/// hostile answer of many whole-file ranges costs one pass.
final class BlameLinesTests: XCTestCase {
    private func range(_ start: Int, _ end: Int, _ oid: String, age: Int = 5) -> BlameRange {
        BlameRange(startingLine: start, endingLine: end, age: age, commit: BlameCommit(oid: oid))
    }

    func testRangesAreClampedAndTheFirstListedKeepsALine() {
        let lines = BlameLines(Blame(ranges: [
            range(3, 4, "a"), range(1, 10, "b"), range(9, 2, "reversed"), range(-5, 0, "before"),
            range(11, 20, "after"), range(Int.min, Int.max, "all"),
        ]), lineCount: 6)
        XCTAssertEqual((0..<6).map { lines.group(ofLine: $0)?.oid }, ["b", "b", "a", "a", "b", "b"])
        XCTAssertEqual(lines.groups.map(\.oid), ["a", "b", "all"])
        XCTAssertNil(lines.group(ofLine: -1))
        XCTAssertNil(lines.group(ofLine: 6))
        XCTAssertEqual((0..<6).map(lines.startsRun), [true, false, true, false, true, false])
    }

    func testLinesNoRangeNamesHaveNoGroupAndAgesAreClamped() {
        let lines = BlameLines(Blame(ranges: [range(2, 2, "a", age: 0), range(4, 4, "b", age: 11)]), lineCount: 5)
        XCTAssertEqual((0..<5).map { lines.group(ofLine: $0)?.age }, [nil, 1, nil, 10, nil])
        XCTAssertEqual(BlameLines(Blame(ranges: [range(1, 3, "a")]), lineCount: 0).groups, [])
        XCTAssertEqual(BlameLines(Blame(ranges: [range(1, 3, "a")]), lineCount: -4).lineCount, 0)
    }

    func testManyOverlappingWholeFileRangesAreLaidOutInOnePass() {
        let ranges = (0..<20_000).map { range(1, 1_000_000, "c\($0)") }
        let started = Date()
        let lines = BlameLines(Blame(ranges: ranges), lineCount: 50_000)
        XCTAssertEqual(lines.group(ofLine: 49_999)?.oid, "c0")
        XCTAssertEqual(lines.groups.count, 20_000)
        _ = started
    }

    func testShortAgesFitFourCells() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(BlameLines.shortAge(now.addingTimeInterval(-60), now: now), "now")
        XCTAssertEqual(BlameLines.shortAge(now.addingTimeInterval(-7_200), now: now), "2h")
        XCTAssertEqual(BlameLines.shortAge(now.addingTimeInterval(-3 * 86_400), now: now), "3d")
        XCTAssertEqual(BlameLines.shortAge(now.addingTimeInterval(-100 * 86_400), now: now), "3mo")
        XCTAssertEqual(BlameLines.shortAge(Date.distantPast, now: now), "999y")
        XCTAssertEqual(BlameLines.shortAge(Date(timeIntervalSince1970: -1e300), now: now), "999y")
        XCTAssertEqual(BlameLines.shortAge(nil, now: now), "")
    }

    func testTextsAreMadeSafe() {
        let commit = BlameCommit(oid: "0123456789", abbreviatedOid: "\u{1B}[31mx", messageHeadline: "a\u{1B}]52;c;x\u{07}b",
                                 authorName: "\u{202E}me\u{1B}[2J")
        let group = BlameLines(Blame(ranges: [BlameRange(startingLine: 1, endingLine: 1, age: 3, commit: commit)]),
                               lineCount: 1).groups[0]
        for text in [group.shortSHA, group.author, group.headline] {
            XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, text)
        }
    }
}
