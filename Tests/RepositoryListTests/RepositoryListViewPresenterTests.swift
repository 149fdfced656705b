import Entities
import Usecases
import Interactors
@testable import RepositoryListPresenter
import TestSupport
import Testing

@MainActor
@Suite final class RepositoryListViewPresenterTests {
    private let view = RepositoryListViewSpy()
    private let router = RepositoryListRouterSpy()
    private let search = SearchRepositoryUsecaseMock()
    private let history = SearchHistoryUsecaseMock()
    private let clock = ManualClock(now: Sample.now)
    private let clipboard = ClipboardUsecaseMock()
    private var presenter: RepositoryListViewPresenter!

    init() {
        makePresenter(hasToken: false)
    }

    private func makePresenter(hasToken: Bool) {
        presenter = RepositoryListViewPresenter(
            view: view, router: router, searchUsecase: search, historyUsecase: history,
            delayUsecase: DelayInteractor(scheduler: clock), starStateUsecase: StarStateUsecaseMock(),
            services: .doubles(clipboard: clipboard, dateProvider: clock, hasToken: hasToken),
            initialSearch: nil, breadcrumb: ["github"])
    }

    private func submitAndAnswer(_ query: String = "tetris", count: Int = 100, total: Int = 2_723) {
        presenter.searchFieldDidSubmit(query: query)
        search.lastCall?.completion(.success(Sample.page(query: query, page: 1, count: count, total: total)))
    }

    // MARK: Launch

    @Test func fCAndROpenTheSelectedRepositorysScreensAtItsDefaultBranch() {
        presenter.viewDidLoad(keyHints: [])
        submitAndAnswer()
        presenter.didRequest(.files, row: 1)
        presenter.didRequest(.commits, row: 1)
        presenter.didRequest(.releases, row: 2)
        #expect(router.shownInside == ["files owner1/repo1@HEAD", "commits owner1/repo1@HEAD", "releases owner2/repo2"])
        presenter.didRequest(.files, row: 500)
        #expect(router.shownInside.count == 3, "no such row: nothing opens")
    }

    @Test func yCopiesTheSelectedRepositorysLink() {
        presenter.viewDidLoad(keyHints: [])
        submitAndAnswer()
        presenter.didRequest(.copyLink, row: 2)
        presenter.didRequest(.copyLink, row: 500)
        #expect(clipboard.copiedTexts == ["https://github.com/owner2/repo2"])
        #expect(view.last.status.contains("copied the repository's link: https://github.com/owner2/repo2"))
    }

    @Test func aNewSearchRunsWithTheConfiguredDefaultSortAndOrder() {
        presenter = RepositoryListViewPresenter(
            view: view, router: router, searchUsecase: search, historyUsecase: history,
            delayUsecase: DelayInteractor(scheduler: clock), starStateUsecase: StarStateUsecaseMock(),
            services: .doubles(clipboard: ClipboardUsecaseMock(), dateProvider: clock, hasToken: false),
            initialSearch: nil, breadcrumb: ["github"], defaultSort: .stars, defaultOrder: .asc)
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidSubmit(query: "tetris")
        #expect(search.lastCall?.options.sort == .stars)
        #expect(search.lastCall?.options.order == .asc)
    }

    @Test func firstLaunchFocusesTheEmptyQueryFieldAndWaits() {
        presenter.viewDidLoad(keyHints: [])
        #expect(history.loadCount == 1)
        #expect(view.last.focus == .query)
        #expect(view.replacedQueries.isEmpty, "the field stays as the person left it")
        #expect(view.last.rows.isEmpty)
        #expect(view.last.placeholder == RepositoryListViewPresenter.welcome)
        #expect(search.calls.isEmpty)
    }

    @Test func theQueryFieldsHintsNameOnlyItsOwnKeys() {
        presenter.viewDidLoad(keyHints: ["Enter open", "s sort", "m yours", "? keys"],
                              fieldHints: ["Enter search", "↑ history", "Esc results"])
        #expect(view.last.focus == .query)
        #expect(view.last.status.contains("Enter search · ↑ history · Esc results"), "\(view.last.status)")
        #expect(!view.last.status.contains("s sort") && !view.last.status.contains("? keys"), "\(view.last.status)")
    }

    @Test func launchWithHistoryRecallsTheLastQueryAndSearchesAtOnce() {
        history.snapshot = SearchHistorySnapshot(queries: ["swift tui", "older"])
        presenter.viewDidLoad(keyHints: [])
        #expect(view.replacedQueries == ["swift tui"])
        #expect(view.last.focus == .results)
        #expect(search.calls.map(\.query) == ["swift tui"])
        #expect(search.lastCall?.page == 1)
        #expect(search.lastCall?.options.perPage == 100)
        #expect(view.last.status.contains("searching"), "\(view.last.status)")
        #expect(history.recorded.isEmpty, "recalling is not a new submission")
    }

    @Test func historyArrivingAfterTheUserStartedTypingDoesNotOverwriteIt() {
        history.snapshot = SearchHistorySnapshot(queries: ["old"])
        history.answersLoadImmediately = false
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidChange(text: "new")
        history.finishLoad()
        #expect(view.replacedQueries.isEmpty)
        #expect(search.calls.isEmpty)
    }

    // MARK: Searching

    @Test func submittingSearchesRecordsAndShowsProgress() {
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidSubmit(query: "  tetris language:swift  ")
        #expect(search.lastCall?.query == "tetris language:swift")
        #expect(history.recorded == ["tetris language:swift"])
        #expect(view.last.focus == .results)
        #expect(view.last.statusTone == .busy)
        #expect(view.last.status == "searching “tetris language:swift”…")
    }

    @Test func resultsBecomeRowsAndTheStatusCountsThem() {
        presenter.viewDidLoad(keyHints: [])
        submitAndAnswer(count: 100, total: 2_723)
        #expect(view.last.rows.count == 100)
        #expect(view.last.status == "2,723 repositories · 100 of 1,000 loaded · search limit 29/30 left")
        #expect(view.last.statusTone == .normal)
        #expect(view.last.placeholder == nil)
        let name = view.last.rows[0].cells.first { $0.role == .name }?.text ?? ""
        #expect(name.hasPrefix("owner0/repo0"), "\(name)")
        let stars = view.last.rows[0].cells.first { $0.role == .stars }?.text ?? ""
        #expect(stars.contains("★ 12.3k"), "\(stars)")
    }

    @Test func emptySubmissionAsksForAQueryInsteadOfSearching() {
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidSubmit(query: "   ")
        #expect(search.calls.isEmpty)
        #expect(history.recorded.isEmpty)
        #expect(view.last.statusTone == .warning)
        #expect(view.last.focus == .query)
    }

    @Test func noResultsSaysSo() {
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidSubmit(query: "zzzz")
        search.lastCall?.completion(.success(Sample.page(query: "zzzz", page: 1, count: 0, total: 0, hasNext: false)))
        #expect(view.last.placeholder == "No repositories match “zzzz”.")
        #expect(view.last.status.hasPrefix("0 repositories"), "\(view.last.status)")
    }

    @Test func aNewSearchCancelsTheOldOneAndItsLateAnswerIsNeverDrawn() {
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidSubmit(query: "first")
        let first = search.calls[0]
        presenter.searchFieldDidSubmit(query: "second")
        #expect(first.cancellable.cancelCount == 1)
        let displaysBefore = view.displayed.count
        first.completion(.success(Sample.page(query: "first", page: 1, count: 5, total: 5)))
        #expect(view.displayed.count == displaysBefore, "a stale answer must not redraw")
        #expect(view.last.rows.isEmpty)
        search.calls[1].completion(.success(Sample.page(query: "second", page: 1, count: 3, total: 3, hasNext: false)))
        #expect(view.last.rows.count == 3)
    }

    @Test func aNewSearchResetsTheSelectionButAPageDoesNot() {
        presenter.viewDidLoad(keyHints: [])
        submitAndAnswer()
        #expect(view.selectionResets == 1)
        presenter.didMoveSelection(to: 90, visibleRowCount: 20)
        search.lastCall?.completion(.success(Sample.page(query: "tetris", page: 2, count: 100, total: 2_723)))
        #expect(view.selectionResets == 1)
        submitAndAnswer("other")
        #expect(view.selectionResets == 2)
    }

    // MARK: Paging

    @Test func nearingTheEndFetchesTheNextPageOnceAndTheListGrowsInPlace() {
        presenter.viewDidLoad(keyHints: [])
        presenter.viewDidResize(columns: 120)
        submitAndAnswer()
        presenter.didMoveSelection(to: 10, visibleRowCount: 20)
        #expect(search.calls.count == 1, "far from the end: no request")
        presenter.didMoveSelection(to: 85, visibleRowCount: 20)
        presenter.didMoveSelection(to: 86, visibleRowCount: 20)
        #expect(search.calls.count == 2, "one request for the next page, not one per key")
        #expect(search.lastCall?.page == 2)
        #expect(view.last.status == "2,723 repositories · 100 of 1,000 loaded · loading more… · search limit 29/30 left")
        search.lastCall?.completion(.success(Sample.page(query: "tetris", page: 2, count: 100, total: 2_723)))
        #expect(view.last.rows.count == 200)
        #expect(view.last.status.contains("200 of 1,000 loaded"), "\(view.last.status)")
    }

    @Test func pagingStopsAtGitHubsThousandResultCap() {
        presenter.viewDidLoad(keyHints: [])
        submitAndAnswer(total: 50_000)
        for page in 2...10 {
            presenter.didMoveSelection(to: page * 100 - 101, visibleRowCount: 20)
            #expect(search.lastCall?.page == page)
            search.lastCall?.completion(.success(Sample.page(query: "tetris", page: page, count: 100, total: 50_000)))
        }
        #expect(view.last.rows.count == 1_000)
        presenter.didMoveSelection(to: 999, visibleRowCount: 20)
        #expect(search.calls.count == 10, "no eleventh page")
        #expect(view.last.status.contains("1,000 of 1,000 loaded"), "\(view.last.status)")
    }

    @Test func pagingStopsOnTheLastPage() {
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidSubmit(query: "small")
        search.lastCall?.completion(.success(Sample.page(query: "small", page: 1, count: 40, total: 40, hasNext: false)))
        presenter.didMoveSelection(to: 39, visibleRowCount: 20)
        #expect(search.calls.count == 1)
    }

    @Test func aFailedPageKeepsTheRowsAndSaysWhy() {
        presenter.viewDidLoad(keyHints: [])
        presenter.viewDidResize(columns: 120)
        submitAndAnswer()
        presenter.didMoveSelection(to: 95, visibleRowCount: 20)
        search.lastCall?.completion(.failure(.serverError(status: 502, message: "Bad Gateway")))
        #expect(view.last.rows.count == 100)
        #expect(view.last.statusTone == .error)
        #expect(view.last.status.contains("server error (502"), "\(view.last.status)")
        #expect(view.last.status.hasSuffix("next try in 2 s"), "\(view.last.status)")
        presenter.didMoveSelection(to: 96, visibleRowCount: 20)
        #expect(search.calls.count == 2, "moving does not retry before the backoff")
        clock.advance(by: 2)
        #expect(search.calls.count == 3, "after the backoff the page is asked for again")
        #expect(search.lastCall?.page == 2)
    }

    // MARK: Errors as sentences

    private func statusAfterFailure(_ error: GitHubError) -> RepositoryListViewModel {
        presenter.viewDidLoad(keyHints: [])
        presenter.viewDidResize(columns: 120)
        presenter.searchFieldDidSubmit(query: "q")
        search.lastCall?.completion(.failure(error))
        return view.last
    }

    @Test func rateLimitSaysWhenItResetsAndSuggestsAToken() {
        let reset = Sample.now.addingTimeInterval(42)
        let model = statusAfterFailure(.rateLimited(RateLimit(limit: 10, remaining: 0, resetAt: reset, resource: "search")))
        #expect(model.status == "search rate limit reached; resets in 42 s (for a higher limit: gh auth login, or set GH_TOKEN)")
        #expect(model.statusTone == .error)
        #expect(model.placeholder != nil, "the screen stays usable with a hint")
    }

    @Test func rateLimitWithATokenDoesNotSuggestOne() {
        makePresenter(hasToken: true)
        let model = statusAfterFailure(.rateLimited(RateLimit(remaining: 0, resetAt: Sample.now.addingTimeInterval(600), resource: "search")))
        #expect(model.status == "search rate limit reached; resets in 10 min")
    }

    @Test func secondaryLimitSaysHowLongToWait() {
        let model = statusAfterFailure(.secondaryRateLimit(retryAfter: 60, message: "abuse"))
        #expect(model.status == "GitHub's secondary rate limit was hit; wait 60 s before searching again")
    }

    @Test func invalidQueryShowsGitHubsOwnMessage() {
        let model = statusAfterFailure(.invalidQuery(message: "Validation Failed",
                                                     details: ["The search is longer than 256 characters."]))
        #expect(model.status == "GitHub rejected the query: Validation Failed: The search is longer than 256 characters.")
    }

    @Test func otherFailuresReadAsSentences() {
        #expect(statusAfterFailure(.unauthorized(message: "Bad credentials")).status
            .hasPrefix("bad credentials (Bad credentials)"))
        #expect(statusAfterFailure(.transport(.connectionRefused)).status.hasPrefix("network unreachable"))
        #expect(statusAfterFailure(.transport(.timedOut)).status.hasPrefix("network timeout"))
        #expect(statusAfterFailure(.undecodable("items[3].owner")).status
            .contains("could not be read (items[3].owner)"))
    }

    // MARK: Selection

    @Test func selectingARowShowsThatRepository() {
        presenter.viewDidLoad(keyHints: [])
        submitAndAnswer()
        presenter.didSelectRow(at: 2)
        #expect(router.shownRepositories.map(\.fullName) == ["owner2/repo2"])
        presenter.didSelectRow(at: 500)
        #expect(router.shownRepositories.count == 1, "out of range is ignored")
    }

    // MARK: Focus and history walking

    @Test func focusMovesBetweenFieldAndResults() {
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidCancel()
        #expect(view.last.focus == .results)
        presenter.didRequest(.focusSearch, row: 0)
        #expect(view.last.focus == .query)
    }

    @Test func upAndDownWalkThroughEarlierQueriesLikeAShell() {
        history.snapshot = SearchHistorySnapshot(queries: ["newest", "middle", "oldest"])
        history.answersLoadImmediately = false
        presenter.viewDidLoad(keyHints: [])
        history.finishLoad()
        // History arrived with an empty field: it searched "newest". Go back to typing.
        presenter.didRequest(.focusSearch, row: 0)
        presenter.searchFieldDidChange(text: "draft")
        presenter.searchFieldDidRequestOlderQuery(current: "draft")
        #expect(view.query == "newest")
        presenter.searchFieldDidRequestOlderQuery(current: view.query)
        #expect(view.query == "middle")
        presenter.searchFieldDidRequestOlderQuery(current: view.query)
        presenter.searchFieldDidRequestOlderQuery(current: view.query)
        #expect(view.query == "oldest", "stops at the oldest")
        presenter.searchFieldDidRequestNewerQuery()
        #expect(view.query == "middle")
        presenter.searchFieldDidRequestNewerQuery()
        presenter.searchFieldDidRequestNewerQuery()
        #expect(view.query == "draft", "past the newest comes back to what was typed")
    }

    @Test func fromAnEmptyFieldTheFirstUpGivesTheMostRecentQuery() {
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidSubmit(query: "one")
        presenter.searchFieldDidSubmit(query: "two")
        presenter.didRequest(.focusSearch, row: 0)
        presenter.searchFieldDidChange(text: "")
        let replaced = view.replacedQueries.count
        presenter.searchFieldDidRequestOlderQuery(current: "")
        #expect(view.query == "two")
        #expect(view.replacedQueries.count == replaced + 1, "the View must replace its field text")
    }

    @Test func aHistoryProblemIsShownOnce() {
        history.snapshot = SearchHistorySnapshot(queries: [], problem: .corruptFileMovedAside(movedTo: "/s/history.corrupt-1"))
        presenter.viewDidLoad(keyHints: [])
        #expect(view.last.statusTone == .warning)
        #expect(view.last.status.contains("history.corrupt-1"), "\(view.last.status)")
        submitAndAnswer()
        #expect(!(view.last.status.contains("history")), "\(view.last.status)")
    }

    @Test func anUnwritableHistoryWarnsButSearchingWorks() {
        history.recordProblem = .unwritable(reason: "Read-only file system")
        presenter.viewDidLoad(keyHints: [])
        submitAndAnswer()
        #expect(view.last.rows.count == 100)
        #expect(view.last.status.contains("The search history is off: Read-only file system."), "\(view.last.status)")
    }

    // MARK: Layout and hostile text

    @Test func rowsAreLaidOutToTheScreenWidth() {
        presenter.viewDidLoad(keyHints: [])
        submitAndAnswer()
        for columns in [16, 40, 80, 120] {
            presenter.viewDidResize(columns: columns)
            let width = view.last.rows[0].cells.map(\.text).map(DisplayWidthProbe.width).reduce(0, +)
            #expect(width <= columns, "\(columns) columns")
        }
        presenter.viewDidResize(columns: 30)
        #expect(!(view.last.rows[0].cells.contains { $0.role == .description }), "narrow screens drop the description")
    }

    @Test func hostileDescriptionsReachTheViewWithoutControlCharacters() {
        presenter.viewDidLoad(keyHints: [])
        presenter.searchFieldDidSubmit(query: "evil")
        let evil = Sample.repository(1, description: "ok\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}gnp.exe\r\nnext")
        search.lastCall?.completion(.success(SearchResults(
            query: "evil", page: 1, totalCount: 1, incompleteResults: false, repositories: [evil],
            links: PageLinks(), rateLimit: nil)))
        let text = view.last.rows[0].cells.map(\.text).joined()
        #expect(!(text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }), "\(text.debugDescription)")
        #expect(text.contains("ok"))
    }
}
