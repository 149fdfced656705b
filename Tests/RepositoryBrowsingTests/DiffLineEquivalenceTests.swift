@testable import RepositoryBrowsing
import XCTest

/// `DiffLine.lines(of:)` now splits and classifies a patch by bytes (issue 30): held equal to the
/// reading it replaced, by Unicode scalars rather than `Character`s (by `Character`, `\r\n` is one
/// character, so a patch with CRLF line ends was never split, and a combining mark after `+` was
/// dropped with it), on hand-written edges and seeded random patches.
final class DiffLineEquivalenceTests: XCTestCase {
    /// The reading before issue 30, by scalars, kept here as the reference.
    private func reference(_ patch: String) -> [DiffLine] {
        var lines: [DiffLine] = []
        var old: Int?
        var new: Int?
        var rest = Substring(patch).unicodeScalars[...]
        if rest.last == "\n" { rest = rest.dropLast() }
        for scalars in rest.split(separator: "\n", omittingEmptySubsequences: false) {
            let raw = Substring(Substring.UnicodeScalarView(scalars))
            let line = raw.unicodeScalars.last == "\r" ? Substring(raw.unicodeScalars.dropLast()) : raw
            switch DiffLine.kind(of: line) {
            case .hunk:
                let header = HunkHeader(parsing: line)
                old = header?.oldStart
                new = header?.newStart
                lines.append(DiffLine(kind: .hunk, text: String(line)))
            case .addition:
                lines.append(DiffLine(kind: .addition, text: String(line.unicodeScalars.dropFirst()), newNumber: new))
                new = new.map { $0 &+ 1 }
            case .deletion:
                lines.append(DiffLine(kind: .deletion, text: String(line.unicodeScalars.dropFirst()), oldNumber: old))
                old = old.map { $0 &+ 1 }
            case .context:
                lines.append(DiffLine(kind: .context, text: String(line.unicodeScalars.dropFirst()), oldNumber: old,
                                      newNumber: new))
                old = old.map { $0 &+ 1 }
                new = new.map { $0 &+ 1 }
            case .note:
                lines.append(DiffLine(kind: .note, text: String(line.unicodeScalars.dropFirst().drop { $0 == " " })))
            }
        }
        return lines
    }

    func testEdgesReadAsBefore() {
        for patch in ["", "\n", "\n\n", "+", "-", " ", "@", "@@", "@@ -1 +1 @@", "\\", "\\  No newline", "a\r\nb\r\n",
                      "@@ -99999999999999999999,2 +1 @@ x\n-a\n+b\n c", "+é\n-中\n 😀\r", "\r", "@@ -1,2 +3,4 @@\r\n+x"] {
            XCTAssertEqual(DiffLine.lines(of: patch), reference(patch), patch.debugDescription)
            XCTAssertEqual(Array(PatchLines(patch)), unnumbered(patch), patch.debugDescription)
        }
    }

    /// The commit screen's lazy lines are the numbered lines without their numbers.
    private func unnumbered(_ patch: String) -> [DiffLine] {
        DiffLine.lines(of: patch).map { DiffLine(kind: $0.kind, text: $0.text) }
    }

    func testPatchLinesReadOneLineWhenAskedAndCountWithoutReading() {
        let patch = "@@ -1,2 +1,3 @@\n-old\r\n+new\n+é\n context\n\\ No newline at end of file\n"
        let lines = PatchLines(patch)
        XCTAssertEqual(lines.count, 6)
        XCTAssertEqual(lines[1], DiffLine(kind: .deletion, text: "old"))
        XCTAssertEqual(lines[3], DiffLine(kind: .addition, text: "é"))
        XCTAssertEqual(lines[5], DiffLine(kind: .note, text: "No newline at end of file"))
        XCTAssertEqual(PatchLines(String(repeating: "+x\n", count: 20_000)).count, 20_000)
    }

    func testAPatchWithCRLFLineEndsIsSplitIntoItsLines() {
        let lines = DiffLine.lines(of: "@@ -1,2 +1,2 @@\r\n-old\r\n+new\r\n same\r\n")
        XCTAssertEqual(lines.map(\.kind), [.hunk, .deletion, .addition, .context])
        XCTAssertEqual(lines.map(\.text), ["@@ -1,2 +1,2 @@", "old", "new", "same"])
        XCTAssertEqual(lines[3].newNumber, 2)
    }

    func testSeededRandomPatchesReadAsBefore() {
        var generator = SeededGenerator(seed: 30)
        let pieces = ["+", "-", " ", "\\", "@@ -", "@@ -1,3 +2,4 @@ f", ",", "1", "99", "\n", "\r\n", "\r", "a", "é", "中",
                      "\u{301}", "😀", "\t", "@", " @@", "+++", "---"]
        for _ in 0..<3_000 {
            let patch = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
            XCTAssertEqual(DiffLine.lines(of: patch), reference(patch), patch.debugDescription)
            XCTAssertEqual(Array(PatchLines(patch)), unnumbered(patch), patch.debugDescription)
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be run again.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
