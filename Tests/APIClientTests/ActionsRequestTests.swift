@testable import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import XCTest

/// The Actions requests over the real curl client against the fixture server and its log host
/// on a second port: the recorded runs and jobs read into entities, and a job's log fetched
/// through GitHub's redirect with no `Authorization` reaching the log host.
final class ActionsRequestTests: XCTestCase {
    private var server: FixtureServer!
    private var logHost: FixtureServer!
    private var cacheDirectory: String?
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20))

    override func setUpWithError() throws {
        try super.setUpWithError()
        let standIn = try GitHubStandIn(store: FixtureStore.located())
        logHost = try standIn.startLogHost()
        server = FixtureServer(handler: standIn.handler)
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        logHost?.stop()
        if let cacheDirectory { try? FileManager.default.removeItem(atPath: cacheDirectory) }
        super.tearDown()
    }

    private func client(token: String? = "ghp_secret123", cached: Bool = false) -> GitHubClient {
        let cache: any ResponseCaching
        if cached {
            let directory = cacheDirectory ?? NSTemporaryDirectory() + "ghbrowse-actions-\(UUID().uuidString)"
            cacheDirectory = directory
            cache = FileResponseCache(directory: directory, fileSystem: PosixCacheFileSystem(), clock: { Date() })
        } else {
            cache = DisabledResponseCache()
        }
        return GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: token), httpClient: http,
                            cache: cache)
    }

    private func send<Request: GitHubRequest>(_ request: Request, client: GitHubClient? = nil,
                                              file: StaticString = #filePath, line: UInt = #line) throws
        -> GitHubResponse<Request.Response> {
        switch (client ?? self.client()).send(request, cancellation: nil) {
        case .success(let response): return response
        case .failure(let error):
            XCTFail("\((try? request.path) ?? "?") failed: \(error)", file: file, line: line)
            throw error
        }
    }

    func testTheRecordedRunsPageReadsWithItsLinks() throws {
        let response = try send(GitHubAPI.WorkflowRuns(owner: "ReDASers", name: "PhishBench"))
        XCTAssertEqual(response.value.totalCount, 593)
        XCTAssertEqual(response.value.runs.count, 30)
        XCTAssertEqual(response.links, PageLinks(next: 2, last: 20))
        let first = try XCTUnwrap(response.value.runs.first)
        XCTAssertEqual(first.workflowName, "Website TF-IDF Integration Test")
        XCTAssertEqual(first.runNumber, 103)
        XCTAssertEqual(first.outcome, .success)
        XCTAssertEqual(first.headBranch, "dependabot/pip/tensorflow-2.9.3")
        XCTAssertEqual(first.durationSeconds, 23 * 60 + 1)
        XCTAssertEqual(response.value.runs.filter { $0.outcome == .failure }.count, 1)
    }

    func testFiltersAreTheEndpointsParameters() throws {
        let failed = try send(GitHubAPI.WorkflowRuns(owner: "PyGithub", name: "PyGithub",
                                                     filter: WorkflowRunFilter(branch: "tz-aware-2", status: "failure")))
        XCTAssertEqual(failed.value.runs.map(\.id), [4205440399])
        XCTAssertEqual(server.receivedRequests.last?.target,
                       "/repos/PyGithub/PyGithub/actions/runs?branch=tz-aware-2&status=failure&per_page=30&page=1")
        let running = try send(GitHubAPI.WorkflowRuns(owner: "PyGithub", name: "PyGithub", filter: WorkflowRunFilter(status: "in_progress")))
        XCTAssertEqual(running.value.runs.map(\.outcome), [.inProgress])
    }

    func testARunsJobsWithTheirSteps() throws {
        let response = try send(GitHubAPI.WorkflowRunJobs(owner: "PyGithub", name: "PyGithub", runID: 4205440316))
        XCTAssertEqual(response.value.jobs.count, 5)
        let job = try XCTUnwrap(response.value.jobs.first)
        XCTAssertEqual(job.name, "test (Python 3.7)")
        XCTAssertEqual(job.steps.count, 9)
        XCTAssertEqual(job.steps.first?.name, "Set up job")
        XCTAssertEqual(job.steps.first?.durationSeconds, 3, "times with an offset (+01:00) read")
        XCTAssertEqual(job.labels, ["ubuntu-latest"])
        let failed = try send(GitHubAPI.WorkflowRunJobs(owner: "PyGithub", name: "PyGithub", runID: 4205440399, perPage: 4))
        XCTAssertEqual(failed.value.jobs.map { $0.outcome }, [.success, .failure, .success, .success])
        XCTAssertEqual(failed.links.next, 2)
        XCTAssertEqual(failed.value.jobs[1].steps.map(\.outcome).filter { $0 == .failure }.count, 1)
    }

    func testTheLogsRedirectReachesTheLogHostWithoutTheToken() throws {
        let log = try send(GitHubAPI.JobLogs(owner: "PyGithub", name: "PyGithub", jobID: 11421878401, jobFinished: true))
        XCTAssertTrue(String(decoding: log.value.bytes, as: UTF8.self).contains("##[group]Run Set up job"))
        let apiRequest = try XCTUnwrap(server.receivedRequests.last)
        XCTAssertEqual(apiRequest.header("authorization"), "Bearer ghp_secret123", "GitHub's API gets the token")
        XCTAssertEqual(logHost.receivedRequests.count, 1)
        let logRequest = try XCTUnwrap(logHost.receivedRequests.first)
        XCTAssertTrue(logRequest.target.hasPrefix("/logs/11421878401?"))
        XCTAssertNil(logRequest.header("authorization"), "the log host never sees the token")
        XCTAssertNil(logRequest.header("if-none-match"))
        XCTAssertNil(logRequest.header("x-github-api-version"))
        XCTAssertNotNil(log.rateLimit, "the API's rate limit is kept from the redirect")
    }

    func testAFinishedJobsLogIsKeptUnderTheAPIAddressAndARunningJobsNever() throws {
        let client = client(cached: true)
        let finished = GitHubAPI.JobLogs(owner: "PyGithub", name: "PyGithub", jobID: 11421878401, jobFinished: true)
        _ = try send(finished, client: client)
        let stored = try XCTUnwrap(client.cached(finished))
        XCTAssertTrue(String(decoding: stored.value.bytes, as: UTF8.self).hasSuffix("\n"))
        let running = GitHubAPI.JobLogs(owner: "PyGithub", name: "PyGithub", jobID: 11421878398, jobFinished: false)
        _ = try send(running, client: client)
        XCTAssertNil(client.cached(running))
        _ = try send(running, client: client)
        XCTAssertEqual(logHost.receivedRequests.count, 3, "the running job's log is asked for each time")
        server.stop()
        logHost.stop()
        XCTAssertEqual(try send(finished, client: client).value, stored.value, "the finished job's log offline")
        let files = (try? FileManager.default.subpathsOfDirectory(atPath: try XCTUnwrap(cacheDirectory))) ?? []
        for file in files {
            let data = FileManager.default.contents(atPath: try XCTUnwrap(cacheDirectory) + "/" + file) ?? Data()
            XCTAssertFalse(String(decoding: data, as: UTF8.self).contains("urlSignature"), "the signed address is never stored")
        }
    }

    func testTheFiftyThousandLineLogAndTheHostileOne() throws {
        let big = try send(GitHubAPI.JobLogs(owner: "PyGithub", name: "PyGithub", jobID: 11421878402, jobFinished: true))
        let lines = big.value.bytes.split(separator: UInt8(ascii: "\n"))
        XCTAssertEqual(lines.count, 50_000)
        let text = String(decoding: big.value.bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("##[error]Process completed with exit code 1."))
        XCTAssertTrue(text.contains("\u{1B}[32mPASSED"))
        let hostile = try send(GitHubAPI.JobLogs(owner: "PyGithub", name: "PyGithub", jobID: 11421878409, jobFinished: true))
        XCTAssertGreaterThan(hostile.value.bytes.count, 1 << 20)
    }

    func testARedirectToAnythingButAnHTTPAddressIsRefused() {
        XCTAssertNil(RedirectTarget.address("file:///etc/passwd"))
        XCTAssertNil(RedirectTarget.address("/relative"))
        XCTAssertNil(RedirectTarget.address("https://"))
        XCTAssertNil(RedirectTarget.address("https://host/a b"))
        XCTAssertNil(RedirectTarget.address("https://host/\r\nX: y"))
        XCTAssertEqual(RedirectTarget.address("https://pipelines.actions.githubusercontent.com/x?y=1"),
                       "https://pipelines.actions.githubusercontent.com/x?y=1")
    }
}
