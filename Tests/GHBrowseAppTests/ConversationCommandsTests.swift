import APIClient
import Entities
import FixtureServer
import Foundation
@testable import GHBrowseApp
import Interactors
import Usecases
import ResponseCache
import XCTest

/// `ghbrowse issues`, `issue`, `prs`, `pr`, `pr-diff` and `checks` over the real client and curl,
/// against the fixture server's recorded conversation: lines when piped, a terminal's rendering,
/// JSON, exit statuses, sanitized text, failures, offline.
@MainActor
final class ConversationCommandsTests: XCTestCase {
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
            let directory = cacheDirectory ?? NSTemporaryDirectory() + "ghbrowse-conversation-\(UUID().uuidString)"
            cacheDirectory = directory
            cache = FileResponseCache(directory: directory, fileSystem: PosixCacheFileSystem(), clock: { Date() })
        } else {
            cache = DisabledResponseCache()
        }
        return FixedFreshnessClient(wrapping: GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: nil),
                                                           httpClient: CurlHTTPClient(connectTimeout: .seconds(5),
                                                                                      totalTimeout: .seconds(20)),
                                                           cache: cache), freshness: .revalidate)
    }

    private func context(isTerminal: Bool = false, usesColor: Bool = false) -> CommandLineContext {
        CommandLineContext(output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError,
                                                     isTerminal: isTerminal, width: 100, usesColor: usesColor,
                                                     colorDepth: .palette256),
                           clock: FixedClock(now: Date(timeIntervalSince1970: 1_800_000_000)), hasToken: false)
    }

    private var lines: [Substring] { standardOutput.text.split(separator: "\n", omittingEmptySubsequences: false) }

    private func fields(_ line: Substring?) -> [String] {
        line?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) ?? []
    }

    private func list(_ fullName: String, kind: IssueSearchKind, state: IssueListState = .open, search: String? = nil,
                      limit: Int = 30, json: JSONOutputRequest? = nil, isTerminal: Bool = false) -> Int32? {
        var status: Int32?
        let client = client()
        ConversationListRunner(issues: IssuesInteractor(client: client, scheduler: InlineScheduler()),
                               pullRequests: PullRequestsInteractor(client: client, scheduler: InlineScheduler()),
                               freshness: .latest, context: context(isTerminal: isTerminal))
            .run(.init(fullName: fullName, kind: kind, state: state, search: search, limit: limit, json: json)) { status = $0 }
        return status
    }

    private func item(_ fullName: String, _ number: Int, kind: IssueSearchKind, comments: Bool = false,
                      json: JSONOutputRequest? = nil, isTerminal: Bool = false, usesColor: Bool = false,
                      cached: Bool = false) -> Int32? {
        var status: Int32?
        let client = client(cached: cached)
        ConversationItemRunner(conversation: IssueConversationInteractor(client: client, scheduler: InlineScheduler()),
                               pullRequest: PullRequestInteractor(client: client, scheduler: InlineScheduler()),
                               repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
                               freshness: .latest, context: context(isTerminal: isTerminal, usesColor: usesColor))
            .run(fullName: fullName, number: number, kind: kind, comments: comments, json: json) { status = $0 }
        return status
    }

    private func checks(_ fullName: String, _ target: String, json: JSONOutputRequest? = nil,
                        isTerminal: Bool = false, usesColor: Bool = false) -> Int32? {
        var status: Int32?
        let client = client()
        ChecksCommandRunner(checks: ChecksInteractor(client: client, scheduler: InlineScheduler()),
                            pullRequest: PullRequestInteractor(client: client, scheduler: InlineScheduler()),
                            repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
                            freshness: .latest, context: context(isTerminal: isTerminal, usesColor: usesColor))
            .run(fullName: fullName, target: target, json: json) { status = $0 }
        return status
    }

    private func diff(_ fullName: String, _ number: Int, isTerminal: Bool = false, usesColor: Bool = false) -> Int32? {
        var status: Int32?
        let client = client()
        PullRequestDiffRunner(usecase: PullRequestInteractor(client: client, scheduler: InlineScheduler()),
                              repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
                              freshness: .latest, context: context(isTerminal: isTerminal, usesColor: usesColor))
            .run(fullName: fullName, number: number) { status = $0 }
        return status
    }

    // MARK: issues and prs

    func testIssuesPipedLeaveOutPullRequestsAndPrintALineEach() async {
        XCTAssertEqual(list("PyGithub/PyGithub", kind: .issue, limit: 50), 0)
        XCTAssertEqual(lines.filter { !$0.isEmpty }.count, 23,
                       "#1136 and #3372, then 30 items of which 9 pull requests; page 2 is empty")
        XCTAssertEqual(fields(lines.first), ["1136", "open", "Paginated list reversed only gives the first page of results backwards",
                                             "", "micahsteinberg", "7", "2024-03-24T14:00:06Z"])
        XCTAssertEqual(server.receivedRequests.map(\.target), [
            "/repos/PyGithub/PyGithub/issues?state=open&sort=updated&direction=desc&per_page=100&page=1",
            "/repos/PyGithub/PyGithub/issues?state=open&sort=updated&direction=desc&per_page=100&page=2",
        ])
    }

    func testIssuesStopAtTheLimitAndSayTheReasonOfAClosedOne() async {
        XCTAssertEqual(list("PyGithub/PyGithub", kind: .issue, state: .closed, limit: 2), 0)
        XCTAssertEqual(lines.filter { !$0.isEmpty }.count, 2)
        XCTAssertEqual(server.receivedRequests.count, 1)
        XCTAssertTrue(["closed", "not planned"].contains(fields(lines.first)[1]), "\(fields(lines.first))")
    }

    func testASearchAddsTheStateAndTheRepositoryAndKind() async {
        XCTAssertEqual(list("sigmavirus24/github3.py", kind: .issue, search: "label:Bug", limit: 3), 0)
        XCTAssertEqual(lines.filter { !$0.isEmpty }.count, 3)
        XCTAssertEqual(server.receivedRequests.first?.query("q"), "label:Bug is:open repo:sigmavirus24/github3.py is:issue")
        XCTAssertEqual(ConversationListRunner.searchQuery("is:closed x", state: .open), "is:closed x")
        XCTAssertEqual(ConversationListRunner.searchQuery("x", state: .all), "x")
    }

    func testPullRequestsPipedHaveTheirBranchesAndStates() async {
        XCTAssertEqual(list("sigmavirus24/github3.py", kind: .pullRequest, limit: 100), 0)
        let rows = lines.filter { !$0.isEmpty }.map(fields)
        XCTAssertEqual(rows.count, 11)
        XCTAssertEqual(rows.first?[3...4], ["repositories_pagination", "main"])
        XCTAssertEqual(rows.filter { $0[1] == "draft" }.count, 1)
    }

    func testListsAsJSONUseGitHubsNames() async throws {
        XCTAssertEqual(list("sigmavirus24/github3.py", kind: .pullRequest, limit: 1,
                            json: JSONOutputRequest(fields: ["number", "headRefName", "isDraft"])), 0)
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [[String: Any]])
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(Set(items[0].keys), ["number", "headRefName", "isDraft"])
        XCTAssertEqual(items[0]["headRefName"] as? String, "repositories_pagination")
    }

    func testAMissingRepositoryIsSaid() async {
        XCTAssertEqual(list("nope/nope", kind: .issue), 0, "GitHub's stand-in answers [] for a list it has no recording of")
        XCTAssertEqual(list("../x", kind: .pullRequest), 1)
        XCTAssertTrue(standardError.text.contains("is not a repository"), standardError.text)
    }

    // MARK: issue and pr

    func testAnIssueWithItsCommentsPipedIsMarkdownWithAHeadingLineEach() async {
        XCTAssertEqual(item("PyGithub/PyGithub", 1136, kind: .issue, comments: true), 0)
        let text = standardOutput.text
        XCTAssertTrue(text.hasPrefix("# Paginated list reversed only gives the first page of results backwards (#1136)\n"
                                     + "open (reopened) · @micahsteinberg opened 2019-06-11T17:47:23Z · 7 comments · 👍 7\n\n"),
                      String(text.prefix(300)))
        XCTAssertEqual(lines.filter { $0.hasPrefix("## @") }.count, 7)
        XCTAssertFalse(text.contains("\r"), "CRLF bodies become LF")
        XCTAssertEqual(server.receivedRequests.filter { $0.path.hasSuffix("/comments") }.count, 3)
    }

    func testAnIssueWithoutCommentsAsksForNone() async {
        XCTAssertEqual(item("PyGithub/PyGithub", 28, kind: .issue), 0)
        XCTAssertTrue(lines.first?.hasSuffix("(#28)") ?? false)
        XCTAssertTrue(lines[1].contains("labels: bug, question"), String(lines[1]))
        XCTAssertTrue(lines[1].contains("milestone: Version 1.4"), String(lines[1]))
        XCTAssertEqual(server.receivedRequests.count, 1)
    }

    func testAnIssueAsJSONIsOneObjectWithItsComments() async throws {
        XCTAssertEqual(item("PyGithub/PyGithub", 1136, kind: .issue, json: JSONOutputRequest(fields: ["number", "comments"])), 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [String: Any])
        XCTAssertEqual(object["number"] as? Int, 1136)
        XCTAssertEqual((object["comments"] as? [[String: Any]])?.count, 7)
        standardOutput.removeAll()
        XCTAssertEqual(item("PyGithub/PyGithub", 28, kind: .issue, json: JSONOutputRequest(fields: ["stateReason"])), 0)
        XCTAssertEqual(standardOutput.text, "{\n  \"stateReason\": \"completed\"\n}\n")
    }

    func testAPullRequestWithItsFactsAndReviews() async throws {
        XCTAssertEqual(item("sigmavirus24/github3.py", 286, kind: .pullRequest, comments: true), 0)
        XCTAssertEqual(lines.first, "# Add initial pass for creating review comments (#286)")
        for fact in ["merged", "→ 1.0-alpha", "mergeable: dirty", "4 commits", "+171 −1", "5 files"] {
            XCTAssertTrue(lines[1].contains(fact), "\(fact) in \(lines[1])")
        }
        standardOutput.removeAll()
        XCTAssertEqual(item("PyGithub/PyGithub", 3370, kind: .pullRequest,
                            json: JSONOutputRequest(fields: ["isMerged", "mergeable", "changedFiles", "headRefName"])), 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [String: Any])
        XCTAssertEqual(object["isMerged"] as? Bool, true)
        XCTAssertTrue(object["mergeable"] is NSNull)
        XCTAssertEqual(object["changedFiles"] as? Int, 4)
    }

    func testAMissingIssueInAKnownRepositoryIsSaid() async {
        XCTAssertEqual(item("octokit-fixture-org/hello-world", 5, kind: .issue), 1)
        XCTAssertEqual(standardError.text, "ghbrowse: #5: no such issue in octokit-fixture-org/hello-world\n")
    }

    func testAnIssueSeenBeforeIsPrintedOffline() async {
        XCTAssertEqual(item("PyGithub/PyGithub", 28, kind: .issue, cached: true), 0)
        let first = standardOutput.text
        server.stop()
        standardOutput.removeAll()
        XCTAssertEqual(item("PyGithub/PyGithub", 28, kind: .issue, cached: true), 0)
        XCTAssertEqual(standardOutput.text, first)
        XCTAssertTrue(standardError.text.contains("printing the copy stored"), standardError.text)
    }

    func testOnATerminalBodiesAreRenderedAsTheReadmeIs() async {
        XCTAssertEqual(item("PyGithub/PyGithub", 1136, kind: .issue, isTerminal: true), 0)
        XCTAssertFalse(standardOutput.text.contains("```"), "fenced code is laid out, not printed as it is")
        XCTAssertTrue(standardOutput.text.contains("def reverse_github_results(paginated_list):"))
        XCTAssertTrue(lines[1].contains("ago"), String(lines[1]))
    }

    func testHostileTextNeverReachesTheTerminal() {
        var document = ConversationDocument(now: Date(), isTerminal: true, usesColor: false)
        document.add(Issue(number: 1, title: "a\u{1B}]0;owned\u{07}b\nc", state: "open",
                           labels: [IssueLabel(name: "x\u{1B}[31m")], body: "line\u{1B}[2J\r\nnext\u{202E}"))
        document.add(IssueComment(id: 1, user: User(login: "e\u{9B}vil", id: 1), body: "\u{1B}P1;2q\u{1B}\\ok"))
        XCTAssertFalse(document.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E },
                       document.text)
        XCTAssertTrue(document.text.hasPrefix("# ab c (#1)\n"), document.text)
    }

    func testAnIssueOfFiveHundredCommentsIsFiveRequests() async {
        XCTAssertEqual(item("ghbrowse-fixtures/conversation", 500, kind: .issue, comments: true), 0)
        XCTAssertEqual(lines.filter { $0.hasPrefix("## @") }.count, 500)
        XCTAssertEqual(server.receivedRequests.filter { $0.path.hasSuffix("/comments") }.count, 5)
    }

    func testEveryStateMark() async {
        XCTAssertEqual(list("ghbrowse-fixtures/conversation", kind: .issue), 0)
        // Then #500 and #7, the conversation benchmark's two (open, reopened).
        XCTAssertEqual(lines.filter { !$0.isEmpty }.map { fields($0)[1] }, ["open", "closed", "not planned", "open", "open"])
        XCTAssertEqual(ConversationText.state(of: Issue(number: 1, title: "", state: "open", isPullRequest: true, isDraft: true)),
                       "draft")
        XCTAssertEqual(ConversationText.state(of: PullRequest(number: 1, title: "", state: "closed", isMerged: true)), "merged")
        XCTAssertEqual(ConversationText.state(of: PullRequest(number: 1, title: "", state: "closed")), "closed")
    }

    // MARK: pr-diff

    func testTheDiffPipedIsItsExactBytes() async {
        XCTAssertEqual(diff("sigmavirus24/github3.py", 286), 0)
        XCTAssertEqual(server.receivedRequests.last?.header("accept"), "application/vnd.github.diff")
        XCTAssertTrue(standardOutput.text.hasPrefix("diff --git a/github3/pulls.py b/github3/pulls.py\n"))
        XCTAssertEqual(standardOutput.text.components(separatedBy: "\ndiff --git ").count, 5)
    }

    func testTheDiffOnATerminalIsColouredAndMadeSafe() {
        let text = PullRequestDiffRunner.terminalText(Array("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\u{1B}[2J\n same\n".utf8),
                                                      colored: true)
        XCTAssertEqual(text.split(separator: "\n"), [
            "\u{1B}[1mdiff --git a/x b/x\u{1B}[0m", "\u{1B}[1m--- a/x\u{1B}[0m", "\u{1B}[1m+++ b/x\u{1B}[0m",
            "\u{1B}[36m@@ -1 +1 @@\u{1B}[0m", "\u{1B}[31m-old\u{1B}[0m", "\u{1B}[32m+new\u{1B}[0m", " same",
        ])
        XCTAssertEqual(PullRequestDiffRunner.terminalText(Array("+a\u{1B}[2J\n".utf8), colored: false), "+a\n")
    }

    // MARK: checks

    func testChecksOfAPullRequestExitOneWhenAnyFailed() async {
        XCTAssertEqual(checks("PyGithub/PyGithub", "3370"), 1)
        let rows = lines.filter { !$0.isEmpty }.map(fields)
        XCTAssertEqual(rows.map { $0[1] }, ["pass", "pass", "fail", "pass"])
        XCTAssertEqual(rows.first, ["test (Python 3.8)", "pass", "54", "https://github.com/PyGithub/PyGithub/runs/34942661139"])
        XCTAssertTrue(server.receivedRequests.map(\.path).contains("/repos/PyGithub/PyGithub/pulls/3370"))
    }

    func testChecksPendingExitEightAndAllPassedZero() async {
        XCTAssertEqual(checks("PyGithub/PyGithub", "pending-ref"), 8)
        standardOutput.removeAll()
        XCTAssertEqual(checks("sigmavirus24/github3.py", "develop"), 0)
        XCTAssertEqual(lines.filter { !$0.isEmpty }.count, 2, "two commit statuses, no check runs")
    }

    func testAFailureOutranksAPendingCheck() {
        let failed = CheckLine(run: CheckRun(id: 1, name: "a", status: "completed", conclusion: "timed_out"))
        let pending = CheckLine(run: CheckRun(id: 2, name: "b", status: "in_progress"))
        let skipped = CheckLine(run: CheckRun(id: 3, name: "c", status: "completed", conclusion: "skipped"))
        let error = CheckLine(status: CommitStatus(id: 4, state: "error", context: "ci"))
        XCTAssertEqual(CheckLine.exitStatus([pending, failed]), 1)
        XCTAssertEqual(CheckLine.exitStatus([pending, skipped]), 8)
        XCTAssertEqual(CheckLine.exitStatus([skipped]), 0)
        XCTAssertEqual(CheckLine.exitStatus([]), 0)
        XCTAssertEqual(error.bucket, .fail)
    }

    func testChecksOnATerminalAreMarkedAndColoured() async {
        XCTAssertEqual(checks("PyGithub/PyGithub", "10a7135a04f71e6101f8b013aded8a662d08fd1f", isTerminal: true,
                              usesColor: true), 1)
        XCTAssertEqual(lines.first, "✓ 3 · ✗ 1")
        XCTAssertTrue(standardOutput.text.contains("\u{1B}[31m✗\u{1B}[0m test (Python 3.6)"), standardOutput.text)
    }

    func testChecksAsJSONKeepTheExitStatus() async throws {
        XCTAssertEqual(checks("PyGithub/PyGithub", "pending-ref", json: JSONOutputRequest(fields: ["name", "bucket"])), 8)
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(standardOutput.bytes)) as? [[String: String]])
        XCTAssertEqual(items.map { $0["bucket"] }, ["pending", "pass"])
    }

    // MARK: Parsing

    func testTheCommandsParse() throws {
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["issues", "o/r", "--state", "all", "--search", "label:bug", "--limit", "5",
                                                         "--json"]) as? IssuesCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["prs", "o/r", "--state", "closed"]) as? PullRequestsCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["issue", "o/r", "12", "--comments"]) as? IssueCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(JSONFieldArguments.normalized(["pr", "o/r", "12", "--json", "number,headRefName"])) as? PullRequestCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(["pr-diff", "o/r", "12"]) as? PullRequestDiffCommand)
        XCTAssertNotNil(try GHBrowseCommand.parseAsRoot(JSONFieldArguments.normalized(["checks", "o/r", "main", "--json", "name,bucket"])) as? ChecksCommand)
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["issue", "o/r", "0"]))
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["issues", "o/r", "--state", "merged"]))
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["issues", "o/r", "--limit", "0"]))
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["prs", "o/r", "--json", "nope"]))
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["pr-diff", "../x", "1"]))
    }
}
