import APIClient
import Entities
import FixtureServer
import Foundation
@testable import GHBrowseApp
import Interactors
import Usecases
import ResponseCache
import XCTest

/// `ghbrowse runs`, `run` and `run-log` over the real client and curl, against the fixture
/// server's recorded and made runs, jobs and logs (the log host on a second port): lines when
/// piped, a terminal's rendering, JSON, the failed steps' lines, sanitized logs, failures.
@MainActor
final class ActionsCommandsTests: XCTestCase {
    private var server: FixtureServer!
    private var logHost: FixtureServer!
    private let standardOutput = RecordingByteSink()
    private let standardError = RecordingSink()

    override func setUp() async throws {
        let standIn = try GitHubStandIn(store: FixtureStore.located())
        logHost = try standIn.startLogHost()
        server = FixtureServer(handler: standIn.handler)
        try server.start()
    }

    override func tearDown() async throws {
        server?.stop()
        logHost?.stop()
    }

    private func client() -> any GitHubRequestable {
        FixedFreshnessClient(wrapping: GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: "t0k"),
                                                    httpClient: CurlHTTPClient(connectTimeout: .seconds(5),
                                                                               totalTimeout: .seconds(20)),
                                                    cache: DisabledResponseCache()), freshness: .revalidate)
    }

    private func context(isTerminal: Bool = false, usesColor: Bool = false) -> CommandLineContext {
        CommandLineContext(output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError,
                                                     isTerminal: isTerminal, width: 120, usesColor: usesColor,
                                                     colorDepth: .palette256),
                           clock: FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000)), hasToken: true)
    }

    private var lines: [Substring] { standardOutput.text.split(separator: "\n") }

    private func fields(_ line: Substring?) -> [String] {
        line?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) ?? []
    }

    private func runs(_ fullName: String, filter: WorkflowRunFilter = WorkflowRunFilter(), limit: Int = 20,
                      json: JSONOutputRequest? = nil, isTerminal: Bool = false) -> Int32? {
        var status: Int32?
        let client = client()
        RunsCommandRunner(usecase: WorkflowRunsInteractor(client: client, scheduler: InlineScheduler()),
                          repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
                          freshness: .latest, context: context(isTerminal: isTerminal, usesColor: isTerminal))
            .run(fullName: fullName, filter: filter, limit: limit, json: json) { status = $0 }
        return status
    }

    private func run(_ runID: Int, json: JSONOutputRequest? = nil, isTerminal: Bool = false) -> Int32? {
        var status: Int32?
        let client = client()
        RunCommandRunner(usecase: WorkflowRunInteractor(client: client, scheduler: InlineScheduler()),
                         repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
                         freshness: .latest, context: context(isTerminal: isTerminal, usesColor: isTerminal))
            .run(fullName: "PyGithub/PyGithub", runID: runID, json: json) { status = $0 }
        return status
    }

    private func log(_ runID: Int, job: Int? = nil, failed: Bool = false, isTerminal: Bool = false) -> Int32? {
        var status: Int32?
        let client = client()
        RunLogRunner(run: WorkflowRunInteractor(client: client, scheduler: InlineScheduler()),
                     log: JobLogInteractor(client: client, scheduler: InlineScheduler()),
                     repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
                     freshness: .latest, context: context(isTerminal: isTerminal))
            .run(fullName: "PyGithub/PyGithub", runID: runID, jobID: job, failedOnly: failed) { status = $0 }
        return status
    }

    // MARK: runs

    func testRunsPipedAreALineEachNewestFirst() async {
        XCTAssertEqual(runs("PyGithub/PyGithub"), 0)
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(fields(lines.first), ["4205440398", "CI", "7", "push", "main", "in_progress", "", "2023-02-17T18:00:00Z",
                                             "Fix lint"])
        XCTAssertEqual(fields(lines[1]).prefix(7), ["4205440399", "CI", "6", "push", "tz-aware-2", "failure", "185"])
        XCTAssertEqual(fields(lines[1]).last, "Make every date timezone aware")
    }

    func testRunsFollowLinkUntilTheLimitAndFiltersGoToGitHub() async {
        XCTAssertEqual(runs("ReDASers/PhishBench", limit: 45), 0)
        XCTAssertEqual(lines.count, 45)
        XCTAssertEqual(server.receivedRequests.compactMap { $0.query("page") }, ["1", "2"])
        standardOutput.removeAll()
        XCTAssertEqual(runs("PyGithub/PyGithub", filter: WorkflowRunFilter(status: "failure")), 0)
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(server.receivedRequests.last?.query("status"), "failure")
    }

    func testRunsOnATerminalAreMarkedAndColoured() async {
        XCTAssertEqual(runs("PyGithub/PyGithub", isTerminal: true), 0)
        XCTAssertTrue(standardOutput.text.contains("\u{1B}[31m✗\u{1B}[0m CI"), standardOutput.text)
        XCTAssertTrue(standardOutput.text.contains("3m 5s") || standardOutput.text.contains("3m"), standardOutput.text)
    }

    func testRunsAsJSONUseGhsNames() async throws {
        XCTAssertEqual(runs("PyGithub/PyGithub", json: JSONOutputRequest(fields: ["databaseId", "conclusion"])), 0)
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [[String: Any]])
        XCTAssertEqual(items.count, 4)
        XCTAssertEqual(items[1]["conclusion"] as? String, "failure")
        XCTAssertEqual(Set(items[0].keys), ["databaseId", "conclusion"])
    }

    func testRunsOfAMissingRepositoryAreSaid() async {
        XCTAssertEqual(runs("nope/nope"), 0, "GitHub lists no runs of an unknown repository in the stand-in")
    }

    // MARK: run

    func testARunsJobsAndStepsPiped() async {
        XCTAssertEqual(run(4205440399), 0)
        XCTAssertEqual(lines.count, 6 + 6 * 9)
        XCTAssertEqual(fields(lines[10]).prefix(5), ["11421878402", "test (Python 3.8)", "", "", "failure"])
        XCTAssertTrue(lines.contains { fields($0).prefix(5) == ["", "test (Python 3.8)", "5", "Run tests", "failure"] })
    }

    func testARunOnATerminalMarksTheFailedStep() async {
        XCTAssertEqual(run(4205440399, isTerminal: true), 0)
        XCTAssertTrue(standardOutput.text.contains("5. Run tests"), standardOutput.text)
        XCTAssertTrue(standardOutput.text.contains("← failed"))
    }

    func testARunAsJSONHasItsJobsAndSteps() async throws {
        XCTAssertEqual(run(4205440316, json: JSONOutputRequest(fields: ["number", "jobs"])), 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [String: Any])
        let jobs = try XCTUnwrap(object["jobs"] as? [[String: Any]])
        XCTAssertEqual(jobs.count, 5)
        XCTAssertEqual((jobs[0]["steps"] as? [Any])?.count, 9)
        XCTAssertEqual(object["number"] as? Int, 5)
    }

    func testAMissingRunIsSaid() async {
        XCTAssertEqual(run(1), 1)
        XCTAssertTrue(standardError.text.contains("run 1: no such workflow run in PyGithub/PyGithub"), standardError.text)
    }

    // MARK: run-log

    func testTheFailedStepsLinesAsGhPrintsThem() async {
        XCTAssertEqual(log(4205440399, failed: true), 0)
        XCTAssertFalse(lines.isEmpty)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("test (Python 3.8)\tRun tests\t") })
        XCTAssertTrue(lines.last?.hasSuffix("##[error]Process completed with exit code 1.") ?? false)
        XCTAssertGreaterThan(lines.count, 49_000, "the bulk of the 50,000 lines is the failed step's")
        XCTAssertEqual(logHost.receivedRequests.count, 1, "only the failed job's log is fetched")
        XCTAssertTrue(logHost.receivedRequests.allSatisfy { $0.header("authorization") == nil })
    }

    func testOneJobsWholeLogPipedIsItsBytes() async {
        XCTAssertEqual(log(4205440399, job: 11421878409), 0)
        XCTAssertTrue(standardOutput.text.contains("\u{1B}]0;pwned title"), "piped: the bytes as GitHub keeps them")
    }

    func testOnATerminalNoEscapeSequenceOfTheLogSurvives() async {
        XCTAssertEqual(log(4205440399, job: 11421878409, isTerminal: true), 0)
        XCTAssertFalse(standardOutput.text.contains("\u{1B}"))
        XCTAssertFalse(standardOutput.text.contains("\u{07}"))
        XCTAssertTrue(standardOutput.text.contains("red kept"))
    }

    func testEveryJobsLinesNameTheirJobAndStep() async {
        XCTAssertEqual(log(4205440316), 0)
        XCTAssertEqual(Set(lines.map { fields($0)[0] }).count, 5)
        XCTAssertTrue(lines.contains { fields($0)[1] == "Run tests" })
    }

    func testAJobOfAnotherRunIsSaid() async {
        XCTAssertEqual(log(4205440316, job: 11421878402), 1)
        XCTAssertTrue(standardError.text.contains("job 11421878402 is not a job of run 4205440316"))
    }

    func testTheCommandsParse() async throws {
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["runs", "o/r", "--branch", "main", "--status", "failure", "--limit", "5"])
                        as? RunsCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["run", "o/r", "12"]) as? RunCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["run-log", "o/r", "12", "--job", "3", "--failed"]) as? RunLogCommand)
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["runs", "o/r", "--limit", "0"]))
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["run", "o/r", "0"]))
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["runs", "o/r", "--json", "nope"]))
    }
}
