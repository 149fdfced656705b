import Glibc
import Entities
import Usecases
@testable import Store
import TestSupport
import XCTest

/// The file-backed store on a real temporary directory: order, rules, permissions, atomic writes.
final class SearchHistoryStoreTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var stateDirectory: String { temporary.appending("state/ghbrowse") }
    private var historyPath: String { "\(stateDirectory)/history" }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDown() {
        temporary.remove()
    }

    private func makeStore(capacity: Int = 500) -> SearchHistoryStore {
        SearchHistoryStore(path: historyPath, capacity: capacity)
    }

    func testFirstLaunchHasAnEmptyHistoryAndCreatesNothing() {
        XCTAssertEqual(makeStore().load(), SearchHistorySnapshot(queries: []))
        XCTAssertFalse(fileExists(temporary.appending("state")))
    }

    func testRecordedQueriesComeBackMostRecentFirstAfterARelaunch() {
        let store = makeStore()
        for query in ["swift", "rust", "go", "swift"] {
            XCTAssertNil(store.record(query))
        }
        // A new store on the same file stands for the next launch.
        XCTAssertEqual(makeStore().load(), SearchHistorySnapshot(queries: ["swift", "go", "rust"]))
    }

    func testFileIsPlainTextWithAHeaderAndOneQueryALine() throws {
        let store = makeStore()
        _ = store.record("tetris language:swift")
        _ = store.record("multi\nline")
        let text = String(decoding: try XCTUnwrap(fileBytes(historyPath)), as: UTF8.self)
        XCTAssertEqual(text, "# ghbrowse search history v2\nmulti line\ntetris language:swift\n")
    }

    func testEmptyAndWhitespaceQueriesAreIgnoredAndRepeatsTrimmed() {
        let store = makeStore()
        for query in ["", "   ", "\t\n"] {
            XCTAssertNil(store.record(query))
        }
        XCTAssertFalse(fileExists(historyPath), "nothing to remember, nothing written")
        _ = store.record("  tetris  ")
        _ = store.record("vapor")
        _ = store.record("tetris")
        XCTAssertEqual(store.load().queries, ["tetris", "vapor"])
    }

    func testHistoryIsCappedAt500KeepingTheMostRecent() throws {
        try FileManager.default.createDirectory(atPath: stateDirectory, withIntermediateDirectories: true)
        let old = (0..<500).map { "old \($0)" }
        try writeFile(SearchHistoryFileFormat.encode(old), to: historyPath)
        let store = makeStore()
        XCTAssertNil(store.record("new 1"))
        XCTAssertNil(store.record("new 2"))
        let queries = store.load().queries
        XCTAssertEqual(queries.count, 500)
        XCTAssertEqual(Array(queries.prefix(3)), ["new 2", "new 1", "old 0"])
        XCTAssertEqual(queries.last, "old 497")
    }

    func testDirectoriesAreCreated0700AndFiles0600WhateverTheUmask() throws {
        let existingParent = temporary.appending("state")
        try FileManager.default.createDirectory(atPath: existingParent, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o755])
        let path = temporary.appending("state/new/ghbrowse/history")
        let previous = umask(0) // the most permissive umask must not widen anything
        defer { umask(previous) }
        XCTAssertNil(SearchHistoryStore(path: path).record("tetris"))

        XCTAssertEqual(fileMode(temporary.appending("state/new")), 0o700)
        XCTAssertEqual(fileMode(temporary.appending("state/new/ghbrowse")), 0o700)
        XCTAssertEqual(fileMode(path), 0o600)
        XCTAssertEqual(fileMode("\(path).lock"), 0o600)
        XCTAssertEqual(fileMode(existingParent), 0o755, "an existing parent is left alone")
    }

    func testAnExistingFileWithLooserPermissionsBecomes0600OnTheNextWrite() throws {
        try FileManager.default.createDirectory(atPath: stateDirectory, withIntermediateDirectories: true)
        try writeFile(SearchHistoryFileFormat.encode(["old"]), to: historyPath, mode: 0o644)
        XCTAssertNil(makeStore().record("new"))
        XCTAssertEqual(fileMode(historyPath), 0o600)
        XCTAssertEqual(makeStore().load().queries, ["new", "old"])
    }

    func testEachWriteReplacesTheFileAndLeavesNoTemporaryFiles() throws {
        let store = makeStore()
        XCTAssertNil(store.record("first"))
        let before = try XCTUnwrap(fileInode(historyPath))
        XCTAssertNil(store.record("second"))
        let after = try XCTUnwrap(fileInode(historyPath))
        XCTAssertNotEqual(before, after, "a new file was renamed over the old one, not rewritten in place")
        XCTAssertEqual(directoryListing(stateDirectory), ["history", "history.lock"])
    }

    func testRecordingTheMostRecentQueryAgainDoesNotRewriteTheFile() throws {
        let store = makeStore()
        _ = store.record("same")
        let before = try XCTUnwrap(fileInode(historyPath))
        XCTAssertNil(store.record(" same "))
        XCTAssertEqual(fileInode(historyPath), before)
    }

    func testATemporaryFileLeftByACrashDoesNotBreakLoadingAndIsCleanedUpLater() throws {
        let store = makeStore()
        _ = store.record("before the crash")
        let stale = "\(historyPath).tmp-4242-99"
        try writeFile("# ghbrowse search history v1\nhalf a wri", to: stale)

        XCTAssertEqual(makeStore().load(), SearchHistorySnapshot(queries: ["before the crash"]))
        XCTAssertNil(store.record("after the crash"))
        XCTAssertEqual(store.load().queries, ["after the crash", "before the crash"])
        XCTAssertEqual(directoryListing(stateDirectory), ["history", "history.lock"])
    }

    func testRelativeAndRootlessPathsWork() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(temporary.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertNil(SearchHistoryStore(path: "plain-history").record("relative"))
        XCTAssertEqual(SearchHistoryStore(path: "plain-history").load().queries, ["relative"])
        XCTAssertNil(SearchHistoryStore(path: "sub/dir/history").record("nested"))
        XCTAssertEqual(fileMode(temporary.appending("sub/dir")), 0o700)
    }
}
