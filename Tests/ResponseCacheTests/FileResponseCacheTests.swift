import Foundation
import ResponseCache
import XCTest

/// `FileResponseCache` over an in-memory file system with a hand-moved clock.
final class FileResponseCacheTests: XCTestCase {
    private let directory = "/home/me/.cache/ghbrowse"
    private var fileSystem: InMemoryCacheFileSystem!
    private var clock: TestClock!

    override func setUp() {
        fileSystem = InMemoryCacheFileSystem()
        clock = TestClock()
    }

    private func cache(maximumBytes: Int = FileResponseCache.defaultMaximumBytes) -> FileResponseCache {
        FileResponseCache(directory: directory, fileSystem: fileSystem, clock: clock.function, maximumBytes: maximumBytes)
    }

    private let repository = key("https://api.github.com/repos/o/r")
    private let body = Data(#"{"id":1,"name":"r"}"#.utf8)

    // MARK: Storing and reading

    func testAStoredAnswerComesBackWithItsBodyHeadersAndAge() throws {
        let cache = cache()
        let stored = try XCTUnwrap(cache.store(repository, status: 200, headers: repositoryHeaders(), body: body))
        XCTAssertEqual(stored.fetchedAt, clock.now)
        clock.advance(42)

        let hit = try XCTUnwrap(cache.lookup(repository))
        XCTAssertEqual(hit.entry.body, body)
        XCTAssertEqual(hit.entry.status, 200)
        XCTAssertEqual(hit.entry[header: "etag"], "\"abc\"")
        XCTAssertEqual(hit.entry[header: "x-ratelimit-remaining"], "4999")
        XCTAssertEqual(hit.age, 42)
        XCTAssertEqual(fileSystem.files.keys.sorted(), ["\(directory)/\(repository.fileName)"])
    }

    func testOnlyResponseHeadersWorthKeepingAreStored() throws {
        let headers = repositoryHeaders() + [
            CachedHeader(name: "Set-Cookie", value: "session=1"),
            CachedHeader(name: "Link", value: "<https://api.github.com/x?page=2>; rel=\"next\""),
            CachedHeader(name: "Content-Type", value: "application/json"),
        ]
        let entry = try XCTUnwrap(cache().store(repository, status: 200, headers: headers, body: body))
        XCTAssertEqual(Set(entry.headers.map { $0.name.lowercased() }),
                       ["cache-control", "etag", "last-modified", "link", "x-ratelimit-limit",
                        "x-ratelimit-remaining", "x-ratelimit-reset", "x-ratelimit-resource"])
    }

    func testOnlyA200WithoutNoStoreIsKeptAndNoStoreForgetsTheOldEntry() {
        let cache = cache()
        XCTAssertNil(cache.store(repository, status: 404, headers: [], body: body))
        XCTAssertNil(cache.store(repository, status: 206, headers: [], body: body))
        XCTAssertNotNil(cache.store(repository, status: 200, headers: repositoryHeaders(), body: body))
        XCTAssertNil(cache.store(repository, status: 200,
                                 headers: [CachedHeader(name: "Cache-Control", value: "no-store")], body: body))
        XCTAssertNil(cache.lookup(repository))
        XCTAssertTrue(fileSystem.files.isEmpty)
    }

    func testTheAcceptHeaderAndTheMethodSeparateEntries() throws {
        let cache = cache()
        let raw = key("https://api.github.com/repos/o/r/readme", accept: "application/vnd.github.raw+json")
        let json = key("https://api.github.com/repos/o/r/readme")
        cache.store(raw, status: 200, headers: [], body: Data("# Title".utf8))
        cache.store(json, status: 200, headers: [], body: body)
        XCTAssertEqual(cache.lookup(raw)?.entry.body, Data("# Title".utf8))
        XCTAssertEqual(cache.lookup(json)?.entry.body, body)
        XCTAssertNotEqual(CacheKey(method: "HEAD", url: json.url, accept: json.accept, credential: json.credential).fileName,
                          json.fileName)
    }

    // MARK: Credentials

    func testDifferentTokensNeverShareEntries() {
        let cache = cache()
        let url = "https://api.github.com/repos/o/private"
        cache.store(key(url, token: "token-A"), status: 200, headers: [], body: Data("secret of A".utf8))
        XCTAssertNil(cache.lookup(key(url, token: "token-B")))
        XCTAssertNil(cache.lookup(key(url)), "no token sees nothing a token fetched")
        XCTAssertEqual(cache.lookup(key(url, token: "token-A"))?.entry.body, Data("secret of A".utf8))
    }

    func testTheTokenIsInNoFile() throws {
        let token = "ghp_1234567890abcdefSECRET"
        let cache = cache()
        cache.store(key("https://api.github.com/repos/o/r", token: token), status: 200, headers: repositoryHeaders(),
                    body: body)
        cache.store(key("https://api.github.com/search/repositories?q=x", token: token), status: 200, headers: [],
                    body: body)
        XCTAssertEqual(fileSystem.files.count, 2)
        for (path, file) in fileSystem.files {
            XCTAssertFalse(path.contains(token))
            XCTAssertNil(file.bytes.firstRange(of: Array(token.utf8)), "token bytes in \(path)")
            XCTAssertNotNil(file.bytes.firstRange(of: Array(CredentialIdentity.of(token: token).utf8)),
                            "the file names the hashed credential instead")
        }
    }

    // MARK: Conditional requests and 304

    func testA304KeepsTheBodyRefreshesTheTimeAndTakesItsRateLimit() throws {
        let cache = cache()
        let stored = try XCTUnwrap(cache.store(repository, status: 200,
                                               headers: repositoryHeaders(etag: "\"v1\"", remaining: 4999), body: body))
        clock.advance(300)

        let refreshed = try XCTUnwrap(cache.refresh(stored, notModifiedHeaders: [
            CachedHeader(name: "ETag", value: "\"v1\""),
            CachedHeader(name: "Cache-Control", value: "private, max-age=120"),
            CachedHeader(name: "X-RateLimit-Remaining", value: "4990"),
            CachedHeader(name: "X-RateLimit-Reset", value: "1700009999"),
        ]))
        XCTAssertEqual(refreshed.body, body)
        XCTAssertEqual(refreshed.fetchedAt, clock.now)
        XCTAssertEqual(refreshed[header: "x-ratelimit-remaining"], "4990")
        XCTAssertEqual(refreshed[header: "x-ratelimit-reset"], "1700009999")
        XCTAssertNil(refreshed[header: "x-ratelimit-limit"], "the rate limit is the 304's as a whole")
        XCTAssertEqual(refreshed[header: "cache-control"], "private, max-age=120")
        XCTAssertEqual(refreshed[header: "last-modified"], "Sat, 21 Nov 2026 10:00:00 GMT", "kept when not resent")

        let hit = try XCTUnwrap(cache.lookup(repository))
        XCTAssertEqual(hit.age, 0)
        XCTAssertEqual(hit.entry, refreshed)
    }

    func testA304ForAnEntryRemovedMeanwhileKeepsTheConfirmedCopyAgain() throws {
        let cache = cache()
        let stored = try XCTUnwrap(cache.store(repository, status: 200, headers: repositoryHeaders(), body: body))
        cache.remove(repository) // another instance evicted it while the request was out
        clock.advance(90)

        XCTAssertNotNil(cache.refresh(stored, notModifiedHeaders: [CachedHeader(name: "ETag", value: "\"v1\"")]))
        let hit = try XCTUnwrap(cache.lookup(repository))
        XCTAssertEqual(hit.entry.body, body)
        XCTAssertEqual(hit.age, 0)
    }

    func testA304SayingNoStoreForgetsTheEntry() throws {
        let cache = cache()
        let stored = try XCTUnwrap(cache.store(repository, status: 200, headers: repositoryHeaders(), body: body))

        XCTAssertNil(cache.refresh(stored, notModifiedHeaders: [CachedHeader(name: "Cache-Control", value: "no-store")]))
        XCTAssertNil(cache.lookup(repository))
    }

    func testATurnedOffCacheRefreshesNothing() throws {
        let off = FileResponseCache(directory: nil, fileSystem: fileSystem, clock: clock.function)
        let entry = CachedResponse(key: repository, status: 200, headers: repositoryHeaders(), body: body, fetchedAt: clock.now)

        XCTAssertNil(off.refresh(entry, notModifiedHeaders: repositoryHeaders()))
        XCTAssertTrue(fileSystem.files.isEmpty)
    }

    // MARK: Corrupt and foreign entries

    func testAnEntryThatCannotBeParsedIsIgnoredAndRemoved() {
        let cache = cache()
        let path = "\(directory)/\(repository.fileName)"
        for garbage in [Array("not a cache entry".utf8), [], Array(CacheFileFormat.encode(sample()).dropLast())] {
            fileSystem.put(path, garbage)
            XCTAssertNil(cache.lookup(repository))
            XCTAssertNil(fileSystem.files[path], "removed")
        }
    }

    func testAnotherFormatVersionIsNotRead() {
        var bytes = CacheFileFormat.encode(sample())
        bytes[CacheFileFormat.magic.count] = 2
        XCTAssertNil(CacheFileFormat.decode(bytes))
        XCTAssertEqual(CacheFileFormat.decode(CacheFileFormat.encode(sample())), sample())
    }

    func testAFileHoldingAnotherKeyIsNotServed() {
        let cache = cache()
        let other = key("https://api.github.com/repos/someone/else")
        fileSystem.put("\(directory)/\(repository.fileName)",
                       CacheFileFormat.encode(CachedResponse(key: other, status: 200, headers: [], body: body,
                                                             fetchedAt: clock.now)))
        XCTAssertNil(cache.lookup(repository))
    }

    func testTheBodyIsStoredVerbatim() throws {
        let binary: [UInt8] = (0...255).map { UInt8($0) } + Array("\r\n\0 end".utf8)
        cache().store(repository, status: 200, headers: [], body: Data(binary))
        let file = try XCTUnwrap(fileSystem.files["\(directory)/\(repository.fileName)"])
        XCTAssertEqual(Array(file.bytes.suffix(binary.count)), binary)
    }

    // MARK: Bounded, least recently used first

    func testEvictsTheLeastRecentlyUsedEntriesToStayWithinTheBound() throws {
        let entryBytes = CacheFileFormat.encode(CachedResponse(key: key("https://api.github.com/repos/o/r0"), status: 200,
                                                               headers: [], body: body, fetchedAt: clock.now)).count
        let cache = cache(maximumBytes: entryBytes * 3 + entryBytes / 2) // room for three
        let keys = (0..<4).map { key("https://api.github.com/repos/o/r\($0)") }
        for index in 0..<3 {
            cache.store(keys[index], status: 200, headers: [], body: body)
            clock.advance(1)
        }
        XCTAssertNotNil(cache.lookup(keys[0]), "r0 used: now r1 is the least recently used")
        clock.advance(1)

        cache.store(keys[3], status: 200, headers: [], body: body)

        XCTAssertNil(cache.lookup(keys[1]))
        XCTAssertNotNil(cache.lookup(keys[0]))
        XCTAssertNotNil(cache.lookup(keys[2]))
        XCTAssertNotNil(cache.lookup(keys[3]))
        let total = fileSystem.files.values.reduce(0) { $0 + $1.bytes.count }
        XCTAssertLessThanOrEqual(total, cache.maximumBytes)
    }

    func testAWriteClearsTemporaryFilesACrashedWriterLeft() {
        let leftover = "\(directory)/\(repository.fileName).tmp-4242-99"
        fileSystem.put(leftover, Array("half an entry".utf8))
        cache().store(key("https://api.github.com/repos/o/other"), status: 200, headers: [], body: body)
        XCTAssertNil(fileSystem.files[leftover])
        XCTAssertEqual(fileSystem.files.count, 1)
    }

    func testAnEntryLargerThanTheBoundIsNotKept() {
        let cache = cache(maximumBytes: 1024)
        XCTAssertNil(cache.store(repository, status: 200, headers: [], body: Data(repeating: 1, count: 2048)))
        XCTAssertTrue(fileSystem.files.isEmpty)
    }

    func testReadingDoesNotListTheDirectory() {
        let cache = cache()
        cache.store(repository, status: 200, headers: [], body: body)
        let listings = fileSystem.listings
        for _ in 0..<10 { _ = cache.lookup(repository) }
        XCTAssertEqual(fileSystem.listings, listings)
    }

    func testTheDefaultBoundIs64MiB() {
        XCTAssertEqual(FileResponseCache.defaultMaximumBytes, 64 * 1024 * 1024)
    }

    // MARK: Off

    func testADirectoryThatCannotBeCreatedTurnsTheCacheOffWithOneSentence() {
        fileSystem.put("/home/me/.cache", Array("a regular file".utf8))
        let cache = cache()
        XCTAssertFalse(cache.isEnabled)
        XCTAssertEqual(cache.warning, "The response cache is off: /home/me/.cache is not a directory.")
        XCTAssertNil(cache.store(repository, status: 200, headers: [], body: body))
        XCTAssertNil(cache.lookup(repository))
        XCTAssertEqual(fileSystem.files.count, 1, "nothing written")
    }

    func testNoLocationTurnsTheCacheOff() {
        let cache = FileResponseCache(directory: nil, fileSystem: fileSystem, clock: clock.function)
        XCTAssertFalse(cache.isEnabled)
        XCTAssertNotNil(cache.warning)
        XCTAssertNil(cache.store(repository, status: 200, headers: [], body: body))
    }

    func testAWorkingCacheAndATurnedOffOneHaveNoWarning() {
        XCTAssertNil(cache().warning)
        XCTAssertNil(DisabledResponseCache().warning)
        XCTAssertNil(DisabledResponseCache().store(repository, status: 200, headers: [], body: body))
    }

    func testAFailingWriteKeepsWorking() {
        let cache = cache()
        fileSystem.failingWrites = "disk full"
        XCTAssertNil(cache.store(repository, status: 200, headers: [], body: body))
        XCTAssertNil(cache.lookup(repository))
    }

    // MARK: Location

    func testLocationFollowsXDG() {
        XCTAssertEqual(CacheLocation.directory(environment: ["XDG_CACHE_HOME": "/x/cache/", "HOME": "/home/me"]),
                       "/x/cache/ghbrowse")
        XCTAssertEqual(CacheLocation.directory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"]),
                       "/home/me/.cache/ghbrowse")
        XCTAssertEqual(CacheLocation.directory(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/me/"]),
                       "/home/me/.cache/ghbrowse")
        XCTAssertNil(CacheLocation.directory(environment: [:]))
    }

    private func sample(key: CacheKey? = nil) -> CachedResponse {
        CachedResponse(key: key ?? repository, status: 200, headers: repositoryHeaders(), body: body,
                       fetchedAt: Date(timeIntervalSince1970: 1_700_000_000.5))
    }
}
