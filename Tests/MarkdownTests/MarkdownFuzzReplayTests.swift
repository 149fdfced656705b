import Foundation
import FuzzMarkdown
import XCTest

/// The Markdown fuzz target (`Fuzz/Markdown`) in `swift test`: its committed corpus (the README
/// fixtures and hand-made edge cases; every crash the fuzzer finds joins it) is replayed, then a
/// seeded random driver mutates windows of it, so a plain test run fuzzes a little too and any
/// failure replays from its seed.
final class MarkdownFuzzReplayTests: XCTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Markdown/corpus")

    private func corpusInputs() throws -> [(name: String, bytes: [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        return try names.map { name in
            (name, [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(name))))
        }
    }

    func testTheCommittedCorpusHoldsUp() throws {
        let inputs = try corpusInputs()
        XCTAssertGreaterThanOrEqual(inputs.count, 5, "the corpus is seeded from ../shared/fixtures/readme")
        for input in inputs {
            XCTAssertEqual(MarkdownFuzz.problems(input.bytes), [], input.name)
        }
    }

    func testSeededRandomMutationsHoldUp() throws {
        let inputs = try corpusInputs()
        let tokens: [[UInt8]] = ["|", " | ", "\n", "\n\n", "*", "**", "_", "~~", "`", "```\n", "[", "](", ")", "![",
                                 "[^1]", "[^1]: ", "# ", "> ", "- ", "1. ", "- [x] ", "<a href=\"", "<img alt=\"", "</",
                                 "&amp;", "\\", "中", "，", "e\u{301}", "👍🏽", "\u{200D}", "\u{1B}[", "\u{9B}", "\t", "    ",
                                 "https://x.example/", "#usage", ":-:", "---\n"].map { Array($0.utf8) }
        var random = Mix(seed: 20_261_124)
        for round in 0..<150 {
            let source = inputs[Int(random.next() % UInt64(inputs.count))].bytes
            let body = Array(source.dropFirst(2))
            let start = body.isEmpty ? 0 : Int(random.next() % UInt64(body.count))
            var window = Array(body[start..<min(body.count, start + 1 + Int(random.next() % 1_500))])
            for _ in 0..<(1 + Int(random.next() % 8)) {
                let at = window.isEmpty ? 0 : Int(random.next() % UInt64(window.count + 1))
                switch random.next() % 3 {
                case 0: window.insert(contentsOf: tokens[Int(random.next() % UInt64(tokens.count))], at: at)
                case 1: if at < window.count { window[at] = UInt8(truncatingIfNeeded: random.next()) }
                default: window.removeSubrange(at..<min(window.count, at + Int(random.next() % 40)))
                }
            }
            let input = [UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next())] + window
            let problems = MarkdownFuzz.problems(input)
            XCTAssertEqual(problems, [], "round \(round): \(input.prefix(300).map { String($0, radix: 16) }.joined(separator: " "))")
        }
    }
}

/// A small seeded generator (SplitMix64), so a failing round replays.
private struct Mix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
