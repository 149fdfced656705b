import Foundation
import Entities
import IssueListPresenter
import PresentationKit
import Routes
import TestSupport
import Testing
import Usecases

@MainActor
@Suite final class IssueListPresenterTests {
    private let view = IssueListViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = IssuesUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    /// The Presenter made last: its View and use cases hold it weakly, so the test keeps it.
    private var kept: IssueListViewPresenter?

    private func presenter(_ kind: IssueListKind = .issues) -> IssueListViewPresenter {
        let presenter = IssueListViewPresenter(
            kind: kind, fullName: "o/r", trail: ["github", "o/r", kind == .issues ? "issues" : "pull requests"],
            view: view, router: router, issuesUsecase: usecase, pullRequestsUsecase: usecase,
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: false))
        kept = presenter
        presenter.viewDidLoad(keyHints: ["Enter open", "/ search"])
        return presenter
    }

    @Test func asksForTheOpenIssuesRecentlyUpdatedFirstFromTheCacheThenGitHub() {
        _ = presenter()
        #expect(usecase.listCalls.map(\.page) == [1])
        #expect(usecase.listCalls.first?.sort == .updated)
        #expect(usecase.listCalls.first?.direction == .desc)
        #expect(usecase.listCalls.first?.freshness == .cachedThenFresh)
        #expect(view.last.message == "Loading issues…")
        #expect(view.last.title == "github › o/r › issues")
    }

    @Test func rowsSayNumberStateTitleLabelsAuthorCommentsAndWhenMadeSafe() {
        _ = presenter()
        let hostile = SampleIssues.issue(7, title: "bad\u{1B}]0;title\u{07} title", labels: ["bug\u{1B}[31m", "ui"],
                                         comments: 2)
        let closed = SampleIssues.issue(5, state: "closed", reason: "not_planned")
        usecase.listCalls[0].completion(.success(.fresh(SampleIssues.page([hostile, closed]), source: .network)))
        let rows = view.last.rows
        #expect(rows.map(\.number) == ["#7", "#5"])
        #expect(rows.map(\.mark) == [.open, .notPlanned])
        #expect(!rows[0].title.contains("\u{1B}") && rows[0].title.hasPrefix("bad"))
        #expect(rows[0].labels.count == 2 && !rows[0].labels[0].name.contains("\u{1B}"))
        #expect(rows[0].meta == "octocat · 2 comments · updated 3 days ago")
        #expect(view.last.status.hasPrefix("2 open issues · updated ↓ · Enter open"))
    }

    @Test func enterOpensTheConversationAndOOpensTheIssueOrTheList() {
        let presenter = presenter()
        usecase.listCalls[0].completion(.success(.fresh(SampleIssues.page([SampleIssues.issue(7)]), source: .network)))
        presenter.didRequest(.open, row: 0)
        presenter.didRequest(.open, row: 5)
        #expect(router.shown == [.issue(fullName: "o/r", number: 7)])
        presenter.didRequest(.openInBrowser, row: 0)
        presenter.didRequest(.openInBrowser, row: 9)
        #expect(browser.openedURLs == ["https://github.com/o/r/issues/7", "https://github.com/o/r/issues"])
    }

    @Test func yCopiesTheSelectedIssuesOrPullRequestsLink() {
        let issues = presenter()
        usecase.listCalls[0].completion(.success(.fresh(SampleIssues.page([SampleIssues.issue(7)]), source: .network)))
        issues.didRequest(.copyLink, row: 0)
        issues.didRequest(.copyLink, row: 4)
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/issues/7"])
        #expect(view.last.status.hasPrefix("copied the issue's link: https://github.com/o/r/issues/7"))
        let pulls = presenter(.pullRequests)
        usecase.pullCalls[0].completion(.success(.fresh(SampleIssues.page([PullRequest(number: 12, title: "Add it", state: "open")]),
                                                        source: .network)))
        pulls.didRequest(.copyLink, row: 0)
        #expect(clipboard.copiedTexts.last == "https://github.com/o/r/pull/12")
        #expect(view.last.status.hasPrefix("copied the pull request's link: https://github.com/o/r/pull/12"))
    }

    @Test func sAndSSortAndOrderFromTheFirstPage() {
        let presenter = presenter()
        presenter.didRequest(.cycleSort, row: 0)
        #expect(usecase.listCalls.last?.sort == .comments)
        presenter.didRequest(.cycleSort, row: 0)
        #expect(usecase.listCalls.last?.sort == .created)
        presenter.didRequest(.flipOrder, row: 0)
        #expect(usecase.listCalls.last?.direction == .asc)
        #expect(usecase.listCalls.last?.page == 1)
    }

    @Test func aSearchUsesGitHubsIssueSearchAndSaysTheQueryAndTheCount() {
        let presenter = presenter()
        presenter.filterDidSubmit(query: "  label:bug is:closed ")
        #expect(usecase.searchCalls.map(\.query) == ["label:bug is:closed"])
        #expect(usecase.searchCalls.first?.kind == .issue)
        let answer = IssueSearchAnswer(page: SampleIssues.page([SampleIssues.issue(3)]), totalCount: 412)
        usecase.searchCalls[0].completion(.success(.fresh(answer, source: .network)))
        #expect(view.last.status.hasPrefix("412 issues · label:bug is:closed · updated ↓"))
        // An empty search is the open ones again.
        presenter.filterDidSubmit(query: " ")
        #expect(usecase.listCalls.count == 2)
        #expect(usecase.searchCalls.count == 1)
    }

    @Test func theNextPageIsAskedForNearTheEnd() {
        let presenter = presenter()
        let first = (1...30).map { SampleIssues.issue($0) }
        usecase.listCalls[0].completion(.success(.fresh(SampleIssues.page(first, next: 2), source: .network)))
        presenter.didMoveSelection(to: 2, visibleRowCount: 20)
        #expect(usecase.listCalls.count == 1)
        presenter.didMoveSelection(to: 15, visibleRowCount: 20)
        #expect(usecase.listCalls.map(\.page) == [1, 2])
        usecase.listCalls[1].completion(.success(.fresh(SampleIssues.page([SampleIssues.issue(99)], page: 2),
                                                        source: .network)))
        #expect(view.last.rows.last?.number == "#99")
    }

    @Test func pullRequestsSayTheirBranchesAndMergedOnesAreMarked() {
        _ = presenter(.pullRequests)
        #expect(usecase.pullCalls.count == 1 && usecase.listCalls.isEmpty)
        let pull = PullRequest(number: 12, title: "Add it", state: "closed", isMerged: true,
                               head: PullRequestBranch(ref: "feature", sha: "a"), base: PullRequestBranch(ref: "main", sha: "b"))
        usecase.pullCalls[0].completion(.success(.fresh(SampleIssues.page([pull]), source: .network)))
        #expect(view.last.rows.first?.branches == "feature → main")
        #expect(view.last.rows.first?.mark == .merged)
        #expect(view.last.status.hasPrefix("1 open pull request"))
    }

    @Test func aFailureWithNothingShownIsASentence() {
        _ = presenter()
        usecase.listCalls[0].completion(.failure(.notFound(message: "Not Found")))
        #expect(view.last.message.hasPrefix("Could not load the issues"))
        #expect(view.last.statusTone == .error)
    }
}
