import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import XCTest

/// Validators GitHub (or whatever answers in its place) sends that cannot be sent back: an
/// `ETag` with a CR inside, one of 100 KB, a `Last-Modified` with a control character. They are
/// never stored nor sent, so the entry is never poisoned; a server that refuses a conditional
/// request for its validators gets the request again, plainly, and the entry is dropped.
/// Against the loopback fixture server over the real curl client.
final class HostileValidatorTests: XCTestCase {
    private var server: FixtureServer!
    private var fixtures: FixtureStore!
    private var fileSystem: InMemoryCacheFileSystem!
    private let clock = TestClock()
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(10))
    private let repository = GitHubAPI.Repository(owner: "octokit-fixture-org", name: "hello-world")
    private let cacheDirectory = "/cache/ghbrowse"

    override func setUpWithError() throws {
        fixtures = try FixtureStore.located()
        fileSystem = InMemoryCacheFileSystem()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    /// Serves the recorded repository with `etag` and `lastModified` (when given) in place of its own.
    private func serve(etag: String?, lastModified: String? = nil,
                       refusingConditionalWith refusal: Int? = nil) throws {
        let fixture = try fixtures.fixture(named: "repository-hello-world")
        server = FixtureServer { request in
            if let refusal, request.header("if-none-match") != nil || request.header("if-modified-since") != nil {
                return FixtureResponse(status: refusal)
            }
            var response = FixtureResponse(fixture: fixture)
            if let etag { response = response.settingHeader("ETag", etag) }
            if let lastModified { response = response.settingHeader("Last-Modified", lastModified) }
            return response
        }
        try server.start()
    }

    private func client() -> GitHubClient {
        GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: nil), httpClient: http,
                     cache: FileResponseCache(directory: cacheDirectory, fileSystem: fileSystem, clock: clock.function))
    }

    private func header(_ name: String, ofRequest index: Int) -> String? {
        server.receivedRequests[index].header(name)
    }

    private var storedEntry: CachedResponse? {
        let entries = fileSystem.files.filter { $0.key.hasPrefix(cacheDirectory + "/") && !$0.key.hasSuffix("/lock") }
        return entries.first.flatMap { CacheFileFormat.decode($0.value.bytes) }
    }

    func testAnETagWithACarriageReturnIsNeverStoredNorSentBack() throws {
        try serve(etag: "\"abc\rX-Evil: 1\"")
        let client = client()
        let first = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertEqual(first.value.fullName, "octokit-fixture-org/hello-world")
        let entry = try XCTUnwrap(storedEntry, "the answer itself is still kept")
        XCTAssertNil(entry[header: "etag"])

        clock.advance(61)
        let second = try XCTUnwrap(client.send(repository, cancellation: nil).success, "never fails locally")
        XCTAssertEqual(second.value.fullName, "octokit-fixture-org/hello-world")
        XCTAssertEqual(server.receivedRequests.count, 2)
        XCTAssertNil(header("If-None-Match", ofRequest: 1))
        XCTAssertNil(header("X-Evil", ofRequest: 1))
        XCTAssertEqual(header("If-Modified-Since", ofRequest: 1), "Tue, 10 Oct 2017 16:00:00 GMT",
                       "the sound validator is still used")
    }

    func testAHundredKilobyteETagIsNeverStoredNorSentBack() throws {
        try serve(etag: "\"" + String(repeating: "a", count: 100_000) + "\"")
        let client = client()
        _ = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertNil(try XCTUnwrap(storedEntry)[header: "etag"])

        clock.advance(61)
        let second = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertEqual(second.status, 200)
        XCTAssertNil(header("If-None-Match", ofRequest: 1))
    }

    func testALastModifiedWithAControlCharacterIsNeverStoredNorSentBack() throws {
        try serve(etag: "\"sound\"", lastModified: "Tue, 10 Oct 2017 16:00:00 GMT\u{1}")
        let client = client()
        _ = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertNil(try XCTUnwrap(storedEntry)[header: "last-modified"])

        clock.advance(61)
        let second = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertEqual(second.source, .revalidated, "the ETag alone revalidates")
        XCTAssertEqual(header("If-None-Match", ofRequest: 1), "\"sound\"")
        XCTAssertNil(header("If-Modified-Since", ofRequest: 1))
    }

    func testAnEntryPoisonedByAnEarlierVersionIsAskedForPlainlyAndReplaced() throws {
        try serve(etag: "\"clean\"")
        let client = client()
        let key = client.cacheKey(for: try client.makeHTTPRequest(for: repository), accept: repository.accept)
        let body = Data(try fixtures.fixture(named: "repository-hello-world").body)
        fileSystem.put("\(cacheDirectory)/\(key.fileName)",
                       Self.entryFileWrittenByAnEarlierVersion(key: key, etag: "\"abc\rX-Evil: 1\"", body: body,
                                                               fetchedAt: clock.now.addingTimeInterval(-3600)))

        let answer = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertEqual(answer.source, .network)
        XCTAssertEqual(server.receivedRequests.count, 1)
        XCTAssertNil(header("If-None-Match", ofRequest: 0))
        XCTAssertEqual(try XCTUnwrap(storedEntry)[header: "etag"], "\"clean\"", "replaced by the plain answer")
    }

    func testAConditionalRequestRefusedWith431DropsTheEntryAndAsksPlainly() throws {
        try serve(etag: "\"sound\"", refusingConditionalWith: 431)
        let client = client()
        _ = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        clock.advance(61)

        let answer = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertEqual(answer.source, .network)
        XCTAssertEqual(answer.value.fullName, "octokit-fixture-org/hello-world")
        XCTAssertEqual(server.receivedRequests.count, 3)
        XCTAssertEqual(header("If-None-Match", ofRequest: 1), "\"sound\"")
        XCTAssertNil(header("If-None-Match", ofRequest: 2))
        XCTAssertNil(header("If-Modified-Since", ofRequest: 2))
    }

    func testAConditionalRequestRefusedWith400IsAskedAgainPlainlyOnce() throws {
        try serve(etag: "\"sound\"", refusingConditionalWith: 400)
        let client = client()
        _ = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        clock.advance(61)

        XCTAssertEqual(client.send(repository, cancellation: nil).success?.status, 200)
        XCTAssertEqual(server.receivedRequests.count, 3)
    }

    func testHeaderValueRule() {
        XCTAssertTrue(HeaderValueRule.isSendableValidator("W/\"0123456789abcdef\""))
        XCTAssertTrue(HeaderValueRule.isSendableValidator("Tue, 10 Oct 2017 16:00:00 GMT"))
        for bad in ["", "\"a\rb\"", "\"a\nb\"", "\"a\u{0}b\"", "\"a\u{7F}b\"", "\"a\u{1B}[31m\"",
                    String(repeating: "a", count: HeaderValueRule.maximumValidatorBytes + 1)] {
            XCTAssertFalse(HeaderValueRule.isSendableValidator(bad), bad.debugDescription)
        }
        XCTAssertTrue(HeaderValueRule.isSendableValidator(String(repeating: "a", count: HeaderValueRule.maximumValidatorBytes)))
    }

    /// A version-1 entry file as ghbrowse wrote it before validators were checked.
    private static func entryFileWrittenByAnEarlierVersion(key: CacheKey, etag: String, body: Data,
                                                           fetchedAt: Date) -> [UInt8] {
        struct Metadata: Encodable {
            var key: CacheKey
            var status: Int
            var fetchedAt: Double
            var headers: [CachedHeader]
        }
        let metadata = Metadata(key: key, status: 200, fetchedAt: fetchedAt.timeIntervalSince1970,
                                headers: [CachedHeader(name: "etag", value: etag),
                                          CachedHeader(name: "cache-control", value: "private, max-age=60")])
        let json = Array(try! JSONEncoder().encode(metadata))
        var bytes = CacheFileFormat.magic + [CacheFileFormat.version]
        bytes += (0..<4).reversed().map { UInt8(truncatingIfNeeded: json.count >> ($0 * 8)) }
        bytes += json
        bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: body.count >> ($0 * 8)) }
        bytes += body
        return bytes
    }
}
