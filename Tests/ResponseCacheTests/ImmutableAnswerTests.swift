import APIClient
import Entities
import Usecases
import FixtureServer
import Foundation
import ResponseCache
import XCTest

/// What a commit SHA names never changes: a commit, a tree or a file asked for by full SHA is
/// stored once and never asked for again, not even by `r` (`.revalidate`); what a branch names is
/// revalidated as usual.
final class ImmutableAnswerTests: XCTestCase {
    private var server: FixtureServer!
    private var fileSystem: InMemoryCacheFileSystem!
    private let clock = TestClock()
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(10))
    private let sha = "f5f9756a1dd52a53820cc54927abb34725377987"

    override func setUpWithError() throws {
        fileSystem = InMemoryCacheFileSystem()
        server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private var client: GitHubClient {
        GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: nil), httpClient: http,
                     cache: FileResponseCache(directory: "/cache/ghbrowse", fileSystem: fileSystem, clock: clock.function))
    }

    func testACommitBySHAIsAskedForOnceEvenWhenRefreshedAYearLater() throws {
        let request = GitHubAPI.CommitDetail(owner: "o", name: "r", sha: sha)
        let first = try XCTUnwrap(client.send(request, cancellation: nil).success)
        XCTAssertEqual(first.source, .network)
        clock.advance(365 * 86_400)
        for freshness in [CacheFreshness.useFresh, .revalidate, .acceptAge(seconds: 0)] {
            let again = try XCTUnwrap(client.send(request, freshness: freshness, cancellation: nil).success)
            XCTAssertEqual(again.source, .cache, "\(freshness)")
            XCTAssertEqual(again.value, first.value)
        }
        XCTAssertEqual(server.receivedRequests.count, 1)
        let stored = try XCTUnwrap(client.cached(request))
        XCTAssertTrue(stored.isFresh, "an immutable answer is always fresh")
    }

    func testATreeAndAFileBySHAAreStoredOnce() throws {
        let tree = GitHubAPI.Tree(owner: "o", name: "r", ref: sha, recursive: true)
        let file = GitHubAPI.FileContents(owner: "o", name: "r", filePath: "github3/repos/repo.py", ref: sha)
        for _ in 0..<3 {
            XCTAssertNotNil(client.send(tree, freshness: .revalidate, cancellation: nil).success)
            XCTAssertEqual(client.send(file, freshness: .revalidate, cancellation: nil).success?.value.count, 94_550)
        }
        XCTAssertEqual(server.receivedRequests.count, 2)
    }

    func testATreeByBranchIsRevalidatedAndNoCacheStillAsks() throws {
        let tree = GitHubAPI.Tree(owner: "o", name: "r", ref: "main", recursive: true)
        XCTAssertNotNil(client.send(tree, cancellation: nil).success)
        let again = try XCTUnwrap(client.send(tree, freshness: .revalidate, cancellation: nil).success)
        XCTAssertEqual(again.source, .revalidated)
        XCTAssertEqual(server.receivedRequests.count, 2)

        let commit = GitHubAPI.CommitDetail(owner: "o", name: "r", sha: sha)
        XCTAssertNotNil(client.send(commit, cancellation: nil).success)
        XCTAssertEqual(client.send(commit, freshness: .networkOnly, cancellation: nil).success?.source, .network)
        XCTAssertEqual(server.receivedRequests.count, 4)
    }

    func testImmutableIsReadFromCacheControlAndNoStoreWins() {
        XCTAssertTrue(CacheControl(parsing: "private, immutable").isImmutable)
        let marked = CacheControl.markingImmutable([CachedHeader(name: "Cache-Control", value: "private, max-age=60"),
                                                    CachedHeader(name: "etag", value: "\"x\"")])
        XCTAssertEqual(marked.filter { $0.name.lowercased() == "cache-control" }.map(\.value), ["private, immutable"])
        let noStore = [CachedHeader(name: "cache-control", value: "no-store")]
        XCTAssertEqual(CacheControl.markingImmutable(noStore), noStore)
    }
}
