import Glibc
import Entities
import Usecases
@testable import Store
import TestSupport
import XCTest

/// Files that are not a history, and locations that cannot be read or written:
/// nothing is lost, nothing crashes, and the problem is named.
final class SearchHistoryStoreProblemTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var directory: String { temporary.appending("ghbrowse") }
    private var historyPath: String { "\(directory)/history" }
    private let launchTime = 1_700_000_000

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        temporary.remove()
    }

    private func makeStore(at path: String? = nil) -> SearchHistoryStore {
        SearchHistoryStore(path: path ?? historyPath, capacity: 500, now: { [launchTime] in launchTime })
    }

    private var movedAsidePath: String { "\(historyPath).corrupt-\(launchTime)" }

    // MARK: - Corrupt files

    private func assertSetAsideOnLoad(_ original: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        try? writeFile(original, to: historyPath)
        let store = makeStore()

        XCTAssertEqual(store.load(), SearchHistorySnapshot(queries: [], problem: .corruptFileMovedAside(movedTo: movedAsidePath)),
                       file: file, line: line)
        XCTAssertEqual(fileBytes(movedAsidePath), original, "the original bytes are kept", file: file, line: line)
        XCTAssertFalse(fileExists(historyPath), file: file, line: line)
        XCTAssertEqual(store.load(), SearchHistorySnapshot(queries: []), "reported once: it is gone now", file: file, line: line)

        XCTAssertNil(store.record("fresh start"), file: file, line: line)
        XCTAssertEqual(store.load().queries, ["fresh start"], file: file, line: line)
        XCTAssertEqual(fileBytes(movedAsidePath), original, "still untouched", file: file, line: line)
    }

    func testAFileWithoutTheHeaderIsSetAsideWithItsBytesKept() {
        assertSetAsideOnLoad(Array("my notes\nnot a history\n".utf8))
    }

    func testBinaryGarbageIsSetAsideWithItsBytesKept() {
        var generator = SystemRandomNumberGenerator()
        let garbage = [0x00, 0xFF, 0xFE, 0x0A] + (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        assertSetAsideOnLoad(garbage)
    }

    func testInvalidUTF8AfterAValidHeaderIsSetAside() {
        assertSetAsideOnLoad(Array("# ghbrowse search history v1\nok\n".utf8) + [0xC3, 0x28, 0x0A])
    }

    func testAnAbsurdlyLargeFileIsSetAside() {
        let huge = Array("# ghbrowse search history v1\n".utf8)
            + [UInt8](repeating: 0x61, count: SearchHistoryFileFormat.maximumFileBytes)
        assertSetAsideOnLoad(huge)
    }

    func testASecondCorruptFileInTheSameSecondDoesNotReplaceTheFirst() throws {
        try writeFile("first bad file", to: historyPath)
        _ = makeStore().load()
        try writeFile("second bad file", to: historyPath)
        let snapshot = makeStore().load()

        XCTAssertEqual(snapshot.problem, .corruptFileMovedAside(movedTo: "\(movedAsidePath)-2"))
        XCTAssertEqual(fileBytes(movedAsidePath), Array("first bad file".utf8))
        XCTAssertEqual(fileBytes("\(movedAsidePath)-2"), Array("second bad file".utf8))
    }

    func testRecordingOverACorruptFileSetsItAsideFirstAndSaysSo() throws {
        try writeFile("not ours", to: historyPath)
        XCTAssertEqual(makeStore().record("tetris"), .corruptFileMovedAside(movedTo: movedAsidePath))
        XCTAssertEqual(fileBytes(movedAsidePath), Array("not ours".utf8))
        XCTAssertEqual(makeStore().load(), SearchHistorySnapshot(queries: ["tetris"]))
    }

    // MARK: - Unreadable

    func testADirectoryInPlaceOfTheFileIsUnreadableAndLeftAlone() throws {
        try FileManager.default.createDirectory(atPath: historyPath, withIntermediateDirectories: false)
        let store = makeStore()

        let snapshot = store.load()
        XCTAssertEqual(snapshot.queries, [])
        guard case .unreadable(let reason)? = snapshot.problem else {
            return XCTFail("expected .unreadable, got \(String(describing: snapshot.problem))")
        }
        XCTAssertTrue(reason.contains(historyPath) && reason.contains("not a regular file"), reason)
        XCTAssertEqual(store.record("tetris"), snapshot.problem, "the same problem, so it is reported once")
        XCTAssertTrue(fileIsDirectory(historyPath), "not moved, not replaced")
    }

    func testAFileWithoutReadPermissionIsUnreadableAndNotOverwritten() throws {
        try writeFile(SearchHistoryFileFormat.encode(["precious"]), to: historyPath, mode: 0o000)
        if FileManager.default.isReadableFile(atPath: historyPath) {
            throw XCTSkip("running with permission checks bypassed (root): a 0000 file is still readable")
        }
        let store = makeStore()
        guard case .unreadable(let reason)? = store.load().problem else { return XCTFail("expected .unreadable") }
        XCTAssertTrue(reason.contains("Permission denied"), reason)
        XCTAssertEqual(store.record("tetris"), .unreadable(reason: reason))
        chmod(historyPath, 0o600)
        XCTAssertEqual(store.load().queries, ["precious"])
    }

    // MARK: - Unwritable

    func testADirectoryPathThroughARegularFileIsUnwritableWithAClearReason() throws {
        let blocker = temporary.appending("blocker")
        try writeFile("someone's file", to: blocker)
        let store = makeStore(at: "\(blocker)/ghbrowse/history")

        let expected = SearchHistoryProblem.unwritable(reason: "\(blocker) is not a directory")
        XCTAssertEqual(store.load(), SearchHistorySnapshot(queries: [], problem: expected))
        XCTAssertEqual(store.record("tetris"), expected, "the same words as the load, so it is reported once")
        XCTAssertEqual(fileBytes(blocker), Array("someone's file".utf8))
    }

    func testTheHistoryDirectoryItselfBeingAFileIsUnwritable() throws {
        let blocker = temporary.appending("state")
        try writeFile("", to: blocker)
        let store = makeStore(at: "\(blocker)/history")
        XCTAssertEqual(store.record("tetris"), .unwritable(reason: "\(blocker) is not a directory"))
        XCTAssertEqual(store.load().problem, .unwritable(reason: "\(blocker) is not a directory"))
    }

    func testAReadOnlyDirectoryIsUnwritableAndKeepsTheOldHistory() throws {
        XCTAssertNil(makeStore().record("old"))
        chmod(directory, 0o500)
        if permissionsDoNotBite(in: directory) {
            throw XCTSkip("running with permission checks bypassed (root): a 0500 directory is still writable")
        }
        let store = makeStore()
        guard case .unwritable(let reason)? = store.record("new") else { return XCTFail("expected .unwritable") }
        XCTAssertTrue(reason.contains("Permission denied"), reason)
        XCTAssertEqual(store.load(), SearchHistorySnapshot(queries: ["old"]))
    }

    func testAnEmptyOrDirectoryLikePathIsRefusedWithoutWritingElsewhere() {
        for path in ["", "\(directory)/"] {
            let store = makeStore(at: path)
            XCTAssertEqual(store.record("tetris"), .unwritable(reason: "\"\(path)\" is not a file path"))
            XCTAssertEqual(store.load().problem, .unwritable(reason: "\"\(path)\" is not a file path"))
        }
        XCTAssertEqual(directoryListing(directory), [])
    }
}
