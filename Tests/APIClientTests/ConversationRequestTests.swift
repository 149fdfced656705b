import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import TextCells
import XCTest

/// The conversation's requests (issues, comments, timelines, pull requests and their parts,
/// checks, issue search) over the real curl client against the fixture server: what is sent,
/// and the recorded answers read into entities.
final class ConversationRequestTests: XCTestCase {
    private var server: FixtureServer!
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20))

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
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

    func testTheIssuesListHasIssuesAndPullRequestsApartAndAnnouncesTheNextPage() throws {
        let response = try send(GitHubAPI.Issues(owner: "PyGithub", name: "PyGithub"))
        XCTAssertEqual(lastTarget, "/repos/PyGithub/PyGithub/issues?state=open&sort=updated&direction=desc&per_page=100&page=1")
        XCTAssertEqual(response.value.count, 32, "the 30 recorded, after the recorded #1136 and #3372")
        XCTAssertEqual(response.value.prefix(2).map(\.number), [1136, 3372])
        XCTAssertEqual(response.value.filter(\.isPullRequest).count, 9)
        XCTAssertEqual(response.links.next, 2)
        XCTAssertEqual(response.links.last, 12)
        let old = try send(GitHubAPI.Issues(owner: "jacquev6", name: "PyGithub")).value
        XCTAssertEqual(old.filter(\.isPullRequest).count, 1, "a plain issue with null pull_request URLs is an issue")
    }

    func testAnIssueHasItsLabelsMilestoneReactionsAndReason() throws {
        let issue = try send(GitHubAPI.Issue(owner: "PyGithub", name: "PyGithub", number: 28)).value
        XCTAssertEqual(issue.number, 28)
        XCTAssertEqual(issue.state, "closed")
        XCTAssertEqual(issue.stateReason, "completed")
        XCTAssertEqual(issue.labels.map(\.name), ["bug", "question"])
        XCTAssertEqual(issue.labels.first?.color, "e10c02")
        XCTAssertEqual(issue.milestone?.title, "Version 1.4")
        XCTAssertEqual(issue.reactions?.hooray, 2)
        XCTAssertEqual(issue.reactions?.totalCount, 2)
        XCTAssertEqual(issue.assignees.count, 1)
        XCTAssertNotNil(issue.closedAt)
        XCTAssertFalse(issue.isPullRequest)
    }

    func testCommentsComeInPagesAsLinkSays() throws {
        var page: Int? = 1
        var bodies: [String] = []
        while let current = page {
            let response = try send(GitHubAPI.IssueComments(owner: "PyGithub", name: "PyGithub", number: 1136, page: current))
            bodies += response.value.map(\.body)
            page = response.links.next
        }
        XCTAssertEqual(bodies.count, 7)
        XCTAssertEqual(lastTarget, "/repos/PyGithub/PyGithub/issues/1136/comments?per_page=100&page=3")
    }

    func testTheTimelineKeepsWhatItKnowsAndNamesTheRest() throws {
        let events = try send(GitHubAPI.IssueTimeline(owner: "PyGithub", name: "PyGithub", number: 31)).value
        XCTAssertEqual(events.count, 14)
        XCTAssertEqual(events.filter { if case .unknown = $0.kind { false } else { true } }.count, 6)
        XCTAssertTrue(events.contains { $0.kind == .referenced(commitID: "688208b1a5a074871d0e9376119556897439697d") })
        let crossReference = events.compactMap { event -> CrossReference? in
            if case .crossReferenced(let reference) = event.kind { return reference } else { return nil }
        }.first
        XCTAssertEqual(crossReference?.number, 670)
        XCTAssertEqual(crossReference?.repositoryFullName, "PyGithub/PyGithub")
        XCTAssertEqual(crossReference?.isPullRequest, true)
        XCTAssertTrue(events.contains { if case .labeled(let label) = $0.kind { !label.name.isEmpty } else { false } })
        XCTAssertTrue(events.contains { $0.kind == .unknown("committed") })
    }

    func testAPullRequestAndItsParts() throws {
        let pull = try send(GitHubAPI.PullRequest(owner: "sigmavirus24", name: "github3.py", number: 286)).value
        XCTAssertTrue(pull.isMerged)
        XCTAssertEqual(pull.mergeable, false)
        XCTAssertEqual(pull.mergeableState, "dirty")
        XCTAssertEqual(pull.additions, 171)
        XCTAssertEqual(pull.deletions, 1)
        XCTAssertEqual(pull.changedFiles, 5)
        XCTAssertEqual(pull.commits, 4)
        XCTAssertNotNil(pull.head?.sha)
        XCTAssertEqual(pull.base?.repositoryFullName, "sigmavirus24/github3.py")

        let files = try send(GitHubAPI.PullRequestFiles(owner: "sigmavirus24", name: "github3.py", number: 286)).value
        XCTAssertEqual(files.count, 5)
        XCTAssertTrue(files.allSatisfy { $0.patch != nil })
        let list = try send(GitHubAPI.PullRequests(owner: "sigmavirus24", name: "github3.py")).value
        XCTAssertEqual(list.count, 11)
        XCTAssertEqual(list.filter(\.isDraft).count, 1)
        XCTAssertNil(list.first?.additions, "a list's items have no counts")
        let commits = try send(GitHubAPI.PullRequestCommits(owner: "PyGithub", name: "PyGithub", number: 3370)).value
        XCTAssertEqual(commits.count, 1)
        let reviews = try send(GitHubAPI.PullRequestReviews(owner: "PyGithub", name: "PyGithub", number: 538)).value
        XCTAssertEqual(reviews.map(\.state).filter { $0 == "APPROVED" }.count, 1)
        let comments = try send(GitHubAPI.PullRequestReviewComments(owner: "sigmavirus24", name: "github3.py",
                                                                    number: 235)).value
        XCTAssertEqual(comments.count, 3)
        XCTAssertEqual(comments.filter { $0.line == nil }.count, 2)
        XCTAssertTrue(comments.allSatisfy { $0.diffHunk.hasPrefix("@@") && !$0.path.isEmpty })
    }

    func testTheDiffIsAskedForAsADiffAndArrivesAsBytes() throws {
        let diff = try send(GitHubAPI.PullRequestDiff(owner: "sigmavirus24", name: "github3.py", number: 286)).value
        XCTAssertEqual(server.receivedRequests.last?.header("accept"), "application/vnd.github.diff")
        XCTAssertTrue(String(decoding: diff, as: UTF8.self).hasPrefix("diff --git "))
    }

    func testChecksAndStatuses() throws {
        let sha = "10a7135a04f71e6101f8b013aded8a662d08fd1f"
        let runs = try send(GitHubAPI.CheckRuns(owner: "PyGithub", name: "PyGithub", ref: sha)).value
        XCTAssertEqual(lastTarget, "/repos/PyGithub/PyGithub/commits/\(sha)/check-runs?per_page=100&page=1")
        XCTAssertEqual(runs.totalCount, 4)
        XCTAssertEqual(runs.checkRuns.compactMap(\.conclusion).sorted(), ["failure", "success", "success", "success"])
        XCTAssertEqual(runs.checkRuns.first?.appName, "GitHub Actions")
        XCTAssertNotNil(runs.checkRuns.first { $0.conclusion == "failure" }?.outputTitle)
        let status = try send(GitHubAPI.CombinedStatus(owner: "sigmavirus24", name: "github3.py", ref: "abc")).value
        XCTAssertEqual(status.state, "success")
        XCTAssertEqual(status.statuses.count, 2)
        XCTAssertEqual(status.totalCount, 2)
    }

    func testAnIssueSearchAddsTheRepositoryAndTheKindAndGoesToTheSearchBudget() throws {
        let request = GitHubAPI.SearchIssues(fullName: "sigmavirus24/github3.py", query: "  label:Bug  ", kind: .issue)
        XCTAssertEqual(request.fullQuery, "label:Bug repo:sigmavirus24/github3.py is:issue")
        XCTAssertEqual(RateGate.Resource(path: request.path), .search)
        let page = try send(request).value
        XCTAssertEqual(page.totalCount, 57)
        XCTAssertEqual(page.items.count, 57)
        XCTAssertEqual(page.incompleteResults, false)
        XCTAssertEqual(page.items.filter(\.isPullRequest).count, 2)
        XCTAssertEqual(GitHubAPI.SearchIssues(fullName: "o/r", query: "", kind: .pullRequest).fullQuery, "repo:o/r is:pr")
    }

    func testNoNameCanLeaveTheRepository() {
        XCTAssertThrowsError(try GitHubAPI.CheckRuns(owner: "o", name: "r", ref: "..").path)
        XCTAssertThrowsError(try GitHubAPI.Issues(owner: "..", name: "r").path)
        XCTAssertEqual(try GitHubAPI.CheckRuns(owner: "o", name: "r", ref: "feature/x").path,
                       "/repos/o/r/commits/feature%2Fx/check-runs")
    }
}
