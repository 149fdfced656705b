import APIClient
import Entities
import FixtureServer
import Foundation
import JSONReading
import TestSupport
import XCTest

/// A tree read while it arrives (`GitTreeBodyScanner`) is the tree read whole: for the recorded
/// trees, seeded random trees and damaged or oddly shaped documents, fed in random pieces, the
/// answer (or the error) equals `GitTree.read(from:)`'s.
final class GitTreeBodyScannerTests: XCTestCase {
    private func repoFixture(_ name: String) throws -> Data {
        let github = try XCTUnwrap(FixtureStore.locateDirectory())
        let directory = URL(fileURLWithPath: github).deletingLastPathComponent().appendingPathComponent("github-repo")
        return try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
    }

    /// `body` fed to a scanner in pieces of 1 to `largest` bytes, as libcurl would.
    private static func scanned(_ body: Data, largest: Int, random: inout SeededRandom) -> GitTreeBodyScanner {
        let scanner = GitTreeBodyScanner()
        var growing = Data()
        var start = 0
        while start < body.count {
            let end = min(body.count, start + 1 + Int(random.next() % UInt64(largest)))
            growing.append(body[(body.startIndex + start)..<(body.startIndex + end)])
            growing.withUnsafeBytes { scanner.bodyDidGrow($0) }
            start = end
        }
        return scanner
    }

    /// The answer or the error's text.
    private static func outcome(_ read: () throws -> GitTree) -> String {
        do {
            let tree = try read()
            return "\(tree.sha ?? "-") \(tree.truncated) \(Array(tree.entries))"
        } catch {
            return "error: \(error)"
        }
    }

    private func assertReadsAsWhole(_ body: Data, largest: Int, random: inout SeededRandom, expectScanned: Bool? = nil,
                                    file: StaticString = #filePath, line: UInt = #line) {
        let scanner = Self.scanned(body, largest: largest, random: &random)
        XCTAssertEqual(Self.outcome { try GitTree.read(from: body, scanned: scanner) },
                       Self.outcome { try GitTree.read(from: body) }, file: file, line: line)
        if let expectScanned {
            XCTAssertEqual(scanner.array != nil, expectScanned, String(decoding: body.prefix(200), as: UTF8.self),
                           file: file, line: line)
        }
    }

    func testTheRecordedTreesReadAsWholeWhateverThePieces() throws {
        var random = SeededRandom(seed: 300)
        for name in ["tree-recursive-sigmavirus24-github3.py", "tree-enricomi-pygithub", "tree-large-tldr-pages-tldr"] {
            let body = try repoFixture(name)
            for largest in [7, 16_384, 100_000] where body.count < 1_000_000 || largest >= 16_384 {
                assertReadsAsWhole(body, largest: largest, random: &random, expectScanned: true)
            }
        }
        let doubled = try XCTUnwrap(LargeTree.doubled(Array(try repoFixture("tree-large-tldr-pages-tldr"))))
        let scanner = Self.scanned(Data(doubled), largest: 16_384, random: &random)
        XCTAssertEqual(try GitTree.read(from: Data(doubled), scanned: scanner).entries.count, 60_155)
        XCTAssertEqual(scanner.entries.count, 60_155)
    }

    /// Seeded random trees in GitHub's shape with escapes, non-ASCII, odd SHAs, modes and sizes,
    /// and random whitespace between the tokens.
    func testSeededRandomTreesReadAsWhole() {
        var random = SeededRandom(seed: 301)
        let names = ["src", "a b", "é", "😀", #"q\"uote"#, #"back\\slash"#, #"\u0041\n"#, "x/y", "\\/"]
        let shas = ["\"0123456789abcdef0123456789abcdef01234567\"", "\"ABCDEF0123456789abcdef0123456789abcdef01\"",
                    "null", "\"short\"", "12", "{\"a\":[1]}", "\"\\u0030123456789abcdef0123456789abcdef01234567\""]
        let others = [#""mode":"100644""#, #""mode":"040000","type":"tree""#, #""type":"commit""#, #""size":12"#,
                      #""size":1e30"#, #""size":-5"#, #""url":"https://x/\"y\"""#, #""extra":{"tree":[{"path":"no"}]}"#]
        for _ in 0..<200 {
            let space = { (random: inout SeededRandom) -> String in [" ", "", "\n", "\t ", "\r\n"][Int(random.next() % 5)] }
            var json = "{" + space(&random) + #""sha""# + space(&random) + ":" + space(&random) + #""abc","#
                + space(&random) + #""url":"https://api/\"tree\":[""# + space(&random) + "," + space(&random)
                + #""tree""# + space(&random) + ":" + space(&random) + "["
            let count = Int(random.next() % 40)
            for index in 0..<count {
                if index > 0 { json += space(&random) + "," + space(&random) }
                var members = [#""path":""# + (0..<(1 + Int(random.next() % 3))).map { _ in names[Int(random.next() % UInt64(names.count))] }
                                                .joined(separator: "/") + "\""]
                members.append(#""sha":"# + shas[Int(random.next() % UInt64(shas.count))])
                for _ in 0..<Int(random.next() % 3) { members.append(others[Int(random.next() % UInt64(others.count))]) }
                json += "{" + members.joined(separator: "," + space(&random)) + "}"
            }
            json += space(&random) + "]" + space(&random) + "," + #""truncated":"# + (random.next() % 2 == 0 ? "false" : "true")
                + space(&random) + "}" + space(&random)
            assertReadsAsWhole(Data(json.utf8), largest: 1 + Int(random.next() % 64), random: &random)
        }
    }

    /// Other shapes, and damaged trees: the same answer or the same error, never a trap.
    func testOtherShapesAndDamagedTreesReadAsWhole() throws {
        var random = SeededRandom(seed: 302)
        let entry = #"{"path":"a","mode":"100644","type":"blob","sha":"0123456789abcdef0123456789abcdef01234567","size":1}"#
        let documents = [
            #"{"tree":[]}"#, #"{"tree":null}"#, #"{"tree":[\#(entry)]}"#, #"{"tree":[\#(entry),]}"#,
            #"{"tree":[\#(entry)\#(entry)]}"#, #"{"tree":[\#(entry)],"tree":[\#(entry)]}"#,
            #"{"truncated":true,"tree":[\#(entry)],"sha":"x"}"#, #"{"tree":[\#(entry)]} x"#, #"{"tree":[\#(entry)]"#,
            #"{"tree":[\#(entry)"#, #"{"tree":[{"mode":"100644"}]}"#, #"{"tree":{"path":"a"}}"#, #"[\#(entry)]"#,
            #"{"sha":{"tree":[\#(entry)]},"tree":[\#(entry),\#(entry)]}"#, #"{"a":[1,2],"tree":[\#(entry)]}"#,
            #"{"tr\u0065e":[\#(entry)]}"#, #"{"sha":"\"tree\":[","tree":[\#(entry)]}"#, #"{"tree":[\#(entry)], "truncated": 1}"#,
            #"{"tree":[{"path":"\ud800"}]}"#, #"{"tree":[{"path":"a","path":"b"}]}"#, "", " ", "{", #"{"tree""#,
        ]
        for document in documents {
            for largest in [1, 3, 1_000] {
                assertReadsAsWhole(Data(document.utf8), largest: largest, random: &random)
            }
        }
        // The large tree with a few random bytes changed.
        let original = Array(try repoFixture("tree-recursive-sigmavirus24-github3.py"))
        let interesting = Array(#"{}[]",:\0123456789-.eEtrufalsn "#.utf8) + [0x00, 0x1F, 0x80, 0xFF]
        for _ in 0..<120 {
            var bytes = original
            for _ in 0..<Int(1 + random.next() % 3) {
                bytes[Int(random.next() % UInt64(bytes.count))] = interesting[Int(random.next() % UInt64(interesting.count))]
            }
            assertReadsAsWhole(Data(bytes), largest: 64 + Int(random.next() % 4_096), random: &random)
        }
    }

    /// An answer read without a scanner, or by a scanner fed nothing, reads as before.
    func testAScannerThatSawNothingChangesNothing() throws {
        let body = try repoFixture("tree-enricomi-pygithub")
        XCTAssertEqual(try GitTree.read(from: body, scanned: GitTreeBodyScanner()), try GitTree.read(from: body))
        XCTAssertEqual(try GitTree.read(from: body, scanned: nil), try GitTree.read(from: body))
    }
}
