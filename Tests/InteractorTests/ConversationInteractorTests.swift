#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import Usecases
import Interactors
import ResponseCache
import TestSupport
import XCTest

/// The conversation's use cases (issues, an issue's conversation, pull requests, a pull request,
/// checks) over a scripted client: what they ask, how they answer cached then fresh, paging, and
/// what they make of the answers.
@MainActor
final class ConversationInteractorTests: XCTestCase {
    private let github = ScriptedGitHub()
    private let scheduler = InlineScheduler()

    /// Each answer in words: `cached VALUE` / `fresh VALUE` / `failed ERROR`.
    private func collect<Value>(_ describe: @escaping (Value) -> String)
        -> (answers: () -> [String], completion: @MainActor (Result<CachedThenFresh<Value>, GitHubError>) -> Void) {
        var answers: [String] = []
        return ({ answers }, { result in
            switch result {
            case .success(.cached(let value, _, _)): answers.append("cached \(describe(value))")
            case .success(.fresh(let value, _)): answers.append("fresh \(describe(value))")
            case .failure(let error): answers.append("failed \(error)")
            }
        })
    }

    private func issue(_ number: Int, pull: Bool = false) -> Issue {
        Issue(number: number, title: "t\(number)", state: "open", isPullRequest: pull)
    }

    private func numbers(_ page: PagedAnswer<Issue>) -> String {
        "\(page.items.map(\.number)) next \(page.nextPage ?? 0)"
    }

    // MARK: Issues

    func testTheIssuesListLeavesOutPullRequestsAndAnswersCachedThenFresh() async {
        let target = "/repos/o/r/issues?state=open&sort=updated&direction=desc&per_page=100&page=1"
        github.store(target, [issue(1)])
        github.answer(target, with: [issue(1), issue(2, pull: true), issue(3)], links: PageLinks(next: 2, last: 4))
        let (answers, completion) = collect(numbers)
        IssuesInteractor(client: github, scheduler: scheduler)
            .fetchIssues(fullName: "o/r", state: .open, sort: .updated, direction: .desc, page: 1, perPage: 100,
                         freshness: .cachedThenFresh, completion: completion)
        XCTAssertEqual(answers(), ["cached [1] next 0", "fresh [1, 3] next 2"])
        XCTAssertEqual(github.sentFreshnesses, [.useFresh])
    }

    func testAClosedListSortedByCommentsOnPageThree() async {
        github.answer("/repos/o/r/issues?state=closed&sort=comments&direction=asc&per_page=100&page=3", with: [issue(9)])
        let (answers, completion) = collect(numbers)
        IssuesInteractor(client: github, scheduler: scheduler)
            .fetchIssues(fullName: "o/r", state: .closed, sort: .comments, direction: .asc, page: 3, perPage: 500,
                         freshness: .refreshNow, completion: completion)
        XCTAssertEqual(answers(), ["fresh [9] next 0"])
        XCTAssertEqual(github.sentFreshnesses, [.revalidate])
    }

    func testAnIssueSearchAddsTheRepositoryAndKindAndKeepsTheCount() async {
        let target = "/search/issues?q=label%3Abug%20repo%3Ao%2Fr%20is%3Apr&sort=created&order=asc&per_page=50&page=2"
        github.answer(target, with: IssueSearchPage(totalCount: 412, incompleteResults: true, items: [issue(5, pull: true)]),
                      links: PageLinks(next: 3, last: 9))
        let (answers, completion) = collect { (answer: IssueSearchAnswer) in
            "\(answer.page.items.map(\.number)) of \(answer.totalCount) page \(answer.page.page) next \(answer.page.nextPage ?? 0) "
                + "incomplete \(answer.incompleteResults)"
        }
        IssuesInteractor(client: github, scheduler: scheduler)
            .searchIssues(fullName: "o/r", query: "label:bug", kind: .pullRequest, sort: .created, order: .asc, page: 2,
                          perPage: 50, freshness: .latest, completion: completion)
        XCTAssertEqual(github.sentTargets, [target])
        XCTAssertEqual(answers(), ["fresh [5] of 412 page 2 next 3 incomplete true"])
    }

    func testAMalformedNameFailsWithoutARequest() async {
        let (answers, completion) = collect(numbers)
        IssuesInteractor(client: github, scheduler: scheduler)
            .fetchIssues(fullName: "../x", state: .open, sort: .updated, direction: .desc, page: 1, perPage: 100,
                         freshness: .cachedThenFresh, completion: completion)
        XCTAssertEqual(answers().count, 1)
        XCTAssertTrue(answers()[0].hasPrefix("failed notFound"), answers()[0])
        XCTAssertTrue(github.sentTargets.isEmpty)
    }

    // MARK: An issue's conversation

    func testAnIssueItsCommentsAndItsTimeline() async {
        let interactor = IssueConversationInteractor(client: github, scheduler: scheduler)
        github.answer("/repos/o/r/issues/7", with: issue(7))
        github.answer("/repos/o/r/issues/7/comments?per_page=100&page=2",
                      with: [IssueComment(id: 1, body: "hi")], links: PageLinks(next: 3, last: 3))
        github.answer("/repos/o/r/issues/7/timeline?per_page=100&page=1",
                      with: [TimelineEvent(kind: .reopened), TimelineEvent(kind: .unknown("subscribed"))])
        let (issueAnswers, issueCompletion) = collect { (issue: Issue) in "#\(issue.number)" }
        interactor.fetchIssue(fullName: "o/r", number: 7, freshness: .latest, completion: issueCompletion)
        let (commentAnswers, commentCompletion) = collect { (page: PagedAnswer<IssueComment>) in
            "\(page.items.map(\.body)) next \(page.nextPage ?? 0)"
        }
        interactor.fetchComments(fullName: "o/r", number: 7, page: 2, perPage: 100, freshness: .latest,
                                 completion: commentCompletion)
        let (eventAnswers, eventCompletion) = collect { (page: PagedAnswer<TimelineEvent>) in "\(page.items.count)" }
        interactor.fetchTimeline(fullName: "o/r", number: 7, page: 0, perPage: 100, freshness: .latest,
                                 completion: eventCompletion)
        XCTAssertEqual(issueAnswers(), ["fresh #7"])
        XCTAssertEqual(commentAnswers(), ["fresh [\"hi\"] next 3"])
        XCTAssertEqual(eventAnswers(), ["fresh 2"], "unknown events are the caller's to skip")
    }

    func testOfflineTheCommandLineGetsTheStoredIssue() async {
        github.store("/repos/o/r/issues/7", issue(7))
        let (answers, completion) = collect { (issue: Issue) in "#\(issue.number)" }
        IssueConversationInteractor(client: github, scheduler: scheduler)
            .fetchIssue(fullName: "o/r", number: 7, freshness: .latest, completion: completion)
        XCTAssertEqual(answers(), ["cached #7"])
    }

    func testAMissingIssueIsGitHubsNotFound() async {
        github.store("/repos/o/r/issues/8", issue(8))
        github.fail("/repos/o/r/issues/8", with: .notFound(message: "Not Found"))
        let (answers, completion) = collect { (issue: Issue) in "#\(issue.number)" }
        IssueConversationInteractor(client: github, scheduler: scheduler)
            .fetchIssue(fullName: "o/r", number: 8, freshness: .refreshNow, completion: completion)
        XCTAssertEqual(answers().count, 1)
        XCTAssertTrue(answers()[0].hasPrefix("failed notFound"), answers()[0])
    }

    // MARK: Pull requests

    func testPullRequestsList() async {
        github.answer("/repos/o/r/pulls?state=all&sort=created&direction=desc&per_page=30&page=1",
                      with: [PullRequest(number: 4, title: "p", state: "open", isDraft: true)])
        let (answers, completion) = collect { (page: PagedAnswer<PullRequest>) in "\(page.items.map(\.number))" }
        PullRequestsInteractor(client: github, scheduler: scheduler)
            .fetchPullRequests(fullName: "o/r", state: .all, sort: .created, direction: .desc, page: 1, perPage: 30,
                               freshness: .latest, completion: completion)
        XCTAssertEqual(answers(), ["fresh [4]"])
    }

    func testAPullRequestAndItsPartsEachAPageAtATime() async {
        let interactor = PullRequestInteractor(client: github, scheduler: scheduler)
        github.answer("/repos/o/r/pulls/3", with: PullRequest(number: 3, title: "p", state: "closed", isMerged: true))
        github.answer("/repos/o/r/pulls/3/commits?per_page=100&page=1", with: [Commit(sha: "abc", message: "m")])
        github.answer("/repos/o/r/pulls/3/files?per_page=100&page=2", with: [CommitFile(filename: "a", status: "added")],
                      links: PageLinks(next: 3, last: 30))
        github.answer("/repos/o/r/pulls/3/reviews?per_page=100&page=1",
                      with: [PullRequestReview(id: 1, state: "APPROVED")])
        github.answer("/repos/o/r/pulls/3/comments?per_page=100&page=1",
                      with: [ReviewComment(id: 2, path: "a", diffHunk: "@@ -1 +1 @@")])
        var answers: [String] = []
        interactor.fetchPullRequest(fullName: "o/r", number: 3, freshness: .latest) {
            answers.append("merged \((try? $0.get())?.value.isMerged ?? false)")
        }
        interactor.fetchCommits(fullName: "o/r", number: 3, page: 1, perPage: 100, freshness: .latest) {
            answers.append("commits \((try? $0.get())?.value.items.map(\.sha) ?? [])")
        }
        interactor.fetchFiles(fullName: "o/r", number: 3, page: 2, perPage: 100, freshness: .latest) {
            let page = (try? $0.get())?.value
            answers.append("files \(page?.items.map(\.filename) ?? []) next \(page?.nextPage ?? 0)")
        }
        interactor.fetchReviews(fullName: "o/r", number: 3, page: 1, perPage: 100, freshness: .latest) {
            answers.append("reviews \((try? $0.get())?.value.items.map(\.state) ?? [])")
        }
        interactor.fetchReviewComments(fullName: "o/r", number: 3, page: 1, perPage: 100, freshness: .latest) {
            answers.append("comments \((try? $0.get())?.value.items.map(\.path) ?? [])")
        }
        XCTAssertEqual(answers, ["merged true", "commits [\"abc\"]", "files [\"a\"] next 3", "reviews [\"APPROVED\"]",
                                 "comments [\"a\"]"])
    }

    func testTheDiffArrivesAsItsBytes() async {
        github.answer("/repos/o/r/pulls/3", with: Data([0x64, 0x0A, 0xFF]))
        let (answers, completion) = collect { (bytes: [UInt8]) in "\(bytes)" }
        PullRequestInteractor(client: github, scheduler: scheduler)
            .fetchDiff(fullName: "o/r", number: 3, freshness: .latest, completion: completion)
        XCTAssertEqual(answers(), ["fresh [100, 10, 255]"])
    }

    // MARK: Checks

    func testCheckRunsAndTheCombinedStatusOfARef() async {
        let interactor = ChecksInteractor(client: github, scheduler: scheduler)
        github.answer("/repos/o/r/commits/feature%2Fx/check-runs?per_page=100&page=1",
                      with: CheckRunList(totalCount: 101, checkRuns: [CheckRun(id: 1, name: "ci", status: "queued")]),
                      links: PageLinks(next: 2, last: 2))
        github.answer("/repos/o/r/commits/feature%2Fx/status?per_page=100",
                      with: CombinedStatus(state: "failure", totalCount: 1,
                                           statuses: [CommitStatus(id: 1, state: "failure", context: "travis")]))
        let (runAnswers, runCompletion) = collect { (page: PagedAnswer<CheckRun>) in
            "\(page.items.map(\.name)) next \(page.nextPage ?? 0)"
        }
        interactor.fetchCheckRuns(fullName: "o/r", ref: "feature/x", page: 1, perPage: 100, freshness: .cachedThenFresh,
                                  completion: runCompletion)
        let (statusAnswers, statusCompletion) = collect { (status: CombinedStatus) in status.state }
        interactor.fetchCombinedStatus(fullName: "o/r", ref: "feature/x", freshness: .cachedThenFresh,
                                       completion: statusCompletion)
        XCTAssertEqual(runAnswers(), ["fresh [\"ci\"] next 2"])
        XCTAssertEqual(statusAnswers(), ["fresh failure"])
    }
}
