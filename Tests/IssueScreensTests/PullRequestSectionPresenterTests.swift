import Foundation
import Entities
import IssuePresenter
import PresentationKit
import RepositoryBrowsing
import Routes
import TestSupport
import Testing
import Usecases

@MainActor
final class PullRequestCommitsViewSpy: PullRequestCommitsDisplay {
    private(set) var models: [ListViewModel<CommitSummaryText>] = []
    var last: ListViewModel<CommitSummaryText> { models.last ?? ListViewModel() }
    func display(_ viewModel: ListViewModel<CommitSummaryText>) { models.append(viewModel) }
}

@MainActor
final class PullRequestChecksViewSpy: PullRequestChecksDisplay {
    private(set) var models: [ListViewModel<CheckRowText>] = []
    var last: ListViewModel<CheckRowText> { models.last ?? ListViewModel() }
    func display(_ viewModel: ListViewModel<CheckRowText>) { models.append(viewModel) }
}

@MainActor
final class PullRequestFilesViewSpy: PullRequestFilesDisplay {
    private(set) var models: [PullRequestFilesViewModel] = []
    var last: PullRequestFilesViewModel { models.last ?? PullRequestFilesViewModel() }
    func display(_ viewModel: PullRequestFilesViewModel) { models.append(viewModel) }
}

/// Commits, files and checks to answer a pull request's sections with.
enum SamplePullRequest {
    static let trail = ["github", "o/r", "pull requests", "#8"]

    static func commit(_ index: Int) -> Commit {
        Commit(sha: String(repeating: "0", count: 7 - String(index).count) + String(index) + String(repeating: "a", count: 33), message: "Change \(index)\n\nBody",
               author: GitSignature(name: "Ada", email: "ada@example.com", date: SampleIssues.daysAgo(2)))
    }

    static func file(_ index: Int, path: String? = nil) -> CommitFile {
        CommitFile(filename: path ?? "src/file\(index).swift", status: "modified", additions: 1, deletions: 1, changes: 2,
                   patch: "@@ -1,2 +1,2 @@\n-old \(index)\n+new \(index)\n same")
    }

    static func pull(head: String = "abc123") -> PullRequest {
        PullRequest(number: 8, title: "Add things", state: "open", head: PullRequestBranch(ref: "feature", sha: head),
                    base: PullRequestBranch(ref: "main", sha: "def456"))
    }

    static func fresh<Item>(_ items: [Item], page: Int = 1, next: Int? = nil)
        -> Result<CachedThenFresh<PagedAnswer<Item>>, GitHubError> {
        .success(.fresh(PagedAnswer(items: items, page: page, nextPage: next), source: .network))
    }
}

@MainActor
@Suite struct PullRequestCommitsPresenterTests {
    private let view = PullRequestCommitsViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = PullRequestUsecaseMock()
    private let presenter: PullRequestCommitsPresenter

    init() {
        presenter = PullRequestCommitsPresenter(fullName: "o/r", number: 8, trail: SamplePullRequest.trail, view: view,
                                                router: router, usecase: usecase,
                                                services: .doubles(
                                                                   dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: false))
        presenter.viewDidLoad(keyHints: ["Enter open"])
        presenter.viewDidResize(columns: 100)
    }

    @Test func asksForTheFirstPageFromTheCacheThenGitHubAndShowsEachCommitAsAHistoryRow() {
        #expect(usecase.commitCalls.map(\.page) == [1])
        #expect(usecase.commitCalls.map(\.freshness) == [.cachedThenFresh])
        #expect(view.last.message == "Loading commits…")
        usecase.commitCalls[0].completion(SamplePullRequest.fresh((0..<3).map(SamplePullRequest.commit)))
        #expect(view.last.rows.map(\.subject) == ["Change 0", "Change 1", "Change 2"])
        #expect(view.last.rows.first?.shortSHA == "0000000")
        #expect(view.last.title.contains("#8"))
        #expect(view.last.status.hasPrefix("3 commits"))
    }

    @Test func theNextPageIsAskedForNearTheEndAndEnterOpensTheCommitScreen() {
        usecase.commitCalls[0].completion(SamplePullRequest.fresh((0..<100).map(SamplePullRequest.commit), next: 2))
        #expect(view.last.status.contains("more as you scroll"))
        presenter.didMoveSelection(to: 10, visibleRowCount: 20)
        #expect(usecase.commitCalls.count == 1)
        presenter.didMoveSelection(to: 95, visibleRowCount: 20)
        #expect(usecase.commitCalls.map(\.page) == [1, 2])
        usecase.commitCalls[1].completion(SamplePullRequest.fresh((100..<120).map(SamplePullRequest.commit), page: 2))
        #expect(view.last.rows.count == 120)
        presenter.didSelectRow(at: 101)
        #expect(router.shown == [.commit(fullName: "o/r", sha: SamplePullRequest.commit(101).sha)])
    }

    @Test func rAsksGitHubAgainNow() {
        usecase.commitCalls[0].completion(SamplePullRequest.fresh([SamplePullRequest.commit(0)]))
        presenter.didRequest(.refresh, row: 0)
        #expect(usecase.commitCalls.map(\.freshness) == [.cachedThenFresh, .refreshNow])
    }
}

@MainActor
@Suite struct PullRequestFilesPresenterTests {
    private let view = PullRequestFilesViewSpy()
    private let usecase = PullRequestUsecaseMock()
    private let presenter: PullRequestFilesPresenter

    init() {
        presenter = PullRequestFilesPresenter(fullName: "o/r", number: 8, trail: SamplePullRequest.trail, view: view,
                                              usecase: usecase,
                                              services: .doubles(
                                                                 dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: false))
        presenter.viewDidLoad(keyHints: ["Tab next file"])
        presenter.viewDidResize(columns: 100)
    }

    @Test func theFirstPageIsDrawnAsTheCommitScreenDrawsAPatchAssoonAsItIsIn() {
        #expect(usecase.fileCalls.map(\.page) == [1])
        usecase.fileCalls[0].completion(SamplePullRequest.fresh((0..<2).map { SamplePullRequest.file($0) }, next: 2))
        let lines = view.last.lines.map(\.text)
        #expect(lines == ["", "── src/file0.swift  +1 −1", "@@ -1,2 +1,2 @@", "-old 0", "+new 0", " same",
                          "", "── src/file1.swift  +1 −1", "@@ -1,2 +1,2 @@", "-old 1", "+new 1", " same"])
        #expect(view.last.lines[4].runs.map(\.role) == [.addition])
        #expect(view.last.lines[3].runs.map(\.role) == [.deletion])
        #expect(view.last.fileStarts == [1, 7])
        #expect(view.last.status.hasPrefix("2 files, more as you scroll"))
    }

    @Test func scrollingNearTheEndAsksForTheNextPageWhichAddsItsFilesAfterTheOthers() {
        usecase.fileCalls[0].completion(SamplePullRequest.fresh((0..<100).map { SamplePullRequest.file($0) }, next: 2))
        presenter.didScroll(toLine: 20)
        #expect(usecase.fileCalls.count == 1)
        presenter.didScroll(toLine: view.last.lines.count - 1)
        #expect(usecase.fileCalls.map(\.page) == [1, 2])
        usecase.fileCalls[1].completion(SamplePullRequest.fresh((100..<150).map { SamplePullRequest.file($0) }, page: 2))
        #expect(view.last.fileStarts.count == 150)
        #expect(view.last.lines[view.last.fileStarts[149]].text.hasPrefix("── src/file149.swift"))
        #expect(view.last.status.hasPrefix("150 files ·") || view.last.status.hasPrefix("150 files"))
    }

    @Test func theFilterKeepsThePathsContainingWhatIsTypedAndSaysWhenNoneDo() {
        usecase.fileCalls[0].completion(SamplePullRequest.fresh([
            SamplePullRequest.file(0, path: "Sources/App/main.swift"), SamplePullRequest.file(1, path: "README.md"),
        ]))
        presenter.filterDidChange("readme")
        #expect(view.last.fileStarts.count == 1)
        #expect(view.last.lines[1].text.hasPrefix("── README.md"))
        #expect(view.last.status.hasPrefix("1 of 2 files"))
        presenter.filterDidChange("nothing\u{1B}[31m")
        #expect(view.last.lines.map(\.text).first?.hasPrefix("No loaded file's path contains “nothing") == true)
        #expect(view.last.lines.map(\.text).first?.contains("\u{1B}") == false)
        presenter.filterDidChange("")
        #expect(view.last.fileStarts.count == 2)
    }

    @Test func aFilterThatFillsLessThanAScreenAsksForTheNextPageItself() {
        usecase.fileCalls[0].completion(SamplePullRequest.fresh((0..<100).map { SamplePullRequest.file($0) }, next: 2))
        presenter.filterDidChange("file150")
        #expect(usecase.fileCalls.map(\.page) == [1, 2])
        usecase.fileCalls[1].completion(SamplePullRequest.fresh((100..<200).map { SamplePullRequest.file($0) }, page: 2))
        #expect(view.last.fileStarts.count == 1)
    }
}

@MainActor
@Suite struct PullRequestChecksPresenterTests {
    private let view = PullRequestChecksViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = PullRequestUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let presenter: PullRequestChecksPresenter

    init() {
        presenter = PullRequestChecksPresenter(fullName: "o/r", number: 8, trail: SamplePullRequest.trail, view: view,
                                               router: router, pullRequestUsecase: usecase, checksUsecase: usecase,
                                               services: .doubles(browser: browser,
                                                                  dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: false))
        presenter.viewDidLoad(keyHints: ["o browser"])
        presenter.viewDidResize(columns: 100)
    }

    private func answer() {
        usecase.pullCalls[0](.success(.fresh(SamplePullRequest.pull(head: "abc123"), source: .network)))
        let start = SampleIssues.daysAgo(1)
        usecase.checkCalls[0].completion(SamplePullRequest.fresh([
            CheckRun(id: 1, name: "build", status: "completed", conclusion: "success", startedAt: start,
                     completedAt: start.addingTimeInterval(187), detailsURL: "https://ci.example/1", appName: "GitHub Actions"),
            CheckRun(id: 2, name: "test \u{1B}[2J", status: "completed", conclusion: "failure", startedAt: start,
                     completedAt: start.addingTimeInterval(42), detailsURL: "javascript:alert(1)"),
            CheckRun(id: 3, name: "lint", status: "in_progress"),
            CheckRun(id: 4, name: "docs", status: "completed", conclusion: "skipped"),
        ]))
        usecase.statusCalls[0].completion(.success(.fresh(CombinedStatus(state: "failure", statuses: [
            CommitStatus(id: 9, state: "error", context: "ci/legacy", targetURL: "https://legacy.example/9"),
        ]), source: .network)))
    }

    @Test func asksForThePullRequestThenItsHeadsCheckRunsAndStatus() {
        #expect(usecase.pullCalls.count == 1)
        #expect(usecase.checkCalls.isEmpty)
        #expect(view.last.message == "Loading the checks…")
        answer()
        #expect(usecase.checkCalls.map(\.ref) == ["abc123"])
        #expect(usecase.statusCalls.map(\.ref) == ["abc123"])
        #expect(view.last.rows.map(\.outcome) == [.success, .failure, .inProgress, .skipped, .failure])
        #expect(view.last.rows.map(\.duration) == ["3m 07s", "42s", "", "", ""])
        #expect(view.last.rows[1].name.contains("\u{1B}") == false)
        #expect(view.last.status.hasPrefix("Checks: ✓ 2 · ✗ 2 · ● 1"))
    }

    @Test func enterOnACheckOfThisRepositorysWorkflowOpensItsRunInGhbrowseAndOItsPage() {
        usecase.pullCalls[0](.success(.fresh(SamplePullRequest.pull(head: "abc123"), source: .network)))
        usecase.checkCalls[0].completion(SamplePullRequest.fresh([
            CheckRun(id: 1, name: "build", status: "completed", conclusion: "failure",
                     detailsURL: "https://github.com/o/r/actions/runs/4711/job/99"),
            CheckRun(id: 2, name: "elsewhere", status: "completed", conclusion: "success",
                     detailsURL: "https://github.com/other/repo/actions/runs/5"),
        ]))
        presenter.didSelectRow(at: 0)
        #expect(router.shown == [.workflowRun(fullName: "o/r", GitHubLinkRoute.runNumbered(4711))])
        #expect(browser.openedURLs.isEmpty)
        presenter.didSelectRow(at: 1)
        presenter.didRequest(.openInBrowser, row: 0)
        #expect(router.shown.count == 1)
        #expect(browser.openedURLs == ["https://github.com/other/repo/actions/runs/5",
                                       "https://github.com/o/r/actions/runs/4711/job/99"])
    }

    @Test func oOpensTheSelectedChecksDetailsPageAndSaysTheOutcome() {
        answer()
        presenter.didRequest(.openInBrowser, row: 0)
        #expect(browser.openedURLs == ["https://ci.example/1"])
        presenter.didSelectRow(at: 4)
        #expect(browser.openedURLs == ["https://ci.example/1", "https://legacy.example/9"])
        presenter.didRequest(.openInBrowser, row: 1)
        #expect(browser.openedURLs.count == 2, "a details address that is not a web page is not opened")
        #expect(view.last.status.hasPrefix("this check has no details page"))
    }

    @Test func aPullRequestThatCannotBeLoadedIsASentence() {
        usecase.pullCalls[0](.failure(.notFound(message: "Not Found")))
        #expect(view.last.message.hasPrefix("Could not load the checks"))
        #expect(view.last.statusTone == .error)
    }
}
