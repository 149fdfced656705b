import Foundation
import Entities
import IssueListPresenter
import PresentationKit
import Routes
import TestSupport
import Testing
import Usecases

/// The issue list as one of the inbox's searches (`m`): GitHub's search across every
/// repository, each row saying its repository, Enter opening it there.
@MainActor
@Suite final class InboxListPresenterTests {
    private let view = IssueListViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = IssuesUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    private var kept: IssueListViewPresenter?

    private func presenter(_ search: InboxSearch, hasToken: Bool = true) -> IssueListViewPresenter {
        let presenter = IssueListViewPresenter(
            kind: .inbox(search), fullName: "", trail: ["github", search.title], view: view, router: router,
            issuesUsecase: usecase, pullRequestsUsecase: usecase,
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: hasToken))
        kept = presenter
        presenter.viewDidLoad(keyHints: ["Enter open"])
        return presenter
    }

    @Test func reviewRequestsSearchEveryRepositoryAndRowsSayTheirRepository() {
        let presenter = presenter(.reviewRequests)
        #expect(usecase.everywhereCalls.map(\.query) == ["is:pr is:open review-requested:@me"])
        #expect(usecase.listCalls.isEmpty && usecase.searchCalls.isEmpty)
        var found = SampleIssues.issue(9)
        found.repositoryFullName = "cli/cli\u{1B}[2J"
        usecase.everywhereCalls[0].completion(.success(.fresh(
            IssueSearchAnswer(page: SampleIssues.page([found]), totalCount: 1), source: .network)))
        #expect(view.last.rows.first?.meta.hasPrefix("cli/cli") == true)
        #expect(view.last.rows.first?.meta.contains("\u{1B}") == false)
        #expect(view.last.status.hasPrefix("1 pull request"))
        presenter.didRequest(.open, row: 0)
        #expect(router.shown == [.issue(fullName: "cli/cli\u{1B}[2J", number: 9)])
        presenter.didRequest(.openInBrowser, row: 5)
        #expect(browser.openedURLs == ["https://github.com/pulls/review-requested"])
    }

    @Test func sAndSChangeTheInboxSearchsSortAndOrder() {
        let presenter = presenter(.issues)
        presenter.didRequest(.cycleSort, row: 0)
        presenter.didRequest(.flipOrder, row: 0)
        #expect(usecase.everywhereCalls.map(\.sort) == [.updated, .comments, .comments])
        #expect(usecase.everywhereCalls.map(\.order) == [.desc, .desc, .asc])
    }

    @Test func aSearchTypedIsAddedToTheInboxQuery() {
        let presenter = presenter(.issues)
        presenter.filterDidSubmit(query: "label:bug")
        #expect(usecase.everywhereCalls.map(\.query).last == "is:issue is:open assignee:@me label:bug")
    }

    @Test func withoutATokenItSaysHowToGetOneAndSearchesNothing() {
        _ = presenter(.pullRequests, hasToken: false)
        #expect(usecase.everywhereCalls.isEmpty)
        #expect(view.last.message == "Your pull requests need a token: run gh auth login, or set GH_TOKEN.")
    }

    @Test func aRepositorysListOpensItsOwnRepositoryWhateverAnIssueNames() {
        let presenter = IssueListViewPresenter(
            kind: .issues, fullName: "o/r", trail: ["github", "o/r", "issues"], view: view, router: router,
            issuesUsecase: usecase, pullRequestsUsecase: usecase,
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: true))
        kept = presenter
        presenter.viewDidLoad(keyHints: [])
        var issue = SampleIssues.issue(7)
        issue.repositoryFullName = "elsewhere/other"
        usecase.listCalls[0].completion(.success(.fresh(SampleIssues.page([issue]), source: .network)))
        presenter.didRequest(.open, row: 0)
        #expect(router.shown == [.issue(fullName: "o/r", number: 7)])
        #expect(view.last.rows.first?.meta.contains("elsewhere") == false)
    }
}
