import APIClient
import Entities
import FixtureServer
import Foundation
@testable import GHBrowseApp
import TestSupport
import TextCells
import XCTest

/// Issue 30: `--json` and `tree`'s piped lines are written as bytes (`JSONWriter`,
/// `JSONFieldRows`, `TabSeparatedLines`). What they print is what the string-building code they
/// replaced printed (`ReplacedJSONText`), byte for byte, and reads back (Foundation's parser, here
/// only) to the same values: the recorded trees, seeded random trees full of controls and
/// invisibles, nested values, field selections and `--jq`.
final class CommandOutputWriterTests: XCTestCase {
    private static let table = RepositoryCommandJSON.entryFields

    private func recordedTree(_ name: String) throws -> GitTree {
        let github = try XCTUnwrap(FixtureStore.locateDirectory())
        let directory = URL(fileURLWithPath: github).deletingLastPathComponent().appendingPathComponent("github-repo")
        return try GitTree.read(from: try Data(contentsOf: directory.appendingPathComponent("\(name).json")))
    }

    private func parsed(_ bytes: [UInt8]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    /// Whether two values Foundation's parser made are the same JSON.
    private static func same(_ left: Any, _ right: Any) -> Bool {
        switch (left, right) {
        case let (left as String, right as String): return left == right
        case let (left as [Any], right as [Any]):
            return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        case let (left as [String: Any], right as [String: Any]):
            return left.count == right.count && left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
        case (is NSNull, is NSNull): return true
        case let (left as NSNumber, right as NSNumber): return left == right
        default: return false
        }
    }

    private func assertSameJSON(_ left: [UInt8], _ right: [UInt8], _ label: String,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(Self.same(try parsed(left), try parsed(right)), label, file: file, line: line)
    }

    /// The rows as the new writer prints them equal the replaced writer's text, pretty and compact,
    /// and both read back to the same values.
    private func assertSameAsReplaced(_ entries: [GitTreeEntry], only selection: [String]?, _ label: String,
                                      file: StaticString = #filePath, line: UInt = #line) throws {
        let rows = JSONFieldRows(entries, table: Self.table, only: selection)
        let value = JSONValue.array(entries.map { Self.table.object($0, only: selection) })
        let replaced = ReplacedJSONText.text(value)
        XCTAssertEqual(String(decoding: rows.textBytes, as: UTF8.self), replaced, label, file: file, line: line)
        XCTAssertEqual(value.text, replaced, label, file: file, line: line)
        try assertSameJSON(rows.textBytes, Array(replaced.utf8), label, file: file, line: line)
        try assertSameJSON(rows.compactBytes, Array(ReplacedJSONText.compactText(value).utf8), label, file: file, line: line)
        XCTAssertFalse(rows.compactBytes.contains(0x0A), label, file: file, line: line)
    }

    func testTheRecordedTreesPrintAsBefore() throws {
        for name in ["tree-recursive-sigmavirus24-github3.py", "tree-enricomi-pygithub", "tree-large-tldr-pages-tldr"] {
            let entries = Array(try recordedTree(name).entries)
            XCTAssertFalse(entries.isEmpty, name)
            try assertSameAsReplaced(entries, only: nil, name)
            try assertSameAsReplaced(entries, only: ["path", "size"], name + " path,size")
            try assertSameAsReplaced(entries, only: ["type"], name + " type")
        }
    }

    /// Every character the output must escape: C0, DEL, the C1 controls, the bidirectional
    /// controls and the line separators, and their neighbours that it must not.
    private static let awkward: [Unicode.Scalar] = {
        var values = Array(0x00...0x20) + [0x22, 0x2F, 0x5C, 0x7E] + Array(0x7F...0xA1)
        values += [0x061B, 0x061C, 0x061D, 0x200D, 0x200E, 0x200F, 0x2010, 0x2027] + Array(0x2028...0x202F)
        // Not U+FEFF: written as it is (as before), but Foundation's parser on Linux drops it from strings.
        values += [0x2065, 0x2066, 0x2067, 0x2068, 0x2069, 0x206A, 0xE9, 0x4E2D, 0x1F600, 0x10FFFF]
        return values.map { Unicode.Scalar(UInt32($0))! }
    }()

    private static func randomText(_ random: inout SeededRandom) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &random) {
            if Bool.random(using: &random) {
                scalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            } else {
                scalars.append(awkward.randomElement(using: &random)!)
            }
        }
        return String(scalars)
    }

    private static func randomTree(_ random: inout SeededRandom) -> [GitTreeEntry] {
        let sizes = [0, 1, -1, 9, 10, 99, 100, 12_345, Int.max, Int.min]
        return (0..<Int.random(in: 0...40, using: &random)).map { _ in
            GitTreeEntry(path: randomText(&random),
                         mode: Bool.random(using: &random) ? randomText(&random) : nil,
                         type: [.blob, .tree, .commit].randomElement(using: &random)!,
                         sha: Bool.random(using: &random) ? randomText(&random) : nil,
                         size: Bool.random(using: &random) ? nil
                            : Bool.random(using: &random) ? sizes.randomElement(using: &random)! : Int(random.next() >> 1))
        }
    }

    func testSeededRandomTreesPrintAsBeforeAndReadBackToTheirText() throws {
        var random = SeededRandom(seed: 30)
        for round in 0..<300 {
            let entries = Self.randomTree(&random)
            try assertSameAsReplaced(entries, only: nil, "round \(round)")
            try assertSameAsReplaced(entries, only: ["sha", "mode"], "round \(round) sha,mode")
            let back = try XCTUnwrap(try parsed(JSONFieldRows(entries, table: Self.table, only: nil).textBytes) as? [[String: Any]])
            XCTAssertEqual(back.map { $0["path"] as? String }, entries.map(\.path), "round \(round)")
            XCTAssertEqual(back.map { $0["size"] as? Int }, entries.map(\.size), "round \(round)")
        }
    }

    func testEveryControlDeleteC1AndBidirectionalControlIsEscaped() throws {
        let mustEscape: (UInt32) -> Bool = {
            $0 < 0x20 || (0x7F...0x9F).contains($0) || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains($0)
                || (0x202A...0x202E).contains($0) || (0x2066...0x2069).contains($0)
        }
        for scalar in Self.awkward {
            let text = "a" + String(Character(scalar)) + "z"
            let bytes = JSONValue.string(text).textBytes
            let written = String(decoding: bytes, as: UTF8.self)
            let label = "U+" + String(scalar.value, radix: 16)
            XCTAssertEqual(written.last, "\n", label)
            let inside = String(written.dropLast())
            if mustEscape(scalar.value) {
                XCTAssertFalse(inside.unicodeScalars.contains(scalar), label)
                XCTAssertTrue(written.allSatisfy(\.isASCII), label)
                XCTAssertFalse(bytes.dropLast().contains { $0 < 0x20 || $0 == 0x7F }, label)
            } else {
                XCTAssertTrue(inside.unicodeScalars.contains(scalar), label)
            }
            XCTAssertEqual(try parsed(bytes) as? String, text, label)
            XCTAssertEqual(written, ReplacedJSONText.text(.string(text)), label)
        }
        XCTAssertEqual(JSONValue.string("\u{9B}\u{202E}\u{7F}\u{1B}\u{85}\u{2069}\u{61C}\"\\\n\r\t\u{8}\u{C}").text,
                       #""\u009b\u202e\u007f\u001b\u0085\u2069\u061c\"\\\n\r\t\b\f""# + "\n")
    }

    private static func randomValue(_ random: inout SeededRandom, depth: Int) -> JSONValue {
        switch Int.random(in: 0...(depth > 3 ? 3 : 5), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .int(Int(truncatingIfNeeded: random.next()))
        case 3: return .string(randomText(&random))
        case 4: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                members[randomText(&random)] = randomValue(&random, depth: depth + 1)
            }
            return .object(members)
        }
    }

    func testNestedValuesPrintAsBefore() throws {
        var random = SeededRandom(seed: 3030)
        for round in 0..<500 {
            let value = Self.randomValue(&random, depth: 0)
            XCTAssertEqual(value.text, ReplacedJSONText.text(value), "round \(round)")
            try assertSameJSON(value.compactBytes, Array(ReplacedJSONText.compactText(value).utf8), "round \(round)")
        }
    }

    @MainActor
    func testFieldSelectionAndJQReadTheRows() {
        let entries = [GitTreeEntry(path: "a\u{202E}b", mode: "100644", type: .blob, sha: "1", size: 3),
                       GitTreeEntry(path: "docs", mode: "040000", type: .tree, sha: "2")]
        let rows = { (selection: [String]?) in JSONFieldRows(entries, table: Self.table, only: selection) }
        XCTAssertEqual(String(decoding: rows(["type", "path"]).textBytes, as: UTF8.self), """
            [
              {
                "path": "a\\u202eb",
                "type": "blob"
              },
              {
                "path": "docs",
                "type": "tree"
              }
            ]

            """)
        XCTAssertEqual(String(decoding: rows([]).textBytes, as: UTF8.self), "[\n  {},\n  {}\n]\n")
        XCTAssertEqual(String(decoding: JSONFieldRows([], table: Self.table, only: nil).textBytes, as: UTF8.self), "[]\n")
        for (expression, expected) in [(".[].path", "a\u{202E}b\ndocs\n"), (".[1].size", "\n"),
                                       ("map(.size)", "[3,null]\n"), (".[0]|keys", #"["mode","path","sha","size","type"]"# + "\n")] {
            let standardOutput = RecordingByteSink()
            let context = CommandLineContext(
                output: CommandLineOutput(standardOutput: standardOutput, standardError: RecordingSink(), isTerminal: false,
                                          width: 80),
                clock: FixedClock(now: Date()), hasToken: false)
            XCTAssertEqual(context.printJSON(writing: rows(nil), JSONOutputRequest(jq: expression)), 0, expression)
            XCTAssertEqual(standardOutput.text, expected, expression)
        }
    }

    /// `tree`'s piped lines: what the string-building loop printed, for the recorded and random trees.
    func testTabSeparatedLinesPrintAsBefore() throws {
        func replaced(_ entries: [GitTreeEntry]) -> String {
            var text = ""
            for entry in entries {
                text += "\(entry.type.rawValue)\t\(entry.size.map(String.init) ?? "-")\t"
                    + String(TextSanitizer.singleLine(entry.path).map { $0 == "\t" ? " " : $0 }) + "\n"
            }
            return text
        }
        func lines(_ entries: [GitTreeEntry]) -> String {
            var lines = TabSeparatedLines()
            for entry in entries {
                lines.field(entry.type.rawValue)
                lines.field(entry.size)
                lines.field(entry.path)
                lines.endLine()
            }
            return String(decoding: lines.bytes, as: UTF8.self)
        }
        // What `tree` piped writes: each path's bytes from the packed tree.
        func packedLines(_ entries: [GitTreeEntry]) -> String {
            let packed = GitTreeEntries(entries)
            var lines = TabSeparatedLines()
            packed.pathBytes.withUnsafeBufferPointer { paths in
                for entry in packed.indices {
                    lines.field(packed.type(at: entry).rawValue)
                    lines.field(packed.size(at: entry))
                    lines.field(utf8: UnsafeBufferPointer(rebasing: paths[packed.pathRange(at: entry)]))
                    lines.endLine()
                }
            }
            return String(decoding: lines.bytes, as: UTF8.self)
        }
        let large = Array(try recordedTree("tree-large-tldr-pages-tldr").entries)
        XCTAssertEqual(lines(large), replaced(large))
        XCTAssertEqual(packedLines(large), replaced(large))
        var random = SeededRandom(seed: 300)
        for round in 0..<300 {
            var entries = Self.randomTree(&random)
            entries.append(GitTreeEntry(path: "tab\there\u{1B}[31m\r\nx", type: .blob, size: 5))
            let printed = lines(entries)
            XCTAssertEqual(packedLines(entries), printed, "round \(round)")
            XCTAssertEqual(printed, replaced(entries), "round \(round)")
            for line in printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                XCTAssertEqual(line.split(separator: "\t", omittingEmptySubsequences: false).count, 3, "round \(round): \(line)")
            }
        }
        XCTAssertEqual(TabSeparated.field("a\tb"), "a b")
        XCTAssertEqual(TabSeparated.field("plain é"), "plain é")
    }

    // MARK: `tree --json` from the packed tree

    /// `GitTreeJSONRows` (the packed tree's bytes written straight) prints what the field table's
    /// rows print for the same entries, pretty and compact, byte for byte; and the text reads back
    /// (Foundation's parser) to each entry's fields.
    private func assertPackedRowsPrintAsFieldRows(_ packed: GitTreeEntries, selected: [Int], only selection: [String]?,
                                                  _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let entries = selected.map { packed[$0] }
        let rows = GitTreeJSONRows(packed, selected: selected, only: selection)
        let fieldRows = JSONFieldRows(entries, table: Self.table, only: selection)
        XCTAssertEqual(String(decoding: rows.textBytes, as: UTF8.self), String(decoding: fieldRows.textBytes, as: UTF8.self),
                       label, file: file, line: line)
        XCTAssertEqual(rows.compactBytes, fieldRows.compactBytes, label, file: file, line: line)
        let back = try XCTUnwrap(try parsed(rows.textBytes) as? [[String: Any]], label, file: file, line: line)
        XCTAssertEqual(back.count, entries.count, label, file: file, line: line)
        let wanted = Set(selection ?? Self.table.names)
        for (object, entry) in zip(back, entries) {
            XCTAssertEqual(Set(object.keys), wanted.intersection(Self.table.names), label, file: file, line: line)
            let null: Any = NSNull()
            let expected: [String: Any] = ["path": entry.path, "mode": entry.mode.map { $0 as Any } ?? null,
                                           "type": entry.type.rawValue, "sha": entry.sha.map { $0 as Any } ?? null,
                                           "size": entry.size.map { NSNumber(value: $0) as Any } ?? null]
            for (key, value) in object {
                XCTAssertTrue(Self.same(value, try XCTUnwrap(expected[key])), "\(label): \(key) of \(entry)", file: file, line: line)
            }
        }
    }

    func testTheTreeRowsWriteEveryFieldOfTheTable() {
        XCTAssertEqual(GitTreeJSONRows.Field.allCases.map(\.rawValue).sorted(), Self.table.names)
    }

    func testTheRecordedTreesPrintFromThePackedBytesAsFromTheFieldTable() throws {
        for name in ["tree-recursive-sigmavirus24-github3.py", "tree-enricomi-pygithub", "tree-large-tldr-pages-tldr"] {
            let packed = try recordedTree(name).entries
            XCTAssertFalse(packed.isEmpty, name)
            let all = Array(packed.indices)
            try assertPackedRowsPrintAsFieldRows(packed, selected: all, only: nil, name)
            try assertPackedRowsPrintAsFieldRows(packed, selected: all, only: ["sha", "path", "size"], name + " path,sha,size")
            try assertPackedRowsPrintAsFieldRows(packed, selected: all.filter { $0 % 7 == 3 }, only: ["mode", "type"],
                                                 name + " every 7th, mode,type")
        }
    }

    func testSeededRandomPackedTreesPrintAsFromTheFieldTable() throws {
        var random = SeededRandom(seed: 3003)
        let hex = Array("0123456789abcdef")
        func sha() -> String? {
            switch Int.random(in: 0...4, using: &random) {
            case 0: return nil
            case 1: return Self.randomText(&random)
            case 2: return String((0..<40).map { _ in hex.randomElement(using: &random)! }).uppercased()
            default: return String((0..<40).map { _ in hex.randomElement(using: &random)! })
            }
        }
        let modes = ["100644", "100755", "040000", "160000", "120000"]
        let names = Self.table.names
        for round in 0..<300 {
            var entries = Self.randomTree(&random)
            for index in entries.indices {
                entries[index].sha = sha()
                if Bool.random(using: &random) { entries[index].mode = modes.randomElement(using: &random)! }
            }
            entries.append(GitTreeEntry(path: "tab\there\u{1B}[31m\r\n\u{202E}x\"\\", mode: "100644", type: .blob,
                                        sha: String(repeating: "0f", count: 20), size: 5))
            let packed = GitTreeEntries(entries)
            XCTAssertEqual(Array(packed), entries, "round \(round)")
            let selected = packed.indices.filter { _ in Int.random(in: 0...3, using: &random) > 0 }
            let selection = Bool.random(using: &random) ? nil : names.filter { _ in Bool.random(using: &random) }
            try assertPackedRowsPrintAsFieldRows(packed, selected: Array(packed.indices), only: nil, "round \(round)")
            try assertPackedRowsPrintAsFieldRows(packed, selected: selected, only: selection, "round \(round) \(selection ?? [])")
        }
    }

    func testDigitsAreStringsDigits() {
        var random = SeededRandom(seed: 10)
        let values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]
            + (0..<2_000).map { _ in Int(truncatingIfNeeded: random.next()) >> Int.random(in: 0...63, using: &random) }
        for value in values {
            var bytes: [UInt8] = [0x78]
            DecimalDigits.append(value, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "x" + String(value))
        }
    }
}
