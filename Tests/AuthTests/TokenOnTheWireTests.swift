import APIClient
import Auth
import Entities
import FixtureServer
import Foundation
import ResponseCache
import Store
import TestSupport
import XCTest

/// The token `gh auth token` prints reaches the loopback server in `Authorization` and nowhere
/// else: not in the request line or any other header, not in the response cache's files or the
/// gh configuration, not on gh's command line, not in any sentence.
final class TokenOnTheWireTests: XCTestCase {
    private let token = "gho_SecretFromStandInGH0123456789"

    func testTheTokenTravelsOnlyInAuthorization() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.installGH("echo \(token)")
        let server = FixtureServer(handler: try GitHubStandIn(store: try FixtureStore.located()).handler)
        try server.start()
        defer { server.stop() }
        // gh has a login (its token in the keyring) for the server's host.
        try sandbox.writeHostsFile("\(GitHubHostNames.host(ofAPIURL: server.baseURL) ?? ""):\n    user: monalisa\n")

        let resolver = TokenResolver(environment: sandbox.environment(["GITHUB_API_URL": server.baseURL]),
                                     runner: PosixOutputCapturingRunner())
        let partial = resolver.resolveWithoutGitHubCLI()
        guard case .needsGitHubCLI = partial else { return XCTFail("resolved without gh: \(partial)") }
        let provider = TokenProvider(pendingWithCacheIdentity: nil)
        let finished = expectation(description: "gh answered")
        let notes = Locked<[String]>([])
        resolver.start(partial) { resolution in
            notes.set(resolution.notes + [resolution.source.label, resolution.host.name])
            provider.settle(token: resolution.token)
            finished.fulfill()
        }
        let cacheDirectory = sandbox.directory.appending("cache")
        let cache = FileResponseCache(directory: cacheDirectory, fileSystem: PosixCacheFileSystem(), clock: { Date() })
        let client = GitHubClient(configuration: GitHubConfiguration(baseURL: partial.host.apiBaseURL,
                                                                     tokenProvider: provider),
                                  httpClient: CurlHTTPClient(), cache: cache)
        // Sent at once: the request waits for the token, then carries it.
        let answer = client.send(GitHubAPI.Repository(owner: "octokit-fixture-org", name: "hello-world"),
                                 cancellation: nil)
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(try answer.get().value.fullName, "octokit-fixture-org/hello-world")

        let requests = server.receivedRequests
        XCTAssertEqual(requests.count, 1)
        for request in requests {
            XCTAssertEqual(request.header("authorization"), "Bearer \(token)")
            XCTAssertFalse(request.target.contains(token))
            for header in request.headers where header.name.lowercased() != "authorization" {
                XCTAssertFalse(header.value.contains(token), "\(header.name) carries the token")
            }
        }
        XCTAssertFalse(sandbox.loggedArguments.contains { $0.contains(token) })
        XCTAssertFalse(notes.get().contains { $0.contains(token) })
        let files = AuthSandbox.allFiles(under: sandbox.directory.path)
        XCTAssertTrue(files.contains { $0.path.hasPrefix(cacheDirectory) }, "the answer was cached")
        for file in files where file.path != sandbox.binDirectory + "/gh" { // the stand-in prints it
            XCTAssertNil(file.bytes.range(of: Data(token.utf8)), "\(file.path) holds the token")
        }
    }
}

/// A value several threads read and write, behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
}
