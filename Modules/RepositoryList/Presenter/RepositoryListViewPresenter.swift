import Entities
import Usecases
import PresentationKit
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
    private let searchUsecase: SearchRepositoryUsecase
    private let historyUsecase: SearchHistoryUsecase
    private let delayUsecase: DelayUsecase
    /// `*` on a row: asks whether you starred it, then turns that around.
    private let starStateUsecase: StarStateUsecase
    /// `*`'s requests (the state, then the change), while they run.
    private var starRequest: Cancellable?
    private let dateProvider: DateProvider
    private let hasToken: Bool
    /// The search a pushed list starts with; nil for the root list, which recalls the history.
    private let initialSearch: RepositorySearch?
    /// Where this list is: `["github", "kennethreitz/legit", "user:kennethreitz"]`.
    private let breadcrumb: [String]

    /// The status-line hints the View gave (from the key table).
    private var keyHints: [String] = []
    /// The query field's own hints, shown while it has the focus; nil: the screen's.
    private var fieldHints: [String]?
    private var model = RepositoryListViewModel()
    private var columns = 80
    private var layout = RepositoryRowLayout(columns: 80, names: [])
    private var history = SearchHistoryWalk()
    /// Whether the query field holds text (typed, or put there from the history): the last
    /// search is restored at launch only into an empty field. The text itself is the View's.
    private var fieldHasText = false
    /// The sort and order the next search runs with (the query comes from the field).
    private var sort: RepositorySearchSort?
    private var order = SearchOrder.desc
    /// The search as it pages in: it says what to fetch and what to show.
    private var session = SearchSession()
    /// The results so far; nil before the first search.
    private var search: SearchState? { session.results }
    /// The page request in flight, to cancel.
    private var inFlight: Cancellable?
    /// The next once-a-second status update while a failed search waits to try again.
    private var tick: Cancellable?
    /// A one-time notice (a history file problem) shown until the next search starts.
    private var notice: String?
    /// The warning given at launch (the response cache is off), kept so that a history problem
    /// found while it is still shown is added to it rather than replacing it.
    private let startupNotice: String?

    /// - Parameter startupNotice: one warning to show until the first search starts (the
    ///   response cache could not be set up), or nil.
    public init(view: RepositoryListDisplay, router: RepositoryListWireframe,
                searchUsecase: SearchRepositoryUsecase, historyUsecase: SearchHistoryUsecase,
                delayUsecase: DelayUsecase, starStateUsecase: StarStateUsecase, dateProvider: DateProvider,
                hasToken: Bool, initialSearch: RepositorySearch?, breadcrumb: [String],
                startupNotice: String? = nil, defaultSort: RepositorySearchSort? = nil,
                defaultOrder: SearchOrder = .desc) {
        sort = defaultSort
        order = defaultOrder
        self.starStateUsecase = starStateUsecase
        self.view = view
        self.router = router
        self.searchUsecase = searchUsecase
        self.historyUsecase = historyUsecase
        self.delayUsecase = delayUsecase
        self.dateProvider = dateProvider
        self.hasToken = hasToken
        self.initialSearch = initialSearch
        self.breadcrumb = breadcrumb
        notice = startupNotice
        self.startupNotice = startupNotice
    }

    isolated deinit {
        inFlight?.cancel()
        tick?.cancel()
        starRequest?.cancel()
    }

    // MARK: - Events from the View

    public func viewDidLoad(keyHints: [String], fieldHints: [String]) {
        self.fieldHints = fieldHints
        viewDidLoad(keyHints: keyHints)
    }

    public func viewDidLoad(keyHints: [String]) {
        self.keyHints = keyHints
        model.header = layout.header()
        model.placeholder = Self.welcome
        model.canGoBack = initialSearch != nil
        refreshBreadcrumb()
        if let initialSearch {
            // A pushed list: its own search, at once, recorded like a typed one.
            sort = initialSearch.sort
            order = initialSearch.order
            replaceQuery(with: initialSearch.query)
            submit(initialSearch)
        } else {
            refreshStatus()
            display()
        }
        historyUsecase.loadHistory { [weak self] snapshot in
            self?.historyDidLoad(snapshot)
        }
    }

    public func viewDidResize(columns: Int) {
        guard columns != self.columns else { return }
        self.columns = columns
        relayout()
        refreshBreadcrumb()
        refreshStatus()
        display()
    }

    public func searchFieldDidChange(text: String) {
        // The View shows its own text; nothing to display.
        history.stop()
        fieldHasText = !text.isEmpty
    }

    public func searchFieldDidSubmit(query: String) {
        fieldHasText = !query.isEmpty
        let trimmed = String(query.trimmingWhitespace)
        guard !trimmed.isEmpty else {
            model.focus = .query
            model.status = "Type a query first: words and GitHub qualifiers, e.g. tetris language:swift"
            model.statusTone = .warning
            display()
            return
        }
        submit(RepositorySearch(query: trimmed, sort: sort, order: order))
    }

    public func searchFieldDidRequestOlderQuery(current: String) {
        guard let entry = history.older(current: RepositorySearch(query: current, sort: sort, order: order)) else {
            return
        }
        recall(entry)
    }

    public func searchFieldDidRequestNewerQuery() {
        guard let entry = history.newer() else { return }
        recall(entry)
    }

    public func searchFieldDidCancel() {
        history.stop()
        model.focus = .results
        display()
    }

    public func didRequest(_ command: RepositoryListCommand, row: Int) {
        switch command {
        case .focusSearch: focusSearch()
        case .cycleSort: nextSort()
        case .flipOrder: flipOrder()
        case .yourLists: showYourLists()
        case .files: showFiles(row: row)
        case .commits: showCommits(row: row)
        case .releases: showReleases(row: row)
        case .issues: repository(atRow: row).map { router.show(.issues(fullName: $0.fullName)) }
        case .pullRequests: repository(atRow: row).map { router.show(.pullRequests(fullName: $0.fullName)) }
        case .workflowRuns: repository(atRow: row).map { router.show(.workflowRuns(fullName: $0.fullName)) }
        case .toggleStar: toggleStar(onRow: row)
        case .refresh: refresh()
        }
    }

    private func focusSearch() {
        model.focus = .query
        display()
    }

    public func didSelectRow(at index: Int) {
        guard let search, let repository = repository(atRow: index) else { return }
        router.show(.repository(repository, foundWith: search.request))
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        perform(session.selectionDidMove(to: index, visibleRowCount: visibleRowCount, now: dateProvider.now))
    }

    private func nextSort() {
        changeSort(to: SearchSortCycle.nextSort(of: RepositorySearch(query: search?.query ?? "", sort: sort, order: order)))
    }

    private func flipOrder() {
        let current = RepositorySearch(query: search?.query ?? "", sort: sort, order: order)
        guard let flipped = SearchSortCycle.flippedOrder(of: current) else {
            notice = "best match has no order; press s to sort"
            refreshStatus()
            display()
            return
        }
        changeSort(to: flipped)
    }

    private func showYourLists() {
        router.show(.choice(title: "Yours", options: [
            RouteOption(label: "your stars", route: .starredRepositories),
            RouteOption(label: "your repositories", route: .ownRepositories),
        ]))
    }

    private func showFiles(row: Int) {
        place(atRow: row).map { router.show(.files($0, path: "")) }
    }

    private func showCommits(row: Int) {
        place(atRow: row).map { router.show(.commits($0)) }
    }

    private func showReleases(row: Int) {
        repository(atRow: row).map { router.show(.releases(fullName: $0.fullName)) }
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
        let name = TextSanitizer.singleLine(repository.fullName)
        guard hasToken else {
            say("* needs a token to star \(name): run gh auth login, or set GH_TOKEN")
            return
        }
        guard starRequest == nil else { return }
        say("asking GitHub about your star on \(name)…")
        // The list does not know your stars: ask, then turn the answer around.
        starRequest = starStateUsecase.fetchStarState(fullName: repository.fullName) { [weak self] answer in
            guard let self else { return }
            switch answer {
            case .success(let starred):
                self.starRequest = starStateUsecase.setStarred(!starred, fullName: repository.fullName) {
                    [weak self] answer in
                    self?.starDidChange(answer, repository: repository, was: starred)
                }
            case .failure(let error):
                self.starDidChange(.failure(error), repository: repository, was: nil)
            }
        }
    }

    private func starDidChange(_ answer: Result<Bool, GitHubError>, repository: Repository, was: Bool?) {
        starRequest = nil
        let name = TextSanitizer.singleLine(repository.fullName)
        switch answer {
        case .success(let starred):
            if let was, was != starred { session.adjustStars(of: repository.id, by: starred ? 1 : -1) }
            relayout(force: true)
            say(starred ? "★ starred \(name)" : "unstarred \(name)")
        case .failure(let error):
            say("could not change your star on \(name): "
                + ErrorSentence.describe(error, now: dateProvider.now, hasToken: hasToken))
        }
    }

    /// One sentence on the status line until the next search.
    private func say(_ sentence: String) {
        notice = sentence
        refreshStatus()
        display()
    }

    private func refresh() {
        perform(session.refreshNow(now: dateProvider.now))
    }

    // MARK: - Searching

    /// Runs `request` from the first page and records it in the history.
    private func submit(_ request: RepositorySearch) {
        history.remember(request)
        startSearch(request)
        historyUsecase.record(request) { [weak self] problem in
            self?.historyDidFail(problem)
        }
    }

    /// A new sort (or order) re-runs the current search from the first page; with no search
    /// yet, the next one will use it.
    private func changeSort(to request: RepositorySearch) {
        sort = request.sort
        order = request.order
        notice = nil
        if search != nil {
            submit(request)
        } else {
            refreshStatus()
            display()
        }
    }

    private func startSearch(_ request: RepositorySearch) {
        tick?.cancel()
        tick = nil
        notice = nil
        model.rows = []
        view?.resetSelection()
        model.focus = .results
        model.placeholder = nil
        perform(session.start(request))
    }

    // MARK: - Carrying out the session's commands

    private func perform(_ commands: [SearchSessionCommand]) {
        for command in commands {
            perform(command)
        }
    }

    private func perform(_ command: SearchSessionCommand) {
        switch command {
        case .cancelFetch:
            inFlight?.cancel()
            inFlight = nil
        case .fetch(let fetch):
            inFlight = searchUsecase.search(query: fetch.request.query, page: fetch.page,
                                            options: SearchSession.options(for: fetch.request),
                                            freshness: fetch.freshness) { [weak self] answer in
                self?.pageDidAnswer(answer, for: fetch)
            }
        case .showStatus:
            refreshStatus()
            display()
        case .showResults(let empty):
            switch empty {
            case .noMatch?: model.placeholder = noMatch
            case .failed?: model.placeholder = "Nothing to show. Fix the query and press Enter, or / to edit it."
            case nil: break
            }
            // Rows come from what was accepted (trimmed to the cap), never from the raw page; the
            // columns are sized from the names now loaded.
            relayout(force: true)
            refreshStatus()
            display()
        case .showReplacement:
            showReplacement()
        case .scheduleTick:
            scheduleTick()
        }
    }

    private func pageDidAnswer(_ answer: Result<CachedThenFresh<SearchResults>, GitHubError>, for fetch: PageFetch) {
        let commands = session.receive(answer, for: fetch, now: dateProvider.now)
        if !session.isLoading { inFlight = nil }
        perform(commands)
    }

    /// "No repositories match “tetris”." for the current search.
    private var noMatch: String {
        "No repositories match “\(search?.query ?? "")”."
    }

    /// Shows results that replaced those on screen; the View keeps its selection on the same
    /// repository (the rows' ids) where it still is.
    private func showReplacement() {
        model.placeholder = (search?.repositories ?? []).isEmpty ? noMatch : nil
        relayout(force: true)
        refreshStatus()
        display()
    }

    /// Sizes the columns for the screen width and the rows loaded, and lays out the rows again
    /// when that changes the layout (or when `force`d, because the rows changed).
    private func relayout(force: Bool = false) {
        let repositories = search?.repositories ?? []
        let newLayout = RepositoryRowLayout(columns: columns, repositories: repositories)
        guard force || newLayout != layout else { return }
        layout = newLayout
        model.header = layout.header()
        model.rows = repositories.map { RepositoryListRowViewModel(id: $0.fullName, layout.row(for: $0)) }
    }

    // MARK: - Waiting after a failure

    /// While a failed search waits, the status line counts down once a second; the session asks
    /// for the page again when its gate opens.
    private func scheduleTick() {
        tick?.cancel()
        tick = delayUsecase.after(seconds: 1) { [weak self] in
            self?.tickDidFire()
        }
    }

    private func tickDidFire() {
        tick = nil
        perform(session.tick(now: dateProvider.now))
    }

    // MARK: - History

    private func historyDidLoad(_ snapshot: SearchHistorySnapshot) {
        history.replace(with: snapshot.searches)
        // A pushed list has already recorded its own search: keep it first in the walk.
        if let own = search?.request, initialSearch != nil { history.remember(own) }
        reportHistoryProblem(snapshot.problem)
        if initialSearch == nil, let last = snapshot.searches.first, search == nil, !fieldHasText {
            recall(last)
            startSearch(last)
        } else {
            display()
        }
    }

    private func historyDidFail(_ problem: SearchHistoryProblem?) {
        guard problem != nil else { return }
        reportHistoryProblem(problem)
        display()
    }

    private func reportHistoryProblem(_ problem: SearchHistoryProblem?) {
        guard let problem else { return }
        let sentence = HistoryProblemSentence.describe(problem)
        if let startupNotice, notice == startupNotice {
            // Both locations unusable: both warnings, one after the other.
            notice = startupNotice + " " + sentence
        } else {
            notice = sentence
        }
        refreshStatus()
    }

    /// Puts a remembered search in the field, with its sort and order.
    private func recall(_ entry: RepositorySearch) {
        replaceQuery(with: entry.query)
        sort = entry.sort
        order = entry.order
        refreshStatus()
        display()
    }

    private func replaceQuery(with text: String) {
        fieldHasText = !text.isEmpty
        view?.replaceQuery(with: text)
    }

    // MARK: - Status line and breadcrumb

    private func refreshStatus() {
        let now = dateProvider.now
        // Only a search that will try again by itself counts down to it.
        let line = StatusLineComposer(
            search: search, sortLabel: sortLabel, loading: session.isLoading, notice: notice,
            retryIn: session.retryIn(at: now), now: now, hasToken: hasToken, cap: SearchSession.resultCap,
            cachedAt: session.refresh.cachedAt, refreshing: session.refresh.isActive,
            keyHints: model.focus == .query ? fieldHints ?? keyHints : keyHints)
        model.status = line.text(width: columns)
        model.statusTone = line.tone
    }

    /// "sorted by stars ↓", or nil for best match (GitHub's default needs no words).
    private var sortLabel: String? {
        sort == nil ? nil : SearchSortCycle.label(of: RepositorySearch(query: "", sort: sort, order: order))
    }

    /// Only pushed lists show where they are; the root list is where everything starts.
    private func refreshBreadcrumb() {
        model.breadcrumb = breadcrumb.count > 1 ? BreadcrumbText.fit(breadcrumb, toWidth: columns) : nil
    }

    private func display() {
        view?.display(model)
    }

    static let welcome = "Search GitHub's repositories: type words and qualifiers, e.g. tetris language:swift stars:>100"
}
