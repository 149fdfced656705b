import Entities
import Usecases
import PresentationKit
import RepositoryBrowsing
import Routes
import TextCells

/// Decides what the repository list shows: the query and its sort, the results as they page in,
/// and a status line that says what is happening in words.
///
/// The root list recalls the last search from the history; a list pushed from a detail screen
/// starts from its own search at once and says where the person is (its breadcrumb).
///
/// The View owns the query field's text and the selection: events say which row or what text
/// they act on, and the Presenter keeps no copy of either.
@MainActor
public final class RepositoryListViewPresenter: RepositoryListViewPresentation {
    private weak var view: RepositoryListDisplay?
    private let router: RepositoryListWireframe
    /// The history, and ↑/↓ through it.
    private var memory: SearchMemory!
    /// The search as it pages in, with its requests.
    private let run: SearchRun
    /// `*` on a row.
    private let star: RowStarToggle
    private let services: ScreenServices
    /// The search a pushed list starts with; nil for the root list, which recalls the history.
    private let initialSearch: RepositorySearch?
    /// What is on screen, fitted to its width.
    private var screen: RepositoryListScreen
    /// Whether the query field holds text (typed, or put there from the history): the last
    /// search is restored at launch only into an empty field. The text itself is the View's.
    private var fieldHasText = false
    private var sorting: SearchSortChoice
    /// The results so far; nil before the first search.
    private var search: SearchState? { run.results }
    private var notice: ListNotice
    /// `y`: the selected repository's link.

    /// - Parameter startupNotice: one warning to show until the first search starts (the
    ///   response cache could not be set up), or nil.
    public init(view: RepositoryListDisplay, router: RepositoryListWireframe,
                searchUsecase: SearchRepositoryUsecase, historyUsecase: SearchHistoryUsecase,
                delayUsecase: DelayUsecase, starStateUsecase: StarStateUsecase, services: ScreenServices,
                initialSearch: RepositorySearch?, breadcrumb: [String],
                startupNotice: String? = nil, defaultSort: RepositorySearchSort? = nil,
                defaultOrder: SearchOrder = .desc) {
        sorting = SearchSortChoice(sort: defaultSort, order: defaultOrder)
        self.view = view
        self.router = router
        self.services = services
        run = SearchRun(searchUsecase: searchUsecase, delayUsecase: delayUsecase, dateProvider: services.dateProvider)
        star = RowStarToggle(usecase: starStateUsecase, hasToken: services.hasToken, dateProvider: services.dateProvider)
        self.initialSearch = initialSearch
        screen = RepositoryListScreen(breadcrumb: breadcrumb)
        notice = ListNotice(startup: startupNotice)
        memory = SearchMemory(usecase: historyUsecase) { [weak self] problem in
            self?.historyDidFail(problem)
        }
        run.show = { [weak self] in self?.show($0) }
    }

    isolated deinit {
        run.cancelAll()
        star.cancel()
    }

    // MARK: - Events from the View

    public func viewDidLoad(keyHints: [String], fieldHints: [String]) {
        screen.fieldHints = fieldHints
        viewDidLoad(keyHints: keyHints)
    }

    public func viewDidLoad(keyHints: [String]) {
        screen.keyHints = keyHints
        screen.placeholder = Self.welcome
        screen.canGoBack = initialSearch != nil
        screen.fitBreadcrumb()
        if let initialSearch {
            // A pushed list: its own search, at once, recorded like a typed one.
            sorting.take(initialSearch)
            replaceQuery(with: initialSearch.query)
            submit(initialSearch)
        } else {
            displayWithStatus()
        }
        // A pushed list has already recorded its own search: it stays first in the walk.
        memory.load(keeping: { [weak self] in self?.initialSearch == nil ? nil : self?.search?.request }) {
            [weak self] searches in
            self?.historyDidLoad(searches)
        }
    }

    public func viewDidResize(columns: Int) {
        guard screen.resize(columns: columns) else { return }
        relayout()
        displayWithStatus()
    }

    public func searchFieldDidChange(text: String) {
        // The View shows its own text; nothing to display.
        memory.stop()
        fieldHasText = !text.isEmpty
    }

    public func searchFieldDidSubmit(query: String) {
        fieldHasText = !query.isEmpty
        let trimmed = String(query.trimmingWhitespace)
        guard !trimmed.isEmpty else {
            screen.focus = .query
            screen.warn("Type a query first: words and GitHub qualifiers, e.g. tetris language:swift")
            display()
            return
        }
        if let code = CodeSearchPrefix.query(of: trimmed) {
            searchCode(code)
            return
        }
        submit(sorting.search(trimmed))
    }

    /// `code:QUERY`: a code search on its own screen, or a sentence (no query, no token) with
    /// nothing sent. Not recorded in the repository searches' history.
    private func searchCode(_ query: String) {
        guard !query.isEmpty else {
            screen.focus = .query
            screen.warn("Type what to search for after code:, e.g. code:toto language:python")
            display()
            return
        }
        guard services.hasToken else {
            screen.focus = .query
            screen.warn(TokenSentence.needed(for: "code search", plural: false))
            display()
            return
        }
        router.show(.codeSearch(query: query, fullName: nil))
    }

    public func searchFieldDidRequestOlderQuery(current: String) {
        guard let entry = memory.older(current: sorting.search(current)) else { return }
        recall(entry)
    }

    public func searchFieldDidRequestNewerQuery() {
        guard let entry = memory.newer() else { return }
        recall(entry)
    }

    public func searchFieldDidCancel() {
        memory.stop()
        screen.focus = .results
        display()
    }

    public func didRequest(_ command: RepositoryListCommand, row: Int) {
        switch command {
        case .focusSearch: focusSearch()
        case .cycleSort: nextSort()
        case .flipOrder: flipOrder()
        case .yourLists: showYourLists()
        case .files: place(atRow: row).map { router.show(.files($0, path: "")) }
        case .commits: place(atRow: row).map { router.show(.commits($0)) }
        case .releases: repository(atRow: row).map { router.show(.releases(fullName: $0.fullName)) }
        case .issues: repository(atRow: row).map { router.show(.issues(fullName: $0.fullName)) }
        case .pullRequests: repository(atRow: row).map { router.show(.pullRequests(fullName: $0.fullName)) }
        case .workflowRuns: repository(atRow: row).map { router.show(.workflowRuns(fullName: $0.fullName)) }
        case .toggleStar: toggleStar(onRow: row)
        case .copyLink:
            guard let repository = repository(atRow: row) else { return }
            services.clipboard.copy(url: GitHubWebURL.repository(repository.fullName), what: "the repository's link") {
                [weak self] text, _ in self?.say(text)
            }
        case .refresh: refresh()
        }
    }

    private func focusSearch() {
        screen.focus = .query
        display()
    }

    public func didSelectRow(at index: Int) {
        guard let search, let repository = repository(atRow: index) else { return }
        router.show(.repository(repository, foundWith: search.request))
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        run.selectionDidMove(to: index, visibleRowCount: visibleRowCount)
    }

    private func nextSort() {
        changeSort(to: sorting.nextSort(of: search?.query ?? ""))
    }

    private func flipOrder() {
        guard let flipped = sorting.flippedOrder(of: search?.query ?? "") else {
            notice.say("best match has no order; press s to sort")
            displayWithStatus()
            return
        }
        changeSort(to: flipped)
    }

    private func showYourLists() {
        router.show(.choice(title: "Yours", options: [
            RouteOption(label: "your stars", route: .starredRepositories),
            RouteOption(label: "your repositories", route: .ownRepositories),
            RouteOption(label: "notifications", route: .notifications),
        ] + InboxSearch.allCases.map { RouteOption(label: $0.title, route: .inbox($0)) }))
    }

    /// The repository shown on row `row`, nil when there is no such row.
    private func repository(atRow row: Int) -> Repository? {
        guard let repositories = search?.repositories, repositories.indices.contains(row) else { return nil }
        return repositories[row]
    }

    /// Row `row`'s repository at its default branch (`HEAD` when the result does not say).
    private func place(atRow row: Int) -> RepositoryRef? {
        repository(atRow: row).map { RepositoryRef(fullName: $0.fullName, ref: $0.defaultBranch ?? "HEAD") }
    }

    private func toggleStar(onRow row: Int) {
        guard let repository = repository(atRow: row) else { return }
        star.toggle(repository, say: { [weak self] in self?.say($0) }) { [weak self] change in
            self?.run.adjustStars(of: repository.id, by: change)
            self?.relayout(force: true)
        }
    }

    /// One sentence on the status line until the next search.
    private func say(_ sentence: String) {
        notice.say(sentence)
        displayWithStatus()
    }

    private func refresh() {
        run.refreshNow()
    }

    // MARK: - Searching

    /// Runs `request` from the first page and records it in the history.
    private func submit(_ request: RepositorySearch) {
        startSearch(request)
        memory.record(request)
    }

    /// A new sort (or order) re-runs the current search from the first page; with no search
    /// yet, the next one will use it.
    private func changeSort(to request: RepositorySearch) {
        sorting.take(request)
        notice.clear()
        if search != nil {
            submit(request)
        } else {
            displayWithStatus()
        }
    }

    private func startSearch(_ request: RepositorySearch) {
        notice.clear()
        screen.clearRows()
        view?.resetSelection()
        screen.focus = .results
        screen.placeholder = nil
        run.start(request)
    }

    // MARK: - Showing what the search brought

    private func show(_ showing: SearchRun.Showing) {
        let repositories = search?.repositories ?? []
        switch showing {
        case .status: break
        // Rows come from what was accepted (trimmed to the cap), never from the raw page; the
        // columns are sized from the names now loaded.
        case .results(let empty): screen.showResults(repositories, query: search?.query ?? "", empty: empty)
        case .replacement: screen.showReplacement(repositories, query: search?.query ?? "")
        }
        displayWithStatus()
    }

    private func relayout(force: Bool = false) {
        screen.layOut(search?.repositories ?? [], force: force)
    }

    // MARK: - History

    private func historyDidLoad(_ searches: [RepositorySearch]) {
        if initialSearch == nil, let last = searches.first, search == nil, !fieldHasText {
            recall(last)
            startSearch(last)
        } else {
            display()
        }
    }

    private func historyDidFail(_ problem: SearchHistoryProblem) {
        notice.add(problem)
        displayWithStatus()
    }

    /// Puts a remembered search in the field, with its sort and order.
    private func recall(_ entry: RepositorySearch) {
        replaceQuery(with: entry.query)
        sorting.take(entry)
        displayWithStatus()
    }

    private func replaceQuery(with text: String) {
        fieldHasText = !text.isEmpty
        view?.replaceQuery(with: text)
    }

    // MARK: - Status line and breadcrumb

    private func refreshStatus() {
        let now = services.dateProvider.now
        // Only a search that will try again by itself counts down to it.
        screen.setStatus { keyHints in StatusLineComposer(
            search: search, sortLabel: sorting.label, loading: run.session.isLoading, notice: notice.text,
            retryIn: run.session.retryIn(at: now), now: now, hasToken: services.hasToken, cap: SearchSession.resultCap,
            cachedAt: run.session.refresh.cachedAt, refreshing: run.session.refresh.isActive,
            keyHints: keyHints) }
    }

    private func display() {
        view?.display(screen.model)
    }

    /// The status line composed again, then the screen shown.
    private func displayWithStatus() {
        refreshStatus()
        display()
    }

    static let welcome = "Search GitHub's repositories: type words and qualifiers, e.g. tetris language:swift stars:>100"
}
