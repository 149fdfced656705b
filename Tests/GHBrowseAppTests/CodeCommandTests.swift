import APIClient
import Entities
import FixtureServer
import Foundation
@testable import GHBrowseApp
import Interactors
import ResponseCache
import Usecases
import XCTest

/// `ghbrowse code` over the real client and curl against the fixture server: one tab-separated
/// line per matching line when piped, JSON with the fields asked for, each file and its lines on a
/// terminal, and the token sentence (nothing sent) without one.
@MainActor
final class CodeCommandTests: XCTestCase {
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

    private func runner(isTerminal: Bool = false, hasToken: Bool = true) -> CodeCommandRunner {
        let client = FixedFreshnessClient(
            wrapping: GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: hasToken ? "t0k" : nil),
                                   httpClient: CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20)),
                                   cache: DisabledResponseCache()), freshness: .revalidate)
        let context = CommandLineContext(output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError,
                                                                   isTerminal: isTerminal, width: 120, usesColor: false,
                                                                   colorDepth: .palette256),
                                         clock: FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
                                         hasToken: hasToken)
        return CodeCommandRunner(usecase: CodeSearchInteractor(client: client, scheduler: InlineScheduler()),
                                 freshness: .latest, context: context)
    }

    private var lines: [[String]] {
        standardOutput.text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    func testPipedEachMatchingLineIsRepositoryPathAndTheLine() async {
        var status: Int32?
        runner().search(query: "toto user:jacquev6", fullName: nil, limit: 2, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines.first, ["jacquev6/MockMockMock", "MockMockMock/tests/record_replay.py",
                                     "self.recorded.instance_method(42, 43, 44, 45, toto=46, tutu=47"])
        XCTAssertEqual(Set(lines.map { $0[1] }), ["MockMockMock/tests/record_replay.py", "MockMockMock/tests/system_calls.py"])
        XCTAssertTrue(lines.allSatisfy { $0.count == 3 && $0[2].contains("toto") }, standardOutput.text)
        let search = server.receivedRequests.first { $0.path == "/search/code" }
        XCTAssertEqual(search?.header("accept"), "application/vnd.github.text-match+json")
        XCTAssertEqual(search?.query("q"), "toto user:jacquev6")
    }

    func testPagesAreFollowedUpToTheLimitAndAFileWithoutFragmentsIsOneLine() async {
        var status: Int32?
        runner().search(query: "\"profile = black\"", fullName: "o/r", limit: 6, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines.count, 6)
        XCTAssertEqual(lines.first, ["busdos/cloud-protocols", "pyproject.toml", ""])
        XCTAssertEqual(server.receivedRequests.filter { $0.path == "/search/code" }.compactMap { $0.query("page") }, ["1", "2"])
        XCTAssertEqual(server.receivedRequests.first { $0.path == "/search/code" }?.query("q"), "\"profile = black\" repo:o/r")
    }

    func testJSONHasTheFieldsAskedFor() async {
        var status: Int32?
        runner().search(query: "toto", fullName: nil, limit: 1, json: JSONOutputRequest(fields: ["repository", "lines"])) {
            status = $0
        }
        XCTAssertEqual(status, 0)
        XCTAssertTrue(standardOutput.text.contains("\"repository\": \"jacquev6/MockMockMock\""), standardOutput.text)
        XCTAssertTrue(standardOutput.text.contains("toto=46"), standardOutput.text)
        XCTAssertFalse(standardOutput.text.contains("\"path\""))
    }

    func testOnATerminalEachFileThenItsLinesAndHostileTextIsMadeSafe() async {
        var status: Int32?
        runner(isTerminal: true).search(query: "trigger-hostile", fullName: nil, limit: 5, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertFalse(standardOutput.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 },
                       standardOutput.text)
        XCTAssertTrue(standardOutput.text.hasPrefix("hostile/co"), standardOutput.text)
        XCTAssertTrue(standardOutput.text.contains("\n    first toto\n"), standardOutput.text)
    }

    func testPipedHostileTextIsMadeSafeToo() async {
        var status: Int32?
        runner(isTerminal: false).search(query: "trigger-hostile", fullName: nil, limit: 5, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertFalse(standardOutput.text.isEmpty)
        XCTAssertFalse(standardOutput.text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value)
        }, standardOutput.text.debugDescription)
        XCTAssertTrue(standardOutput.text.hasPrefix("hostile/co"), standardOutput.text)
    }

    func testWithoutATokenTheSentenceSaysHowToGetOneAndNothingIsSent() async {
        var status: Int32?
        runner(hasToken: false).search(query: "toto", fullName: nil, limit: 2, json: nil) { status = $0 }
        XCTAssertEqual(status, CommandLineContext.failureStatus)
        XCTAssertTrue(standardError.text.contains("Code search needs a token: run gh auth login, or set GH_TOKEN."))
        XCTAssertEqual(standardOutput.text, "")
        XCTAssertTrue(server.receivedRequests.isEmpty)
    }
}
