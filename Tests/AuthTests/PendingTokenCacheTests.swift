import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import TestSupport
import XCTest

/// While `gh auth token` runs, the response cache is read without waiting for it: the account's
/// answers when `hosts.yml` names the login, else the anonymous ones; what GitHub sends once
/// the token is there is stored under the token's own identity, never the anonymous one.
final class PendingTokenCacheTests: XCTestCase {
    private let request = GitHubAPI.Repository(owner: "octokit-fixture-org", name: "hello-world")

    func testACachedAnswerIsReadBeforeTheTokenArrivesAndLaterAnswersAreKeptApart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = FixtureServer(handler: try GitHubStandIn(store: try FixtureStore.located()).handler)
        try server.start()
        defer { server.stop() }
        func client(_ provider: TokenProvider) -> GitHubClient {
            GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, tokenProvider: provider),
                         httpClient: CurlHTTPClient(),
                         cache: FileResponseCache(directory: directory.path, fileSystem: PosixCacheFileSystem(),
                                                  clock: { Date() }))
        }
        // A run without a token stores the public answer.
        XCTAssertNoThrow(try client(TokenProvider(token: nil)).send(request, cancellation: nil).get())

        // The next run reads it while its token is still on its way (this would block otherwise).
        let pending = TokenProvider(pendingWithCacheIdentity: nil)
        let waiting = client(pending)
        XCTAssertEqual(waiting.cached(request)?.value.fullName, "octokit-fixture-org/hello-world")
        XCTAssertFalse(pending.isSettled)

        pending.settle(token: "gho_pending")
        XCTAssertEqual(try waiting.send(request, freshness: .revalidate, cancellation: nil).get().source, .network,
                       "the anonymous copy is not revalidated for the token")
        XCTAssertEqual(server.receivedRequests.last?.header("authorization"), "Bearer gho_pending")
        XCTAssertNotNil(client(TokenProvider(token: "gho_pending")).cached(request), "stored under the token's identity")
    }

    func testAKnownAccountIsTheCacheIdentityBeforeAndAfterTheToken() {
        let pending = TokenProvider(pendingWithCacheIdentity: "account:github.com/monalisa")
        XCTAssertEqual(pending.cacheIdentityNow, "account:github.com/monalisa")
        pending.settle(token: "gho_x")
        XCTAssertEqual(pending.cacheIdentity, "account:github.com/monalisa")
        XCTAssertEqual(pending.token, "gho_x")
    }
}
