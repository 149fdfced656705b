import APIClient
import Entities
import FixtureServer
import Foundation
@testable import GHBrowseApp
import Interactors
import ResponseCache
import Testing
import TestSupport
import Usecases
import XCTest

/// `ghbrowse blame OWNER/REPO PATH [--ref REF] [--json]` (issue 29) over the real client and curl
/// against the fixture server's GraphQL stand-in: one tab-separated line per source line piped,
/// aligned on a terminal, JSON, no request without a token, GitHub's "no" said.
@MainActor
final class BlameCommandTests: XCTestCase {
    private var server: FixtureServer!
    private let standardOutput = RecordingByteSink()
    private let standardError = RecordingSink()

    override func setUp() async throws {
        server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
        try server.start()
    }

    override func tearDown() async throws {
        server?.stop()
    }

    private func blame(_ path: String = "github3/repos/repo.py", ref: String? = "develop", token: String? = "ghp_x",
                       isTerminal: Bool = false, json: JSONOutputRequest? = nil) -> Int32? {
        let client = FixedFreshnessClient(
            wrapping: GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: token),
                                   httpClient: CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20)),
                                   cache: DisabledResponseCache()), freshness: .revalidate)
        let context = CommandLineContext(output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError,
                                                                   isTerminal: isTerminal, width: 100, usesColor: false,
                                                                   colorDepth: .palette256),
                                         clock: FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
                                         hasToken: token != nil)
        var status: Int32?
        BlameCommandRunner(blameUsecase: BlameInteractor(client: client, scheduler: InlineScheduler()),
                           fileUsecase: FileContentsInteractor(client: client, scheduler: InlineScheduler()),
                           repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
                           freshness: .latest, context: context)
            .run(fullName: "sigmavirus24/github3.py", path: path, ref: ref, json: json) { status = $0 }
        return status
    }

    private var lines: [Substring] { standardOutput.text.split(separator: "\n", omittingEmptySubsequences: false) }

    func testPipedEachLineOfTheFileWithItsCommit() async throws {
        XCTAssertEqual(blame(), 0)
        XCTAssertEqual(lines.count, 2_354, "2,353 lines and the last line break")
        let first = lines[0].split(separator: "\t", omittingEmptySubsequences: false)
        XCTAssertEqual(first.count, 5)
        XCTAssertEqual(first[0], "977560f205a84449522988b52e196f4bf502f79a")
        XCTAssertEqual(first[1], "Jesse Keating")
        XCTAssertEqual(first[2], "2017-12-29T02:41:15Z")
        XCTAssertEqual(first[3], "1")
        XCTAssertEqual(lines[2_352].split(separator: "\t", omittingEmptySubsequences: false)[3], "2353")
        let posts = server.receivedRequests.filter { $0.method == "POST" }
        XCTAssertEqual(posts.map(\.target), ["/graphql"])
    }

    func testOnATerminalAnAlignedListAndWithoutARefTheDefaultBranch() async {
        XCTAssertEqual(blame(ref: nil, isTerminal: true), 0)
        XCTAssertTrue(lines[0].hasPrefix("977560f  Jesse Keating     2017-12-29     1  "), String(lines[0]))
        let body = server.receivedRequests.first { $0.method == "POST" }.map { String(decoding: $0.body, as: UTF8.self) }
        XCTAssertTrue(body?.contains(#""ref":"HEAD""#) == true)
    }

    func testJSONHasALineObjectPerLine() async throws {
        XCTAssertEqual(blame(json: JSONOutputRequest(fields: ["line", "sha", "author"])), 0)
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [[String: Any]])
        XCTAssertEqual(items.count, 2_353)
        XCTAssertEqual(items[0]["line"] as? Int, 1)
        XCTAssertEqual(items[0]["sha"] as? String, "977560f205a84449522988b52e196f4bf502f79a")
        XCTAssertNil(items[0]["text"])
    }

    func testWithoutATokenASentenceAndNoRequest() async {
        XCTAssertEqual(blame(token: nil), CommandLineContext.failureStatus)
        XCTAssertEqual(standardError.text, BlameCommandRunner.tokenNeeded + "\n")
        XCTAssertTrue(server.receivedRequests.isEmpty)
    }

    func testAPathThatIsNotAFileIsSaid() async {
        XCTAssertEqual(blame("no/such.py"), CommandLineContext.failureStatus)
        XCTAssertEqual(standardError.text, "ghbrowse: no blame for no/such.py in sigmavirus24/github3.py: "
                       + "Could not resolve file for path 'no/such.py'.\n")
        XCTAssertTrue(standardOutput.bytes.isEmpty)
    }

    func testItParses() async throws {
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["blame", "o/r", "a.py", "--ref", "v1", "--json"]) as? BlameCommand)
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["blame", "o/r"]))
    }
}

/// `ghbrowse blame` over held use cases: GitHub's hostile blame (escape sequences, bidi overrides
/// in the SHA, author and headline) and a hostile file reach standard output made safe, piped
/// and on a terminal.
@MainActor
struct BlameCommandHostileTextTests {
    let blames = BlameUsecaseMock()
    let files = FileContentsUsecaseMock()
    let standardOutput = RecordingByteSink()
    let standardError = RecordingSink()

    func run(isTerminal: Bool) -> Int32? {
        let context = CommandLineContext(
            output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError, isTerminal: isTerminal,
                                      width: 100),
            clock: FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000)), hasToken: true)
        var status: Int32?
        BlameCommandRunner(blameUsecase: blames, fileUsecase: files, repositoryUsecase: RepositoryUsecaseMock(),
                           freshness: .latest, context: context)
            .run(fullName: "o/r", path: "a.py", ref: "main", json: nil) { status = $0 }
        let commit = BlameCommit(oid: "0123456789abcdef\u{1B}[2J", abbreviatedOid: "\u{1B}[31m0123",
                                 messageHeadline: "\u{1B}]52;c;aGk=\u{07}evil\u{202E}txt", authorName: "\u{202E}me\u{1B}[2J\u{9B}31m")
        blames.answer(Blame(ranges: [BlameRange(startingLine: 1, endingLine: 2, age: 3, commit: commit)]))
        files.answer("first\u{1B}]0;title\u{07}\nsecond\u{1B}[2J\r\n")
        return status
    }

    @Test(arguments: [false, true])
    func everyTextIsMadeSafe(isTerminal: Bool) {
        #expect(run(isTerminal: isTerminal) == 0)
        let bad = standardOutput.text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        #expect(bad.isEmpty, "control characters in \(standardOutput.text.debugDescription)")
        #expect(standardOutput.text.contains("me"))
        #expect(standardOutput.text.contains("first"))
        #expect(standardError.text.isEmpty)
    }
}
