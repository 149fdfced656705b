import FuzzAnswers
import FuzzBlame
import FuzzCodeSearch
import FuzzCommit
import FuzzConversation
import FuzzHeaders
import FuzzHighlight
import FuzzKeys
import FuzzLinks
import FuzzPathFilter
import FuzzSettings
import FuzzTree
import Foundation
import XCTest

/// Replays every committed fuzz corpus file (`Fuzz/<Name>/corpus/*`, the fixtures they were seeded
/// with and every crash the fuzzers found) through the same entry the fuzzer calls: none may trap.
final class FuzzCorpusTests: XCTestCase {
    /// The repository's `Fuzz/` folder, from this file's place in it.
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// Every file of `Fuzz/<name>/corpus`, with its contents.
    static func corpus(_ name: String) throws -> [(name: String, bytes: [UInt8])] {
        let directory = fuzzDirectory.appendingPathComponent(name).appendingPathComponent("corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return try names.map { ($0, [UInt8](try Data(contentsOf: directory.appendingPathComponent($0)))) }
    }

    private func replay(_ name: String, minimum: Int, through run: ([UInt8]) -> Void) throws {
        let files = try Self.corpus(name)
        XCTAssertGreaterThanOrEqual(files.count, minimum, "Fuzz/\(name)/corpus has lost its seeds")
        for file in files { run(file.bytes) }
    }

    func testHeaderCorpusReplays() throws {
        try replay("Headers", minimum: 10, through: HeadersFuzz.run)
    }

    func testKeyCorpusReplays() throws {
        try replay("Keys", minimum: 10, through: KeysFuzz.run)
    }

    func testAnswerCorpusReplays() throws {
        try replay("Answers", minimum: 10, through: AnswersFuzz.run)
    }

    func testSettingsCorpusReplays() throws {
        try replay("Settings", minimum: 10, through: SettingsFuzz.run)
    }

    func testTreeCorpusReplays() throws {
        try replay("Tree", minimum: 10, through: TreeFuzz.run)
    }

    func testCommitCorpusReplays() throws {
        try replay("Commit", minimum: 8, through: CommitFuzz.run)
    }

    func testLinksCorpusReplays() throws {
        try replay("Links", minimum: 10, through: LinksFuzz.run)
    }

    func testConversationCorpusReplays() throws {
        try replay("Conversation", minimum: 10, through: ConversationFuzz.run)
    }

    func testCodeSearchCorpusReplays() throws {
        try replay("CodeSearch", minimum: 8, through: CodeSearchFuzz.run)
    }

    func testBlameCorpusReplays() throws {
        try replay("Blame", minimum: 10, through: BlameFuzz.run)
    }

    func testPathFilterCorpusReplays() throws {
        try replay("PathFilter", minimum: 10, through: PathFilterFuzz.run)
    }

    func testHighlightCorpusReplays() throws {
        try replay("Highlight", minimum: 10, through: HighlightFuzz.run)
    }
}
