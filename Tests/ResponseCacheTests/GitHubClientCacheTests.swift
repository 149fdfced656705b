import APIClient
import Entities
import Usecases
import FixtureServer
import Foundation
import ResponseCache
import XCTest

/// `GitHubClient` composed with a `FileResponseCache`, over the real curl client, against a
/// loopback server that serves the recorded fixtures with validators and answers a matching
/// `If-None-Match` with `304 Not Modified` (as GitHub does).
final class GitHubClientCacheTests: XCTestCase {
    private var server: FixtureServer!
    private var fixtures: FixtureStore!
    private var fileSystem: InMemoryCacheFileSystem!
    private let clock = TestClock()
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(10))
    private let repository = GitHubAPI.Repository(owner: "octokit-fixture-org", name: "hello-world")
    private let search = GitHubAPI.SearchRepositories(query: "github language:Python", perPage: 30)
    /// The `x-ratelimit-remaining` every 304 says.
    private let remainingAfter304 = "4321"

    override func setUpWithError() throws {
        fixtures = try FixtureStore.located()
        fileSystem = InMemoryCacheFileSystem()
        let repositoryFixture = try fixtures.fixture(named: "repository-hello-world")
        let searchFixture = try fixtures.fixture(named: "search-repositories-page1")
        let remaining = remainingAfter304
        server = FixtureServer { request in
            let fixture = request.path.hasPrefix("/search/") ? searchFixture : repositoryFixture
            var headers = fixture.headers
            if fixture.header("etag") == nil { headers.append(FixtureHeader(name: "etag", value: "W/\"search-v1\"")) }
            let etag = headers.first { $0.name.lowercased() == "etag" }?.value
            let condition = request.headers.first { $0.name.lowercased() == "if-none-match" }?.value
            guard let condition, condition == etag else {
                return FixtureResponse(status: fixture.status, headers: headers, body: fixture.body)
            }
            return FixtureResponse(status: 304, headers: [
                FixtureHeader(name: "etag", value: condition),
                FixtureHeader(name: "x-ratelimit-limit", value: "5000"),
                FixtureHeader(name: "x-ratelimit-remaining", value: remaining),
                FixtureHeader(name: "x-ratelimit-reset", value: "1507651200"),
            ])
        }
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func client(token: String? = nil, cache: (any ResponseCaching)? = nil, base: String? = nil) -> GitHubClient {
        GitHubClient(configuration: GitHubConfiguration(baseURL: base ?? server.baseURL, token: token), httpClient: http,
                     cache: cache ?? FileResponseCache(directory: "/cache/ghbrowse", fileSystem: fileSystem,
                                                       clock: clock.function))
    }

    private var requestCount: Int { server.receivedRequests.count }

    private func header(_ name: String, ofRequest index: Int) -> String? {
        server.receivedRequests[index].headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    // MARK: Within max-age

    func testARepositorySeenWithinAMinuteNeedsNoRequest() throws {
        let client = client()
        let first = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertEqual(first.source, .network)
        XCTAssertEqual(first.fetchedAt, clock.now)
        XCTAssertNil(header("If-None-Match", ofRequest: 0))
        clock.advance(59)

        let second = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertEqual(requestCount, 1, "no request within max-age=60")
        XCTAssertEqual(second.source, .cache)
        XCTAssertEqual(second.value.fullName, first.value.fullName)
        XCTAssertEqual(second.value.topics, ["fixtures", "hello", "hello-world"])
        XCTAssertEqual(second.rateLimit, first.rateLimit)
        XCTAssertEqual(second.fetchedAt, first.fetchedAt)
    }

    // MARK: Stale: conditional, 304

    func testAStaleRepositoryIsRevalidatedAndA304ReusesTheStoredBody() throws {
        let client = client()
        _ = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        clock.advance(61)

        let revalidated = try XCTUnwrap(client.send(repository, cancellation: nil).success)
        XCTAssertEqual(requestCount, 2)
        XCTAssertEqual(header("If-None-Match", ofRequest: 1), "\"00000000000000000000000000000000\"")
        XCTAssertEqual(header("If-Modified-Since", ofRequest: 1), "Tue, 10 Oct 2017 16:00:00 GMT")
        XCTAssertEqual(revalidated.source, .revalidated)
        XCTAssertEqual(revalidated.status, 200)
        XCTAssertEqual(revalidated.value.topics, ["fixtures", "hello", "hello-world"])
        XCTAssertEqual(revalidated.rateLimit?.remaining, 4321, "the 304's rate limit")
        XCTAssertEqual(revalidated.fetchedAt, clock.now, "the time is refreshed")

        clock.advance(30)
        XCTAssertEqual(client.send(repository, cancellation: nil).success?.source, .cache, "fresh again for a minute")
        XCTAssertEqual(requestCount, 2)
    }

    func testSearchSaysNoCacheSoItIsAlwaysRevalidated() throws {
        let client = client()
        let first = try XCTUnwrap(client.send(search, cancellation: nil).success)
        XCTAssertEqual(first.source, .network)

        let second = try XCTUnwrap(client.send(search, cancellation: nil).success)
        XCTAssertEqual(requestCount, 2)
        XCTAssertEqual(header("If-None-Match", ofRequest: 1), "W/\"search-v1\"")
        XCTAssertEqual(second.source, .revalidated)
        XCTAssertEqual(second.value.items.count, 30)
        XCTAssertEqual(second.links, PageLinks(next: 2, last: 34), "links kept from the stored answer")
    }

    // MARK: Cached now, fresh later

    func testTheRecalledSearchRevalidatedRightAfterItIsShownIsReadOnceAndIsTheSameAnswer() throws {
        _ = client().send(search, cancellation: nil)
        let launch = client() // a new run: nothing in memory but the store
        let reads = fileSystem.reads

        let shown = try XCTUnwrap(launch.cached(search))
        let fresh = try XCTUnwrap(launch.send(search, freshness: .useFresh, reusing: shown.read, cancellation: nil).success)
        XCTAssertEqual(fileSystem.reads, reads + 1, "the send reuses what cached(_:) read")
        XCTAssertEqual(requestCount, 2)
        XCTAssertEqual(header("If-None-Match", ofRequest: 1), "W/\"search-v1\"")
        XCTAssertEqual(fresh.source, .revalidated)
        XCTAssertEqual(fresh.value.items.map(\.fullName), shown.value.items.map(\.fullName))
        XCTAssertEqual(fresh.links, shown.links)
        XCTAssertEqual(fresh.rateLimit?.remaining, 4321, "the 304's rate limit")
        XCTAssertEqual(fresh.fetchedAt, clock.now)
    }

    func testAReadIsUsedOnlyByASendOfTheSameRequest() throws {
        let client = client()
        _ = client.send(search, cancellation: nil)
        _ = client.send(repository, cancellation: nil)
        let read = try XCTUnwrap(client.cached(search)).read

        XCTAssertEqual(client.send(repository, freshness: .useFresh, reusing: read, cancellation: nil).success?.value.fullName,
                       "octokit-fixture-org/hello-world", "another request's read is ignored")
        let reads = fileSystem.reads
        XCTAssertEqual(client.send(search, cancellation: nil).success?.source, .revalidated)
        XCTAssertEqual(fileSystem.reads, reads + 1, "a send given no read reads the store")
    }

    func testARequestOfAnotherTypeForTheSameEntryDecodesItItself() throws {
        let client = client()
        _ = client.send(repository, cancellation: nil)
        let read = try XCTUnwrap(client.cached(repository)).read

        let shouted = try XCTUnwrap(client.send(ShoutedRepository(), freshness: .useFresh, reusing: read,
                                                cancellation: nil).success)
        XCTAssertEqual(shouted.source, .cache)
        XCTAssertEqual(shouted.value.fullName, "OCTOKIT-FIXTURE-ORG/HELLO-WORLD", "its own decoding, not the kept value")
    }

    // MARK: What the caller asks for

    func testRevalidateAsksEvenWithinMaxAge() throws {
        let client = client()
        _ = client.send(repository, cancellation: nil)
        let answer = try XCTUnwrap(client.send(repository, freshness: .revalidate, cancellation: nil).success)
        XCTAssertEqual(requestCount, 2)
        XCTAssertNotNil(header("If-None-Match", ofRequest: 1))
        XCTAssertEqual(answer.source, .revalidated)
    }

    func testAcceptAgeAnswersFromTheCacheUpToThatAge() throws {
        let client = client()
        _ = client.send(search, cancellation: nil)
        clock.advance(3000)
        XCTAssertEqual(client.send(search, freshness: .acceptAge(seconds: 3600), cancellation: nil).success?.source, .cache)
        XCTAssertEqual(requestCount, 1)
        clock.advance(700)
        XCTAssertEqual(client.send(search, freshness: .acceptAge(seconds: 3600), cancellation: nil).success?.source,
                       .revalidated)
        XCTAssertEqual(requestCount, 2)
    }

    func testNetworkOnlySendsAPlainRequestAndStillStores() throws {
        let client = client()
        _ = client.send(repository, cancellation: nil)
        let answer = try XCTUnwrap(client.send(repository, freshness: .networkOnly, cancellation: nil).success)
        XCTAssertEqual(answer.source, .network)
        XCTAssertNil(header("If-None-Match", ofRequest: 1))
        XCTAssertEqual(client.cached(repository)?.fetchedAt, clock.now)
    }

    // MARK: Cached now

    func testCachedReadsTheStoreOnlyWithItsAgeAndFreshness() throws {
        let client = client()
        XCTAssertNil(client.cached(search), "nothing stored yet")
        _ = client.send(search, cancellation: nil)
        _ = client.send(repository, cancellation: nil)
        clock.advance(180)

        let cachedSearch = try XCTUnwrap(client.cached(search))
        XCTAssertEqual(requestCount, 2, "no request")
        XCTAssertEqual(cachedSearch.age, 180)
        XCTAssertFalse(cachedSearch.isFresh, "no-cache")
        XCTAssertEqual(cachedSearch.value.items.first?.fullName, "kennethreitz/legit")
        XCTAssertEqual(cachedSearch.links, PageLinks(next: 2, last: 34))
        XCTAssertEqual(cachedSearch.rateLimit?.limit, 30)

        XCTAssertFalse(try XCTUnwrap(client.cached(repository)).isFresh, "three minutes is past max-age=60")
        clock.advance(-150)
        XCTAssertTrue(try XCTUnwrap(client.cached(repository)).isFresh)
    }

    func testCachedAnswersSurviveTheServerGoingAway() throws {
        _ = client().send(repository, cancellation: nil)
        server.stop()
        clock.advance(3600)
        let client = client()
        XCTAssertEqual(client.cached(repository)?.value.fullName, "octokit-fixture-org/hello-world")
        guard case .transport? = client.send(repository, cancellation: nil).failure else {
            return XCTFail("a stale entry is revalidated, and an unreachable server is a transport failure")
        }
    }

    // MARK: Credentials and Accept

    func testAnotherTokenOrNoTokenNeverSeesAnAnswerFetchedWithAToken() throws {
        _ = client(token: "token-A").send(repository, cancellation: nil)
        XCTAssertNil(client(token: "token-B").cached(repository))
        XCTAssertNil(client().cached(repository))
        XCTAssertEqual(client(token: "token-B").send(repository, cancellation: nil).success?.source, .network)
        XCTAssertNotNil(client(token: "token-A").cached(repository))
    }

    func testTheTokenAndRequestHeadersAreInNoCacheFile() throws {
        let token = "ghp_secret_loopback_token"
        let client = client(token: token)
        _ = client.send(repository, cancellation: nil)
        _ = client.send(search, cancellation: nil)
        XCTAssertEqual(header("Authorization", ofRequest: 0), "Bearer \(token)", "it was sent")
        XCTAssertEqual(fileSystem.files.count, 2)
        for (path, file) in fileSystem.files {
            for secret in [token, "Bearer", "ghbrowse/\(GHBrowseVersion.current)", "X-GitHub-Api-Version"] {
                XCTAssertNil(file.bytes.firstRange(of: Array(secret.utf8)), "\(secret) in \(path)")
            }
        }
    }

    func testTheAcceptHeaderIsSentAndKeepsEntriesApart() throws {
        let client = client()
        _ = client.send(repository, cancellation: nil)
        _ = client.send(RawRepository(), cancellation: nil)
        XCTAssertEqual(requestCount, 2, "the raw request does not reuse the JSON entry")
        XCTAssertEqual(header("Accept", ofRequest: 0), "application/vnd.github+json")
        XCTAssertEqual(header("Accept", ofRequest: 1), "application/vnd.github.raw+json")
        XCTAssertEqual(fileSystem.files.count, 2)
    }

    // MARK: Without a cache

    func testADisabledCacheAlwaysAsksAndKeepsNothing() throws {
        let client = client(cache: DisabledResponseCache())
        XCTAssertEqual(client.send(repository, cancellation: nil).success?.source, .network)
        XCTAssertEqual(client.send(repository, cancellation: nil).success?.source, .network)
        XCTAssertEqual(requestCount, 2)
        XCTAssertNil(header("If-None-Match", ofRequest: 1))
        XCTAssertNil(client.cached(repository))
        XCTAssertNil(client.send(repository, cancellation: nil).success?.fetchedAt)
    }

    func testACacheThatCouldNotBeCreatedStillAnswersAndSaysWhy() throws {
        fileSystem.put("/cache", [])
        let cache = FileResponseCache(directory: "/cache/ghbrowse", fileSystem: fileSystem, clock: clock.function)
        let client = client(cache: cache)
        XCTAssertEqual(cache.warning, "The response cache is off: /cache is not a directory.")
        XCTAssertEqual(client.send(repository, cancellation: nil).success?.value.fullName,
                       "octokit-fixture-org/hello-world")
    }

    func testAnErrorAnswerIsNotStored() throws {
        server.setHandler { _ in .json("{\"message\":\"Not Found\"}", status: 404) }
        let client = client()
        guard case .notFound? = client.send(repository, cancellation: nil).failure else { return XCTFail("404") }
        XCTAssertNil(client.cached(repository))
        XCTAssertTrue(fileSystem.files.isEmpty)
    }

    func testAStoredAnswerIsDroppedWhenGitHubSaysItIsGoneOrNotFound() throws {
        let recorded = try fixtures.fixture(named: "repository-hello-world")
        for status in [404, 410] {
            let client = client()
            _ = client.send(repository, cancellation: nil)
            XCTAssertNotNil(client.cached(repository))
            clock.advance(3600)
            server.setHandler { _ in .json("{\"message\":\"Gone\"}", status: status) }
            XCTAssertNotNil(client.send(repository, cancellation: nil).failure, "\(status)")
            XCTAssertNil(client.cached(repository), "the deleted item's stale copy is dropped (\(status))")
            server.setHandler { _ in FixtureResponse(fixture: recorded) }
        }
    }
}

/// The repository under the same URL and `Accept` as `GitHubAPI.Repository`, decoded its own way.
private struct ShoutedRepository: GitHubRequest {
    typealias Response = Entities.Repository
    var path: String { "/repos/octokit-fixture-org/hello-world" }
    var queryItems: [(name: String, value: String)] { [] }

    func decodeResponse(_ body: Data) throws -> Entities.Repository {
        var repository = try Entities.Repository.read(from: body)
        repository.fullName = repository.fullName.uppercased()
        return repository
    }
}

/// The repository asked for as raw bytes: the same URL under another `Accept`.
private struct RawRepository: GitHubRequest {
    typealias Response = Entities.Repository
    var path: String { "/repos/octokit-fixture-org/hello-world" }
    var queryItems: [(name: String, value: String)] { [] }
    var accept: String { GitHubAPI.rawMediaType }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }

    var success: Success? {
        if case .success(let success) = self { return success }
        return nil
    }
}
