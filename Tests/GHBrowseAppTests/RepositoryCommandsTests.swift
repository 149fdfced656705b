import APIClient
import Entities
import FixtureServer
import Foundation
@testable import GHBrowseApp
import Interactors
import Usecases
import ResponseCache
import XCTest

/// A sink keeping the bytes written to it, as standard output does.
final class RecordingByteSink: ByteSink {
    private(set) var bytes: [UInt8] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }

    func write(_ text: String) {
        bytes += Array(text.utf8)
    }

    func write(bytes: [UInt8]) {
        self.bytes += bytes
    }

    func removeAll() {
        bytes = []
    }

    var failure: Int32? { nil }
}

/// `ghbrowse tree`, `cat`, `log` and `releases` over the real client and curl, against the fixture
/// server's GitHub stand-in: lines when piped, a terminal's rendering, JSON, failures, offline.
@MainActor
final class RepositoryCommandsTests: XCTestCase {
    private var server: FixtureServer!
    private var cacheDirectory: String?
    private let standardOutput = RecordingByteSink()
    private let standardError = RecordingSink()

    override func setUp() async throws {
        server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
        try server.start()
    }

    override func tearDown() async throws {
        server?.stop()
        if let cacheDirectory { try? FileManager.default.removeItem(atPath: cacheDirectory) }
    }

    private func client(cached: Bool = false) -> any GitHubRequestable {
        let cache: any ResponseCaching
        if cached {
            let directory = cacheDirectory ?? NSTemporaryDirectory() + "ghbrowse-cli-\(UUID().uuidString)"
            cacheDirectory = directory
            cache = FileResponseCache(directory: directory, fileSystem: PosixCacheFileSystem(), clock: { Date() })
        } else {
            cache = DisabledResponseCache()
        }
        // The command line's client: every request asks GitHub, conditionally.
        return FixedFreshnessClient(wrapping: GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: nil),
                            httpClient: CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20)),
                            cache: cache), freshness: .revalidate)
    }

    private func context(isTerminal: Bool = false, usesColor: Bool = false,
                         colorDepth: ColorDepth = .palette256) -> CommandLineContext {
        CommandLineContext(output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError,
                                                     isTerminal: isTerminal, width: 100, usesColor: usesColor,
                                                     colorDepth: colorDepth),
                           clock: FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000)), hasToken: false)
    }

    private let freshness = AnswerFreshness.latest

    private func tree(_ path: String? = nil, ref: String? = nil, json: JSONOutputRequest? = nil, cached: Bool = false) -> Int32? {
        var status: Int32?
        let client = client(cached: cached)
        TreeCommandRunner(usecase: RepositoryTreeInteractor(client: client, scheduler: InlineScheduler()),
                          repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
                          freshness: freshness, context: context())
            .run(fullName: "sigmavirus24/github3.py", path: path, ref: ref, json: json) { status = $0 }
        return status
    }

    private func cat(_ path: String, in fullName: String = "sigmavirus24/github3.py", ref: String? = "develop",
                     isTerminal: Bool = false, usesColor: Bool = false, colorDepth: ColorDepth = .palette256) -> Int32? {
        var status: Int32?
        let limit = isTerminal ? FileContentsLimit.shownBytes : FileContentsLimit.servedBytes
        CatCommandRunner(usecase: FileContentsInteractor(client: client(), scheduler: InlineScheduler(), limit: limit),
                         repositoryUsecase: RepositoryInteractor(client: client(), scheduler: InlineScheduler()),
                         freshness: freshness, context: context(isTerminal: isTerminal, usesColor: usesColor,
                                                                colorDepth: colorDepth))
            .run(fullName: fullName, path: path, ref: ref) { status = $0 }
        return status
    }

    private var lines: [Substring] { standardOutput.text.split(separator: "\n") }

    private func log(fullName: String = "o/r", ref: String?, limit: Int, json: JSONOutputRequest?,
                     completion: @escaping @MainActor (Int32) -> Void) {
        let client = client()
        LogCommandRunner(usecase: CommitHistoryInteractor(client: client, scheduler: InlineScheduler()),
                         repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
                         freshness: freshness, context: context())
            .run(fullName: fullName, ref: ref, limit: limit, json: json, completion: completion)
    }

    // MARK: tree

    func testTreePipedPrintsTypeSizeAndPathALine() async {
        XCTAssertEqual(tree(), 0)
        XCTAssertEqual(lines.count, 275)
        XCTAssertEqual(lines.first, "blob\t124\t.gitignore")
        XCTAssertTrue(lines.contains("tree\t-\tgithub3"))
        XCTAssertEqual(server.receivedRequests.last?.target, "/repos/sigmavirus24/github3.py/git/trees/HEAD?recursive=1")
    }

    func testTreeBelowAPathAtARefAndAMissingPath() async {
        XCTAssertEqual(tree("github3/repos/", ref: "v1.0"), 0)
        XCTAssertEqual(lines.first, "tree\t-\tgithub3/repos")
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.contains("\tgithub3/repos/") })
        XCTAssertEqual(server.receivedRequests.last?.target, "/repos/sigmavirus24/github3.py/git/trees/v1.0?recursive=1")
        XCTAssertEqual(tree("no/such/dir"), 1)
        XCTAssertEqual(standardError.text, "ghbrowse: sigmavirus24/github3.py has no no/such/dir at its default branch\n")
    }

    func testTreeJSONUsesGitHubsFieldNames() async throws {
        XCTAssertEqual(tree("docs", json: JSONOutputRequest()), 0)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [[String: Any]])
        XCTAssertEqual(entries.first?["path"] as? String, "docs")
        XCTAssertEqual(entries.first?["type"] as? String, "tree")
        XCTAssertTrue(entries.contains { $0["size"] is Int && $0["sha"] is String && $0["mode"] as? String == "100644" })
    }

    func testOfflineTreePrintsTheStoredCopyAndSaysSo() async {
        XCTAssertEqual(tree(cached: true), 0)
        let online = standardOutput.text
        server.stop()
        XCTAssertEqual(tree(cached: true), 0)
        XCTAssertEqual(standardOutput.text, online + online)
        XCTAssertTrue(standardError.text.hasPrefix("ghbrowse: GitHub could not be reached; printing the copy stored"),
                      standardError.text)
    }

    // MARK: cat

    func testCatPipedPrintsTheExactBytesBinaryIncluded() async throws {
        XCTAssertEqual(cat("github3/repos/repo.py"), 0)
        XCTAssertEqual(standardOutput.bytes.count, 94_550)
        XCTAssertEqual(server.receivedRequests.last?.header("Accept"), "application/vnd.github.raw")
        let text = standardOutput.bytes
        XCTAssertEqual(cat("ghbrowse-fixtures/binary.bin"), 0)
        let binary = Array(standardOutput.bytes.dropFirst(text.count))
        XCTAssertEqual(binary.count, 64)
        XCTAssertEqual(Array(binary.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    func testCatOnATerminalNumbersTheLinesAndDescribesABinaryFile() async {
        XCTAssertEqual(cat("github3/repos/repo.py", isTerminal: true), 0)
        XCTAssertTrue(standardOutput.text.hasPrefix("   1 │ # -*- coding: utf-8 -*-\n"), String(standardOutput.text.prefix(80)))
        XCTAssertFalse(standardOutput.text.contains("\u{1B}"), "no colour without usesColor")
        XCTAssertEqual(cat("ghbrowse-fixtures/binary.bin", isTerminal: true), 0)
        XCTAssertTrue(standardOutput.text.hasSuffix("(ghbrowse-fixtures/binary.bin is a binary file of 64 B; "
                                                    + "pipe it to a file to save it)\n"))
    }

    func testCatOnAColourTerminalIsHighlightedIn256ColoursUnlessTheTerminalPromises24Bit() async {
        XCTAssertEqual(cat("github3/repos/repo.py", isTerminal: true, usesColor: true), 0)
        var text = standardOutput.text
        // GitHub Dark: comments #6a737d, keywords #f97583, as the palette's nearest (as the browser draws them).
        XCTAssertTrue(text.contains("\u{1B}[38;5;66m# -*- coding: utf-8 -*-\u{1B}[0m"), String(text.prefix(200)))
        XCTAssertTrue(text.contains("\u{1B}[38;5;210mclass\u{1B}[0m"), String(text.prefix(2000)))
        XCTAssertFalse(text.contains("38;2;"))
        standardOutput.removeAll()
        XCTAssertEqual(cat("github3/repos/repo.py", isTerminal: true, usesColor: true, colorDepth: .trueColor), 0)
        text = standardOutput.text
        XCTAssertTrue(text.contains("\u{1B}[38;2;106;115;125m# -*- coding: utf-8 -*-\u{1B}[0m"), String(text.prefix(200)))
        XCTAssertTrue(text.contains("\u{1B}[38;2;249;117;131mclass\u{1B}[0m"))
    }

    func testColorDepthFollowsCOLORTERMAndColorFollowsTheChoice() {
        XCTAssertEqual(ColorDepth(environment: ["COLORTERM": "truecolor"]), .trueColor)
        XCTAssertEqual(ColorDepth(environment: ["COLORTERM": "24bit"]), .trueColor)
        XCTAssertEqual(ColorDepth(environment: ["COLORTERM": "yes"]), .palette256)
        XCTAssertEqual(ColorDepth(environment: [:]), .palette256)
        XCTAssertTrue(CommandLineOutput.usesColor(.auto, isTerminal: true, environment: [:]))
        XCTAssertFalse(CommandLineOutput.usesColor(.auto, isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(CommandLineOutput.usesColor(.auto, isTerminal: false, environment: [:]))
        XCTAssertTrue(CommandLineOutput.usesColor(.always, isTerminal: false, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(CommandLineOutput.usesColor(.never, isTerminal: true, environment: [:]))
    }

    func testCatOfAFileCostlyToHighlightFinishesWithItsLongLinePlain() async {
        // 200,000 `<a>` on line 1 took KSyntaxHighlighting minutes; past the line budget it is plain.
        XCTAssertEqual(cat("pathological/nested.xml", isTerminal: true, usesColor: true, colorDepth: .trueColor), 0)
        let lines = standardOutput.text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 1_002, "1,001 lines and the empty rest after the last break")
        XCTAssertTrue(lines[0].hasSuffix(" │ \u{1B}[0m" + String(repeating: "<a>", count: 200_000)), "line 1 plain")
        XCTAssertTrue(lines[1].contains("\u{1B}[38;2;"), "the CDATA lines after it still coloured: \(lines[1])")
    }

    func testCatOfAMissingFileSaysWhichFileInWhichRepositoryAtWhichRef() async {
        XCTAssertEqual(cat("nope.py", in: "octokit-fixture-org/hello-world"), 1)
        XCTAssertEqual(standardError.text, "ghbrowse: nope.py: no such file in octokit-fixture-org/hello-world at develop\n")
        XCTAssertEqual(standardOutput.bytes, [])
        standardError.removeAll()
        // Without --ref: the default branch by name, from the repository GitHub was asked for.
        XCTAssertEqual(cat("nope.py", in: "octokit-fixture-org/hello-world", ref: nil), 1)
        XCTAssertEqual(standardError.text, "ghbrowse: nope.py: no such file in octokit-fixture-org/hello-world at master\n")
        XCTAssertEqual(server.receivedRequests.last?.target, "/repos/octokit-fixture-org/hello-world")
        standardError.removeAll()
        XCTAssertEqual(cat("nope.py", in: "nope/nope"), 1)
        XCTAssertEqual(standardError.text, "ghbrowse: nope/nope: no such repository, or the token cannot see it\n")
    }

    func testNotFoundSentencesNameWhatWasMissing() async {
        XCTAssertEqual(NotFoundSentence.repository("nope/nope"), "nope/nope: no such repository, or the token cannot see it")
        XCTAssertEqual(NotFoundSentence.file("nope.py", in: "o/r", at: "develop"), "nope.py: no such file in o/r at develop")
        XCTAssertEqual(NotFoundSentence.ref("v9", in: "o/r"), "v9: no such branch, tag or commit in o/r")
        XCTAssertTrue(NotFoundSentence.namesMissingRef("No commit found for the ref v9"))
        XCTAssertTrue(NotFoundSentence.namesMissingRef("No commit found for SHA: v9"))
        XCTAssertFalse(NotFoundSentence.namesMissingRef("Not Found"))
        let hostile = NotFoundSentence.file("a\u{1B}[2Jb", in: "o/r", at: "x\ny")
        XCTAssertFalse(hostile.unicodeScalars.contains { $0.value < 0x20 }, hostile)
    }

    // MARK: log and releases

    func testLogPrintsShaISODateAuthorAndSubject() async {
        var status: Int32?
        log(ref: "main", limit: 3, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines.first, "977560f205a84449522988b52e196f4bf502f79a\t2017-12-29T02:41:15Z\tJesse Keating\t"
                       + "Merge pull request #759 from sigmavirus24/add-py36")
        XCTAssertEqual(server.receivedRequests.last?.target, "/repos/o/r/commits?sha=main&per_page=3&page=1")
    }

    func testLogJSONUsesGitHubsFieldNamesAndStopsAtTheLastPage() async throws {
        var status: Int32?
        log(ref: nil, limit: 1_000, json: JSONOutputRequest()) { status = $0 }
        XCTAssertEqual(status, 0)
        let commits = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [[String: Any]])
        XCTAssertEqual(commits.count, 25, "every recorded commit, then no next page")
        let first = try XCTUnwrap(commits.first)
        XCTAssertEqual(first["message"] as? String,
                       "Merge pull request #759 from sigmavirus24/add-py36\n\nUpdate .travis.yml configuration")
        XCTAssertNotNil(first["parents"] as? [String])
    }

    func testReleasesPrintTagNameDateAndMark() async throws {
        var status: Int32?
        ReleasesCommandRunner(usecase: ReleasesInteractor(client: client(), scheduler: InlineScheduler()),
                              freshness: freshness, context: context())
            .run(fullName: "o/r", limit: 3, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init),
                       ["v1.55", "", "2021-04-26T04:44:57Z", ""])
        XCTAssertEqual(ReleasesCommandRunner.mark(Release(id: 1, tagName: "a"), latestID: 1), "latest")
        XCTAssertEqual(ReleasesCommandRunner.mark(Release(id: 1, tagName: "a", isPrerelease: true), latestID: 1), "prerelease")
        XCTAssertEqual(ReleasesCommandRunner.mark(Release(id: 2, tagName: "b", isDraft: true), latestID: nil), "draft")
    }

    func testTheNewCommandsParse() async throws {
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["tree", "o/r", "src", "--ref", "v1", "--json"]) as? TreeCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["cat", "o/r", "README.md"]) as? CatCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["log", "o/r", "--limit", "5"]) as? LogCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["releases", "o/r", "--json", "--cache", "5m"]) as? ReleasesCommand)
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["tree", "not-a-repo"]))
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["log", "o/r", "--limit", "0"]))
    }

    // MARK: issue 28

    func testANetworkFailureIsSaidInGHBrowsesWordsNotCurls() async {
        server.controls.dropsConnections = true
        XCTAssertEqual(tree(), 1)
        XCTAssertEqual(standardError.text, "ghbrowse: GitHub closed the connection before answering\n")
    }

    func testTreeLogAndReleasesJSONTakeAFieldListAndJQ() async throws {
        XCTAssertEqual(tree("docs", json: JSONOutputRequest(fields: ["path", "type"])), 0)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [[String: Any]])
        XCTAssertEqual(entries.first.map { Set($0.keys) }, ["path", "type"])
        standardOutput.removeAll()
        var status: Int32?
        log(ref: nil, limit: 2, json: JSONOutputRequest(jq: ".[] | .author.name")) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(standardOutput.text, "Jesse Keating\nJesse Keating\n")
        standardOutput.removeAll()
        ReleasesCommandRunner(usecase: ReleasesInteractor(client: client(), scheduler: InlineScheduler()),
                              freshness: freshness, context: context())
            .run(fullName: "o/r", limit: 2, json: JSONOutputRequest(fields: ["tagName", "isLatest"], jq: ".[0]")) {
                status = $0
            }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(standardOutput.text, "{\"isLatest\":false,\"tagName\":\"v1.55\"}\n")
    }
}
