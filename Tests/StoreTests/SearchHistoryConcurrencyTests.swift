import Foundation
import Glibc
import Entities
import Usecases
@testable import Store
import TestSupport
import XCTest

/// Several ghbrowse processes (or store instances) recording into one history at the same
/// time, and a write that fails half-way. The child processes are this test binary run
/// again for `SearchHistoryChildProcess/testChildProcessEntry`, told what to do through
/// the environment.
final class SearchHistoryConcurrencyTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var historyPath: String { temporary.appending("state/ghbrowse/history") }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDown() {
        temporary.remove()
    }

    func testTwoProcessesRecordingAtOnceLoseNothing() throws {
        let goFile = temporary.appending("go")
        let children = try ["first", "second"].map { name in
            try SearchHistoryChild.start(in: temporary, named: name, environment: [
                SearchHistoryChild.roleKey: "record-many",
                SearchHistoryChild.pathKey: historyPath,
                SearchHistoryChild.prefixKey: name,
                SearchHistoryChild.countKey: "200",
                SearchHistoryChild.goFileKey: goFile,
            ])
        }
        try writeFile("", to: goFile) // both are running: start together
        for child in children {
            try child.waitAndAssertSucceeded()
        }

        let queries = SearchHistoryStore(path: historyPath).load().queries
        let expected = Set(["first", "second"].flatMap { name in (0..<200).map { "\(name) \($0)" } })
        XCTAssertEqual(queries.count, 400)
        XCTAssertEqual(Set(queries), expected, "missing: \(expected.subtracting(queries).sorted().prefix(10))")
        for name in ["first", "second"] {
            let own = queries.filter { $0.hasPrefix("\(name) ") }
            XCTAssertEqual(own, (0..<200).reversed().map { "\(name) \($0)" }, "each process's order is kept")
        }
        XCTAssertEqual(directoryListing(temporary.appending("state/ghbrowse")), ["history", "history.lock"])
    }

    func testSeparateStoresOnSeveralThreadsLoseNothing() {
        let path = historyPath
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            let store = SearchHistoryStore(path: path) // its own instance, as another process would have
            for index in 0..<50 {
                XCTAssertNil(store.record("thread \(thread) query \(index)"))
            }
        }
        XCTAssertEqual(Set(SearchHistoryStore(path: path).load().queries).count, 200)
    }

    func testAWriteFailingHalfWayLeavesTheOldHistoryAndNoTemporaryFile() throws {
        let store = SearchHistoryStore(path: historyPath)
        for index in 0..<100 {
            _ = store.record("old query \(index)")
        }
        let before = try XCTUnwrap(fileBytes(historyPath))

        // The child may write at most 64 bytes to any file: the new history is cut off mid-write (EFBIG).
        let child = try SearchHistoryChild.start(in: temporary, named: "limited", environment: [
            SearchHistoryChild.roleKey: "record-with-file-size-limit",
            SearchHistoryChild.pathKey: historyPath,
        ])
        let answer = try child.waitAndAssertSucceeded()

        XCTAssertTrue(answer.hasPrefix("unwritable: cannot write \(historyPath): File too large"), answer)
        XCTAssertEqual(fileBytes(historyPath), before, "the old history is intact")
        XCTAssertEqual(directoryListing(temporary.appending("state/ghbrowse")), ["history", "history.lock"])
    }
}

/// The child side: does nothing in a normal test run.
final class SearchHistoryChildProcess: XCTestCase {
    func testChildProcessEntry() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let role = environment[SearchHistoryChild.roleKey],
              let path = environment[SearchHistoryChild.pathKey],
              let resultPath = environment[SearchHistoryChild.resultKey] else {
            throw XCTSkip("only runs as a child process started by SearchHistoryConcurrencyTests")
        }
        let result: String
        switch role {
        case "record-many":
            result = try recordMany(path: path, environment: environment)
        case "record-with-file-size-limit":
            result = recordWithFileSizeLimit(path: path)
        default:
            return XCTFail("unknown role \(role)")
        }
        try writeFile(result, to: resultPath)
    }

    private func recordMany(path: String, environment: [String: String]) throws -> String {
        let prefix = try XCTUnwrap(environment[SearchHistoryChild.prefixKey])
        let count = try XCTUnwrap(environment[SearchHistoryChild.countKey].flatMap { Int($0) })
        let goFile = try XCTUnwrap(environment[SearchHistoryChild.goFileKey])
        for _ in 0..<60_000 where !fileExists(goFile) {
            usleep(1_000) // a safety net only: the parent creates the file right after starting both
        }
        let store = SearchHistoryStore(path: path)
        for index in 0..<count {
            if let problem = store.record("\(prefix) \(index)") {
                return "problem: \(problem)"
            }
        }
        return "ok"
    }

    private func recordWithFileSizeLimit(path: String) -> String {
        signal(SIGXFSZ, SIG_IGN) // get EFBIG instead of being killed
        var limit = rlimit(rlim_cur: 64, rlim_max: rlim_t.max)
        guard setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0 else {
            return "setrlimit failed: \(String(cString: strerror(errno)))"
        }
        let problem = SearchHistoryStore(path: path).record("one more query")
        limit.rlim_cur = rlim_t.max // so the result (and XCTest's log) can be written
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        switch problem {
        case .unwritable(let reason)?: return "unwritable: \(reason)"
        case let other: return "unexpected: \(String(describing: other))"
        }
    }
}

/// A child process running `SearchHistoryChildProcess/testChildProcessEntry`.
struct SearchHistoryChild {
    static let roleKey = "GHBROWSE_TEST_HISTORY_CHILD_ROLE"
    static let pathKey = "GHBROWSE_TEST_HISTORY_CHILD_PATH"
    static let resultKey = "GHBROWSE_TEST_HISTORY_CHILD_RESULT"
    static let prefixKey = "GHBROWSE_TEST_HISTORY_CHILD_PREFIX"
    static let countKey = "GHBROWSE_TEST_HISTORY_CHILD_COUNT"
    static let goFileKey = "GHBROWSE_TEST_HISTORY_CHILD_GO"

    /// Starts a child that runs `SearchHistoryChildProcess/testChildProcessEntry` with `environment`.
    static func start(in temporary: TemporaryDirectory, named name: String,
                      environment: [String: String]) throws -> TestChildProcess {
        try TestChildProcess.start(entryPoint: "StoreTests.SearchHistoryChildProcess/testChildProcessEntry",
                                   in: temporary.path, named: name, resultKey: resultKey, environment: environment)
    }
}

extension TestChildProcess {
    /// Waits for a search-history child; fails unless it ran and met no problem. Returns its result.
    @discardableResult
    func waitAndAssertSucceeded(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try waitForResult(file: file, line: line)
        if result.hasPrefix("problem") { XCTFail("child \(name): \(result)", file: file, line: line) }
        return result
    }
}
