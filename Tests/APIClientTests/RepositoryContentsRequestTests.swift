import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import TextCells
import XCTest

/// The requests inside a repository (trees, contents, commits, branches, tags, releases) over the
/// real curl client, against the fixture server's GitHub stand-in.
final class RepositoryContentsRequestTests: XCTestCase {
    private var server: FixtureServer!
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20))

    override func setUpWithError() throws {
        try super.setUpWithError()
        let standIn = try GitHubStandIn(store: FixtureStore.located())
        server = FixtureServer(handler: standIn.handler)
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private var client: GitHubClient {
        GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: nil), httpClient: http,
                     cache: DisabledResponseCache())
    }

    private func send<Request: GitHubRequest>(_ request: Request, file: StaticString = #filePath,
                                              line: UInt = #line) throws -> GitHubResponse<Request.Response> {
        switch client.send(request, cancellation: nil) {
        case .success(let response): return response
        case .failure(let error):
            XCTFail("\((try? request.path) ?? "?") failed: \(error)", file: file, line: line)
            throw error
        }
    }

    private var lastTarget: String? { server.receivedRequests.last?.target }

    // MARK: Trees

    func testARecursiveTreeIsOneRequestForEveryEntry() throws {
        let tree = try send(GitHubAPI.Tree(owner: "sigmavirus24", name: "github3.py", ref: "develop", recursive: true)).value
        XCTAssertEqual(lastTarget, "/repos/sigmavirus24/github3.py/git/trees/develop?recursive=1")
        XCTAssertEqual(tree.entries.count, 275)
        XCTAssertFalse(tree.truncated)
    }

    func testTheLargeTreeArrivesWhole() throws {
        let tree = try send(GitHubAPI.Tree(owner: "tldr-pages", name: "tldr", ref: "main", recursive: true)).value
        XCTAssertEqual(tree.entries.count, 30_077)
        // Read while it arrived (GitTreeBodyScanner), it is the tree its whole body reads to.
        let body = try XCTUnwrap(try http.send(HTTPRequest(url: server.baseURL + "/repos/tldr-pages/tldr/git/trees/main?recursive=1"),
                                               cancellation: nil).get().body)
        XCTAssertEqual(tree, try GitTree.read(from: body))
    }

    /// What reads a body as it arrives is told each time it grows, the whole body last, and is not
    /// told a failure's body.
    func testABodyReaderSeesASuccessfulBodyGrowToItsEnd() throws {
        final class Lengths: HTTPBodyReading, @unchecked Sendable {
            var seen: [Int] = []
            var last: [UInt8] = []
            func bodyDidGrow(_ body: UnsafeRawBufferPointer) {
                seen.append(body.count)
                last = Array(body)
            }
        }
        let lengths = Lengths()
        var request = HTTPRequest(url: server.baseURL + "/repos/tldr-pages/tldr/git/trees/main?recursive=1")
        request.bodyReader = HTTPBodyReader(lengths)
        let response = try http.send(request, cancellation: nil).get()
        XCTAssertGreaterThan(lengths.seen.count, 1)
        XCTAssertEqual(lengths.seen, lengths.seen.sorted())
        XCTAssertEqual(lengths.seen.last, response.body.count)
        XCTAssertEqual(lengths.last, Array(response.body))
        let missing = Lengths()
        var notFound = HTTPRequest(url: server.baseURL + "/repos/o/r/contents/no/such/file")
        notFound.bodyReader = HTTPBodyReader(missing)
        XCTAssertEqual(try http.send(notFound, cancellation: nil).get().status, 404)
        XCTAssertEqual(missing.seen, [])
    }

    func testATruncatedTreeSaysSoAndEachDirectoryCanBeAskedForBySHA() throws {
        let partial = try send(GitHubAPI.Tree(owner: "ghbrowse-fixtures", name: "truncated-tree", ref: "main",
                                              recursive: true)).value
        XCTAssertTrue(partial.truncated)
        XCTAssertEqual(partial.entries.count, 40)

        let top = try send(GitHubAPI.Tree(owner: "ghbrowse-fixtures", name: "truncated-tree", ref: "main",
                                          recursive: false)).value
        XCTAssertEqual(lastTarget, "/repos/ghbrowse-fixtures/truncated-tree/git/trees/main")
        XCTAssertFalse(top.truncated)
        let github3 = try XCTUnwrap(top.entries.first { $0.path == "github3" })
        XCTAssertEqual(github3.type, .tree)
        XCTAssertFalse(top.entries.contains { $0.path.contains("/") }, "a directory's own entries only")

        let directory = try send(GitHubAPI.Tree(owner: "ghbrowse-fixtures", name: "truncated-tree",
                                                ref: try XCTUnwrap(github3.sha), recursive: false)).value
        XCTAssertTrue(directory.entries.contains { $0.path == "repos" && $0.type == .tree })
        XCTAssertTrue(directory.entries.contains { $0.path == "__init__.py" && $0.type == .blob })
    }

    func testARefWithASlashIsOnePathSegment() throws {
        _ = try send(GitHubAPI.Tree(owner: "o", name: "r", ref: "feature/x y", recursive: false))
        XCTAssertEqual(lastTarget, "/repos/o/r/git/trees/feature%2Fx%20y")
    }

    // MARK: Names that would leave the repository (issue 31)

    func testAHostileTreeNeverMakesARequestOutsideTheRepository() throws {
        let tree = try send(GitHubAPI.Tree(owner: "hostile", name: "tree", ref: "main", recursive: true)).value
        XCTAssertEqual(Set(tree.entries.map(\.path)), Set(HostileTree.readablePaths + HostileTree.hostilePaths))
        for entry in tree.entries {
            let answer = client.send(GitHubAPI.FileContents(owner: "hostile", name: "tree", filePath: entry.path,
                                                            ref: "main"), cancellation: nil)
            if HostileTree.hostilePaths.contains(entry.path) {
                XCTAssertEqual(answer.failure, .unsafePath(RequestPath.Problem.dotSegment.description), entry.path)
            }
        }
        // Refs, SHAs and names from answers obey the same rule.
        for ref in ["..", ".", "../x", "a/../../../user", ""] {
            XCTAssertNotNil(client.send(GitHubAPI.Tree(owner: "hostile", name: "tree", ref: ref, recursive: true),
                                        cancellation: nil).failure, ref)
        }
        XCTAssertNotNil(client.send(GitHubAPI.CommitDetail(owner: "hostile", name: "tree", sha: ".."),
                                    cancellation: nil).failure)
        XCTAssertNotNil(client.send(GitHubAPI.Repository(owner: "..", name: "user"), cancellation: nil).failure)
        XCTAssertNotNil(client.send(GitHubAPI.StarState(owner: "..", name: "..", method: "PUT"), cancellation: nil).failure)

        let targets = server.receivedRequests.map(\.target)
        XCTAssertEqual(targets, ["/repos/hostile/tree/git/trees/main?recursive=1",
                                 "/repos/hostile/tree/contents/README.md?ref=main",
                                 "/repos/hostile/tree/contents/%252e%252e/x.md?ref=main"])
        XCTAssertFalse(targets.contains { $0.hasPrefix("/user") || $0.hasPrefix("/rate_limit") })
    }

    func testEveryPathIsCheckedOnceEncodedWhateverTypeMadeIt() throws {
        // A request type that writes its path by hand, dot segments spelled `%2E`, is refused too.
        XCTAssertEqual(client.send(HandWrittenPath(path: "/repos/o/r/contents/%2E%2E/%2e%2E/user/repos"),
                                   cancellation: nil).failure,
                       .unsafePath(RequestPath.Problem.dotSegment.description))
        XCTAssertNotNil(client.send(HandWrittenPath(path: "/repos/o/r/../../rate_limit"), cancellation: nil).failure)
        XCTAssertNotNil(client.send(HandWrittenPath(path: "/repos/o/r/contents/a%00b"), cancellation: nil).failure)
        XCTAssertNil(client.cached(HandWrittenPath(path: "/repos/o/r/contents/..")))
        XCTAssertThrowsError(try client.makeHTTPRequest(for: HandWrittenPath(path: "/repos//r")))
        XCTAssertTrue(server.receivedRequests.isEmpty, server.receivedRequests.map(\.target).joined(separator: "\n"))
    }

    // MARK: Contents

    func testAFileArrivesAsItsRawBytes() throws {
        let bytes = try send(GitHubAPI.FileContents(owner: "sigmavirus24", name: "github3.py",
                                                    filePath: "github3/repos/repo.py", ref: "develop")).value
        let request = try XCTUnwrap(server.receivedRequests.last)
        XCTAssertEqual(request.target, "/repos/sigmavirus24/github3.py/contents/github3/repos/repo.py?ref=develop")
        XCTAssertEqual(request.header("Accept"), "application/vnd.github.raw")
        XCTAssertEqual(bytes.count, 94_550)
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("class Repository"))
    }

    func testEachPartOfAFilePathIsPercentEncodedButItsSlashesStay() throws {
        _ = client.send(GitHubAPI.FileContents(owner: "o", name: "r", filePath: "docs/my file#1?.md", ref: nil),
                        cancellation: nil)
        XCTAssertEqual(lastTarget, "/repos/o/r/contents/docs/my%20file%231%3F.md")
    }

    func testABinaryFileAndAFileOverOneMegabyteArriveByteForByte() throws {
        let binary = try send(GitHubAPI.FileContents(owner: "o", name: "r", filePath: "ghbrowse-fixtures/binary.bin",
                                                     ref: nil)).value
        XCTAssertTrue(binary.contains(0))
        let large = try send(GitHubAPI.FileContents(owner: "o", name: "r", filePath: "ghbrowse-fixtures/large.swift",
                                                    ref: nil)).value
        XCTAssertGreaterThan(large.count, 1 << 20)
        XCTAssertEqual(large.filter { $0 == UInt8(ascii: "\n") }.count, 12_000)
    }

    func testAMissingFileIsNotFound() {
        guard case .failure(.notFound) = client.send(
            GitHubAPI.FileContents(owner: "o", name: "r", filePath: "no/such/file", ref: nil), cancellation: nil) else {
            return XCTFail("expected notFound")
        }
    }

    // MARK: History, refs, releases

    func testCommitsComeInPagesAnnouncedByLink() throws {
        let first = try send(GitHubAPI.Commits(owner: "o", name: "r", ref: "main", perPage: 10, page: 1))
        XCTAssertEqual(lastTarget, "/repos/o/r/commits?sha=main&per_page=10&page=1")
        XCTAssertEqual(first.value.count, 10)
        XCTAssertEqual(first.links.next, 2)
        XCTAssertEqual(first.links.last, 3)
        let last = try send(GitHubAPI.Commits(owner: "o", name: "r", ref: "main", perPage: 10, page: 3))
        XCTAssertEqual(last.value.count, 5)
        XCTAssertNil(last.links.next)
        XCTAssertNotEqual(first.value.first?.sha, last.value.first?.sha)
    }

    func testACommitCarriesItsPatches() throws {
        let sha = "f5f9756a1dd52a53820cc54927abb34725377987"
        let detail = try send(GitHubAPI.CommitDetail(owner: "PyGithub", name: "PyGithub", sha: sha)).value
        XCTAssertEqual(lastTarget, "/repos/PyGithub/PyGithub/commits/\(sha)")
        XCTAssertEqual(detail.files.count, 3)
        XCTAssertNotNil(detail.files.first?.patch)
    }

    func testACommitOfManyFilesHasASecondPage() throws {
        let sha = "cbfe8d0f623ca29d984ec09d2b566e9ab10ae024"
        let first = try send(GitHubAPI.CommitDetail(owner: "o", name: "r", sha: sha))
        XCTAssertEqual(first.value.files.count, 300)
        XCTAssertEqual(first.links.next, 2)
        let second = try send(GitHubAPI.CommitDetail(owner: "o", name: "r", sha: sha, page: 2))
        XCTAssertEqual(lastTarget, "/repos/o/r/commits/\(sha)?page=2")
        XCTAssertEqual(second.value.files.count, 71)
        XCTAssertNil(second.links.next)
    }

    func testBranchesTagsAndReleases() throws {
        let branches = try send(GitHubAPI.Branches(owner: "o", name: "r"))
        XCTAssertEqual(lastTarget, "/repos/o/r/branches?per_page=100&page=1")
        XCTAssertEqual(branches.value.count, 10)
        XCTAssertNil(branches.links.next)

        let tags = try send(GitHubAPI.Tags(owner: "o", name: "r", perPage: 20))
        XCTAssertEqual(tags.value.count, 20)
        XCTAssertEqual(tags.links.next, 2)

        let releases = try send(GitHubAPI.Releases(owner: "o", name: "r", perPage: 4, page: 2))
        XCTAssertEqual(lastTarget, "/repos/o/r/releases?per_page=4&page=2")
        XCTAssertEqual(releases.value.count, 4)
        XCTAssertEqual(releases.links.next, 3)

        let latest = try send(GitHubAPI.LatestRelease(owner: "o", name: "r")).value
        XCTAssertEqual(lastTarget, "/repos/o/r/releases/latest")
        XCTAssertEqual(latest.tagName, "v1.0")
        XCTAssertEqual(latest.assets.first?.size, 40)
    }

    // MARK: What never changes

    func testOnlyWhatAFullSHANamesIsImmutable() {
        let sha = "f5f9756a1dd52a53820cc54927abb34725377987"
        XCTAssertTrue(GitHubAPI.CommitDetail(owner: "o", name: "r", sha: sha).isImmutable)
        XCTAssertFalse(GitHubAPI.CommitDetail(owner: "o", name: "r", sha: "f5f9756").isImmutable)
        XCTAssertTrue(GitHubAPI.Tree(owner: "o", name: "r", ref: sha, recursive: true).isImmutable)
        XCTAssertFalse(GitHubAPI.Tree(owner: "o", name: "r", ref: "main", recursive: true).isImmutable)
        XCTAssertTrue(GitHubAPI.FileContents(owner: "o", name: "r", filePath: "a", ref: sha).isImmutable)
        XCTAssertFalse(GitHubAPI.FileContents(owner: "o", name: "r", filePath: "a", ref: nil).isImmutable)
        XCTAssertFalse(GitHubAPI.Commits(owner: "o", name: "r", ref: sha).isImmutable, "history grows")
    }
}

/// A request whose path is written by hand, not made by `RepositoryPath`.
private struct HandWrittenPath: GitHubRequest {
    typealias Response = Data
    var path: String
    var queryItems: [(name: String, value: String)] { [] }

    func decodeResponse(_ body: Data) throws -> Data {
        body
    }
}
