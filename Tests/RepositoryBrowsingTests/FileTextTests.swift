#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import RepositoryBrowsing
import XCTest

/// Binary detection, tabs, diff lines and commit rows.
final class FileTextTests: XCTestCase {
    func testNulBytesOrInvalidUTF8MakeAFileBinary() {
        XCTAssertFalse(BinaryDetection.isBinary(Array("plain text\nwith ünïcode 👩‍👩‍👧\n".utf8)))
        XCTAssertFalse(BinaryDetection.isBinary([0xEF, 0xBB, 0xBF] + Array("bom".utf8)))
        XCTAssertFalse(BinaryDetection.isBinary([]))
        XCTAssertTrue(BinaryDetection.isBinary([0x89, 0x50, 0x4E, 0x47, 0x00]))
        XCTAssertTrue(BinaryDetection.isBinary([0x61, 0xFF, 0x62]), "not UTF-8")
        XCTAssertTrue(BinaryDetection.isBinary([0xE2, 0x82]), "cut in the middle of a character")
    }

    func testTabsReachTheNextStopCountingWideCharacters() {
        XCTAssertEqual(TabExpansion.expand("\tx"), "        x")
        XCTAssertEqual(TabExpansion.expand("ab\tc", width: 4), "ab  c")
        XCTAssertEqual(TabExpansion.expand("全\tx", width: 4), "全  x", "a wide character takes two cells")
        XCTAssertEqual(TabExpansion.expand("a\t\tb", width: 2), "a   b")
        XCTAssertEqual(TabExpansion.expand("\t", width: -3), " ", "an absurd width is brought to 1")
        XCTAssertEqual(TabExpansion.expand("no tabs"), "no tabs")
    }

    func testDiffLinesAreClassifiedAndNumberedFromTheirHunk() {
        let patch = "@@ -211,7 +211,8 @@ def _useAttributes(self):\n context\n-old\n+new\n+added\n---not a header\n\\ No newline at end of file\n"
        let lines = DiffLine.lines(of: patch)
        XCTAssertEqual(lines.map(\.kind), [.hunk, .context, .deletion, .addition, .addition, .deletion, .note])
        XCTAssertEqual(lines[1], DiffLine(kind: .context, text: "context", oldNumber: 211, newNumber: 211))
        XCTAssertEqual(lines[2], DiffLine(kind: .deletion, text: "old", oldNumber: 212))
        XCTAssertEqual(lines[3], DiffLine(kind: .addition, text: "new", newNumber: 212))
        XCTAssertEqual(lines[4].newNumber, 213)
        XCTAssertEqual(lines[5], DiffLine(kind: .deletion, text: "--not a header", oldNumber: 213))
        XCTAssertEqual(lines[6].text, "No newline at end of file")
    }

    func testHunkHeadersAreReadAndAbsurdNumbersSaturate() {
        XCTAssertEqual(HunkHeader(parsing: "@@ -1 +1,2 @@"),
                       HunkHeader(parsing: "@@ -1,1 +1,2 @@"))
        let header = HunkHeader(parsing: "@@ -0,0 +99999999999999999999999,3 @@ section here")
        XCTAssertEqual(header?.newStart, Int.max)
        XCTAssertEqual(header?.section, "section here")
        XCTAssertNil(HunkHeader(parsing: "@@ nonsense @@"))
        let lines = DiffLine.lines(of: "@@ -1 +9223372036854775807 @@\n+a\n+b")
        XCTAssertEqual(lines.compactMap(\.newNumber), [Int.max, Int.min], "wraps rather than traps, never crashes")
    }

    func testACommitRowIsShortSafeAndRelative() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let commit = Commit(sha: "0791cc7b1a706ab5d7c607ddff35de4d486ba3e9",
                            message: "Fix \u{1B}[2Jlint\r\n\nLonger body",
                            author: GitSignature(name: "Enrico\u{202E} Minack", date: now.addingTimeInterval(-3 * 86_400)))
        let row = CommitSummaryText(commit, now: now)
        XCTAssertEqual(row.shortSHA, "0791cc7")
        XCTAssertEqual(row.date, "3 days ago")
        XCTAssertFalse(row.author.unicodeScalars.contains("\u{202E}"))
        XCTAssertFalse(row.subject.contains("\u{1B}"))
        XCTAssertTrue(row.subject.hasPrefix("Fix"))
        XCTAssertFalse(row.subject.contains("Longer"))
    }
}

/// Highlighter spans made into runs to draw.
final class StyledRunsTests: XCTestCase {
    func testSpansBecomeRunsWithTabsExpandedAcrossThem() {
        let line = Array("\tlet x = \"é\"\t// c".utf8)
        let runs = StyledRuns.make(line[...], spans: [
            StyledRuns.Span(offset: 1, length: 3, style: 1),
            StyledRuns.Span(offset: 9, length: 4, style: 2),
            StyledRuns.Span(offset: 14, length: 4, style: 3),
        ], tabWidth: 4)
        XCTAssertEqual(runs, [
            StyledRun(text: "    ", style: nil), StyledRun(text: "let", style: 1), StyledRun(text: " x = ", style: nil),
            StyledRun(text: "\"é\"", style: 2), StyledRun(text: " ", style: nil), StyledRun(text: "// c", style: 3),
        ])
    }

    func testBadSpansAreIgnoredAndControlsRemoved() {
        let line = Array("ab\u{1B}[2Jcd".utf8)
        let runs = StyledRuns.make(line[...], spans: [
            StyledRuns.Span(offset: 0, length: 1, style: 1), StyledRuns.Span(offset: 0, length: 2, style: 9),
            StyledRuns.Span(offset: 5, length: 99, style: 9),
        ])
        XCTAssertEqual(runs.first, StyledRun(text: "a", style: 1))
        XCTAssertFalse(runs.map(\.text).joined().contains("\u{1B}"))
        XCTAssertFalse(runs.contains { $0.style == 9 })
        XCTAssertEqual(StyledRuns.make([][...], spans: []), [])
    }
}
