import Glibc
@testable import Interactors
import XCTest

/// The file-backed store on a real temporary directory: order, rules, permissions, atomic writes.
final class SearchHistoryStoreTests: XCTestCase {
    private var temporary: SearchHistoryTemporaryDirectory!
    private var stateDirectory: String { temporary.appending("state/ghbrowse") }
    private var historyPath: String { "\(stateDirectory)/history" }

    override func setUpWithError() throws {
        temporary = try SearchHistoryTemporaryDirectory()
    }

    override func tearDown() {
        temporary.remove()
    }

    private func makeStore(capacity: Int = 500) -> SearchHistoryStore {
        SearchHistoryStore(path: historyPath, capacity: capacity)
    }

    func testFirstLaunchHasAnEmptyHistoryAndCreatesNothing() {
        XCTAssertEqual(makeStore().load(), SearchHistorySnapshot(queries: []))
        XCTAssertFalse(searchHistoryExists(temporary.appending("state")))
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
        let text = String(decoding: try XCTUnwrap(searchHistoryBytes(historyPath)), as: UTF8.self)
        XCTAssertEqual(text, "# ghbrowse search history v2\nmulti line\ntetris language:swift\n")
    }

    func testEmptyAndWhitespaceQueriesAreIgnoredAndRepeatsTrimmed() {
        let store = makeStore()
        for query in ["", "   ", "\t\n"] {
            XCTAssertNil(store.record(query))
        }
        XCTAssertFalse(searchHistoryExists(historyPath), "nothing to remember, nothing written")
        _ = store.record("  tetris  ")
        _ = store.record("vapor")
        _ = store.record("tetris")
        XCTAssertEqual(store.load().queries, ["tetris", "vapor"])
    }

    func testHistoryIsCappedAt500KeepingTheMostRecent() throws {
        try FileManager.default.createDirectory(atPath: stateDirectory, withIntermediateDirectories: true)
        let old = (0..<500).map { "old \($0)" }
        try searchHistoryWrite(SearchHistoryFileFormat.encode(old), to: historyPath)
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

        XCTAssertEqual(searchHistoryMode(temporary.appending("state/new")), 0o700)
        XCTAssertEqual(searchHistoryMode(temporary.appending("state/new/ghbrowse")), 0o700)
        XCTAssertEqual(searchHistoryMode(path), 0o600)
        XCTAssertEqual(searchHistoryMode("\(path).lock"), 0o600)
        XCTAssertEqual(searchHistoryMode(existingParent), 0o755, "an existing parent is left alone")
    }

    func testAnExistingFileWithLooserPermissionsBecomes0600OnTheNextWrite() throws {
        try FileManager.default.createDirectory(atPath: stateDirectory, withIntermediateDirectories: true)
        try searchHistoryWrite(SearchHistoryFileFormat.encode(["old"]), to: historyPath, mode: 0o644)
        XCTAssertNil(makeStore().record("new"))
        XCTAssertEqual(searchHistoryMode(historyPath), 0o600)
        XCTAssertEqual(makeStore().load().queries, ["new", "old"])
    }

    func testEachWriteReplacesTheFileAndLeavesNoTemporaryFiles() throws {
        let store = makeStore()
        XCTAssertNil(store.record("first"))
        let before = try XCTUnwrap(searchHistoryInode(historyPath))
        XCTAssertNil(store.record("second"))
        let after = try XCTUnwrap(searchHistoryInode(historyPath))
        XCTAssertNotEqual(before, after, "a new file was renamed over the old one, not rewritten in place")
        XCTAssertEqual(searchHistoryListing(stateDirectory), ["history", "history.lock"])
    }

    func testRecordingTheMostRecentQueryAgainDoesNotRewriteTheFile() throws {
        let store = makeStore()
        _ = store.record("same")
        let before = try XCTUnwrap(searchHistoryInode(historyPath))
        XCTAssertNil(store.record(" same "))
        XCTAssertEqual(searchHistoryInode(historyPath), before)
    }

    func testATemporaryFileLeftByACrashDoesNotBreakLoadingAndIsCleanedUpLater() throws {
        let store = makeStore()
        _ = store.record("before the crash")
        let stale = "\(historyPath).tmp-4242-99"
        try searchHistoryWrite("# ghbrowse search history v1\nhalf a wri", to: stale)

        XCTAssertEqual(makeStore().load(), SearchHistorySnapshot(queries: ["before the crash"]))
        XCTAssertNil(store.record("after the crash"))
        XCTAssertEqual(store.load().queries, ["after the crash", "before the crash"])
        XCTAssertEqual(searchHistoryListing(stateDirectory), ["history", "history.lock"])
    }

    func testRelativeAndRootlessPathsWork() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(temporary.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertNil(SearchHistoryStore(path: "plain-history").record("relative"))
        XCTAssertEqual(SearchHistoryStore(path: "plain-history").load().queries, ["relative"])
        XCTAssertNil(SearchHistoryStore(path: "sub/dir/history").record("nested"))
        XCTAssertEqual(searchHistoryMode(temporary.appending("sub/dir")), 0o700)
    }
}
