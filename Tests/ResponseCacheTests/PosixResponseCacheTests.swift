import Foundation
import Glibc
import ResponseCache
import TestSupport
import XCTest

/// `FileResponseCache` on the real file system: permissions, atomic files, the LRU clock in
/// modification times, a location through a regular file, and two processes writing at once.
final class PosixResponseCacheTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var directory: String { temporary.appending("cache/ghbrowse") }
    private let clock = TestClock()

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDown() {
        temporary.remove()
    }

    private func cache(maximumBytes: Int = FileResponseCache.defaultMaximumBytes) -> FileResponseCache {
        FileResponseCache(directory: directory, fileSystem: PosixCacheFileSystem(), clock: clock.function,
                          maximumBytes: maximumBytes)
    }

    func testPrivateDirectoryPrivateFilesAndNothingElseLeftBehind() throws {
        let cache = cache()
        let repository = key("https://api.github.com/repos/o/r")
        XCTAssertNotNil(cache.store(repository, status: 200, headers: repositoryHeaders(), body: Data("{}".utf8)))
        XCTAssertEqual(cache.lookup(repository)?.entry.body, Data("{}".utf8))

        XCTAssertEqual(try mode(temporary.appending("cache")), 0o700)
        XCTAssertEqual(try mode(directory), 0o700)
        XCTAssertEqual(try mode("\(directory)/\(repository.fileName)"), 0o600)
        XCTAssertEqual(try listing(directory), [repository.fileName, "lock"].sorted())
    }

    /// The header and the body are written one after the other (never joined into one copy of a
    /// large body): the file reads back as the entry, ending in the body's bytes.
    func testALargeBodyIsStoredAsTheFormatsEncodingAndReadBack() throws {
        let cache = cache()
        let tree = key("https://api.github.com/repos/o/r/git/trees/HEAD?recursive=1")
        var generator = SystemRandomNumberGenerator()
        let body = Data((0..<3_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let stored = try XCTUnwrap(cache.store(tree, status: 200, headers: repositoryHeaders(), body: body))
        let onDisk = try XCTUnwrap(FileManager.default.contents(atPath: "\(directory)/\(tree.fileName)"))
        // The metadata's key order is JSONEncoder's, so the file is compared by what it reads as.
        XCTAssertTrue(CacheFileFormat.decode(Array(onDisk)) == stored, "the file does not read back as the entry stored")
        XCTAssertTrue(onDisk.suffix(body.count) == body)
        XCTAssertEqual(onDisk.count, CacheFileFormat.encode(stored).count)
        XCTAssertTrue(cache.lookup(tree)?.entry.body == body)
        XCTAssertEqual(try listing(directory), [tree.fileName, "lock"].sorted())
    }

    func testUseIsRecordedInTheAccessTimeAndTheFetchInTheModificationTime() throws {
        let cache = cache()
        let repository = key("https://api.github.com/repos/o/r")
        let path = "\(directory)/\(repository.fileName)"
        cache.store(repository, status: 200, headers: [], body: Data("{}".utf8))
        let fetched = clock.now.timeIntervalSince1970
        XCTAssertEqual(try times(path).modified, fetched)
        XCTAssertEqual(try times(path).accessed, fetched)
        clock.advance(90.25)
        _ = cache.lookup(repository)
        XCTAssertEqual(try times(path).accessed, clock.now.timeIntervalSince1970)
        XCTAssertEqual(try times(path).modified, fetched)
    }

    func testA304ThatChangesNothingButTheTimeMovesTheModificationTimeAndKeepsTheBytes() throws {
        let cache = cache()
        let repository = key("https://api.github.com/repos/o/r")
        let path = "\(directory)/\(repository.fileName)"
        let headers = [CachedHeader(name: "ETag", value: "\"v1\""),
                       CachedHeader(name: "Cache-Control", value: "private, max-age=60"),
                       CachedHeader(name: "X-RateLimit-Remaining", value: "4999")]
        let stored = try XCTUnwrap(cache.store(repository, status: 200, headers: headers, body: Data("{}".utf8)))
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        clock.advance(120.5)

        let refreshed = try XCTUnwrap(cache.refresh(stored, notModifiedHeaders: [
            CachedHeader(name: "ETag", value: "\"v1\""), CachedHeader(name: "X-RateLimit-Remaining", value: "4990")]))
        XCTAssertEqual(refreshed.fetchedAt, clock.now)
        XCTAssertEqual(refreshed[header: "x-ratelimit-remaining"], "4990", "the answer has the 304's rate limit")
        XCTAssertEqual(FileManager.default.contents(atPath: path), bytes, "the entry is not rewritten")
        var after = stat()
        XCTAssertEqual(stat(path, &after), 0)
        XCTAssertEqual(after.st_ino, before.st_ino, "the same file, not a renamed copy")
        XCTAssertEqual(try times(path).modified, clock.now.timeIntervalSince1970)

        clock.advance(30)
        let hit = try XCTUnwrap(cache.lookup(repository))
        XCTAssertEqual(hit.entry.fetchedAt, refreshed.fetchedAt)
        XCTAssertEqual(hit.age, 30, "fresh for another 30 s of its max-age")
        XCTAssertEqual(hit.entry.body, Data("{}".utf8))
    }

    func testEvictionOnDiskKeepsTheRecentlyUsed() throws {
        let body = Data(repeating: UInt8(ascii: "x"), count: 1000)
        let keys = (0..<4).map { key("https://api.github.com/repos/o/r\($0)") }
        let entryBytes = CacheFileFormat.encode(CachedResponse(key: keys[0], status: 200, headers: [], body: body,
                                                               fetchedAt: clock.now)).count
        let cache = cache(maximumBytes: entryBytes * 3 + entryBytes / 2) // room for three
        for index in 0..<3 {
            cache.store(keys[index], status: 200, headers: [], body: body)
            clock.advance(1)
        }
        _ = cache.lookup(keys[0])
        clock.advance(1)
        cache.store(keys[3], status: 200, headers: [], body: body)
        XCTAssertEqual(try listing(directory), ([keys[0], keys[2], keys[3]].map(\.fileName) + ["lock"]).sorted())
    }

    func testAPathThroughARegularFileTurnsTheCacheOffAndEverythingStillAnswers() throws {
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: temporary.appending("cache")))
        let cache = cache()
        XCTAssertFalse(cache.isEnabled)
        XCTAssertEqual(cache.warning, "The response cache is off: \(temporary.appending("cache")) is not a directory.")
        let repository = key("https://api.github.com/repos/o/r")
        XCTAssertNil(cache.store(repository, status: 200, headers: [], body: Data()))
        XCTAssertNil(cache.lookup(repository))
    }

    func testAGarbageFileOnDiskIsRemovedWhenRead() throws {
        let cache = cache()
        let repository = key("https://api.github.com/repos/o/r")
        let path = "\(directory)/\(repository.fileName)"
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(cache.lookup(repository))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testTheTokenIsInNoFileOnDisk() throws {
        let token = "ghp_TOKEN_that_must_never_be_written"
        let cache = cache()
        for index in 0..<3 {
            cache.store(key("https://api.github.com/repos/o/r\(index)", token: token), status: 200,
                        headers: repositoryHeaders(), body: Data("{\"n\":\(index)}".utf8))
        }
        let names = try listing(directory)
        XCTAssertEqual(names.count, 4)
        for name in names {
            XCTAssertFalse(name.contains(token))
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: "\(directory)/\(name)"))
            XCTAssertNil(Array(bytes).firstRange(of: Array(token.utf8)), name)
        }
    }

    // MARK: Two processes

    func testTwoProcessesWritingAtOnceLoseAndCorruptNothing() throws {
        let goFile = temporary.appending("go")
        let children = try ["first", "second"].map { name in
            try CacheChild.start(in: temporary, named: name, environment: [
                CacheChild.directoryKey: directory, CacheChild.prefixKey: name,
                CacheChild.countKey: "150", CacheChild.goFileKey: goFile,
            ])
        }
        try Data().write(to: URL(fileURLWithPath: goFile))
        for child in children { XCTAssertEqual(try child.waitForResult(), "ok", "child \(child.name)") }

        let cache = cache()
        for name in ["first", "second"] {
            for index in 0..<150 {
                let hit = cache.lookup(CacheChild.key(prefix: name, index: index))
                XCTAssertEqual(hit?.entry.body, CacheChild.body(prefix: name, index: index), "\(name) \(index)")
            }
        }
        let shared = try XCTUnwrap(cache.lookup(CacheChild.sharedKey), "the key both wrote")
        XCTAssertTrue(shared.entry.body == CacheChild.body(prefix: "first", index: 149)
                      || shared.entry.body == CacheChild.body(prefix: "second", index: 149),
                      "the last whole entry one of the writers stored")
        XCTAssertEqual(try listing(directory).count, 301 + 1, "entries and the lock, no temporary files")
    }

    func testTwoProcessesEvictingAtOnceStayWithinTheBound() throws {
        let goFile = temporary.appending("go")
        let bound = 40_000
        let children = try ["first", "second"].map { name in
            try CacheChild.start(in: temporary, named: name, environment: [
                CacheChild.directoryKey: directory, CacheChild.prefixKey: name,
                CacheChild.countKey: "150", CacheChild.goFileKey: goFile, CacheChild.boundKey: String(bound),
            ])
        }
        try Data().write(to: URL(fileURLWithPath: goFile))
        for child in children { XCTAssertEqual(try child.waitForResult(), "ok", "child \(child.name)") }

        let names = try listing(directory).filter { $0 != "lock" }
        var total = 0
        for name in names {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: "\(directory)/\(name)"))
            total += bytes.count
            XCTAssertNotNil(CacheFileFormat.decode(Array(bytes)), "\(name) is a whole entry")
        }
        XCTAssertLessThanOrEqual(total, bound)
        XCTAssertGreaterThan(names.count, 10, "eviction kept as much as fits")
    }

    // MARK: Helpers

    private func mode(_ path: String) throws -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CacheTestError("stat \(path) failed") }
        return info.st_mode & 0o777
    }

    private func times(_ path: String) throws -> (modified: Double, accessed: Double) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CacheTestError("stat \(path) failed") }
        return (Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9,
                Double(info.st_atim.tv_sec) + Double(info.st_atim.tv_nsec) / 1e9)
    }

    private func listing(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }
}

/// The child side: does nothing in a normal test run.
final class CacheChildProcess: XCTestCase {
    func testChildProcessEntry() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let directory = environment[CacheChild.directoryKey],
              let resultPath = environment[CacheChild.resultKey] else {
            throw XCTSkip("only runs as a child process started by PosixResponseCacheTests")
        }
        let prefix = try XCTUnwrap(environment[CacheChild.prefixKey])
        let count = try XCTUnwrap(environment[CacheChild.countKey].flatMap { Int($0) })
        let goFile = try XCTUnwrap(environment[CacheChild.goFileKey])
        let bound = environment[CacheChild.boundKey].flatMap { Int($0) } ?? FileResponseCache.defaultMaximumBytes
        for _ in 0..<60_000 where !FileManager.default.fileExists(atPath: goFile) {
            usleep(1_000) // a safety net only: the parent creates the file right after starting both
        }
        let cache = FileResponseCache(directory: directory, fileSystem: PosixCacheFileSystem(),
                                      clock: { Date() }, maximumBytes: bound)
        var result = "ok"
        for index in 0..<count {
            let body = CacheChild.body(prefix: prefix, index: index)
            if cache.store(CacheChild.key(prefix: prefix, index: index), status: 200, headers: [], body: body) == nil
                || cache.store(CacheChild.sharedKey, status: 200, headers: [], body: body) == nil {
                result = "problem: store \(index) failed"
                break
            }
        }
        try Data(result.utf8).write(to: URL(fileURLWithPath: resultPath))
    }
}

/// A child process running `CacheChildProcess/testChildProcessEntry`.
struct CacheChild {
    static let directoryKey = "GHBROWSE_TEST_CACHE_CHILD_DIRECTORY"
    static let resultKey = "GHBROWSE_TEST_CACHE_CHILD_RESULT"
    static let prefixKey = "GHBROWSE_TEST_CACHE_CHILD_PREFIX"
    static let countKey = "GHBROWSE_TEST_CACHE_CHILD_COUNT"
    static let goFileKey = "GHBROWSE_TEST_CACHE_CHILD_GO"
    static let boundKey = "GHBROWSE_TEST_CACHE_CHILD_BOUND"

    static let sharedKey = ResponseCacheTests.key("https://api.github.com/search/repositories?q=shared")

    static func key(prefix: String, index: Int) -> CacheKey {
        ResponseCacheTests.key("https://api.github.com/repos/\(prefix)/r\(index)")
    }

    /// A body of a few hundred bytes that names its writer and index.
    static func body(prefix: String, index: Int) -> Data {
        Data("{\"writer\":\"\(prefix)\",\"index\":\(index),\"pad\":\"\(String(repeating: "p", count: 200))\"}".utf8)
    }

    /// Starts a child that runs `CacheChildProcess/testChildProcessEntry` with `environment`.
    static func start(in temporary: TemporaryDirectory, named name: String,
                      environment: [String: String]) throws -> TestChildProcess {
        try TestChildProcess.start(entryPoint: "ResponseCacheTests.CacheChildProcess/testChildProcessEntry",
                                   in: temporary.path, named: name, resultKey: resultKey, environment: environment)
    }
}
