import Entities
import Usecases
import PresentationKit
import TextCells

/// Decides what the repository list shows: the query and its sort, the results as they page in,
/// and a status line that says what is happening in words.
///
/// The root list recalls the last search from the history; a list pushed from a detail screen
/// starts from its own search at once and says where the person is (its breadcrumb).
@MainActor
public final class RepositoryListViewPresenter: RepositoryListViewPresentation {
    /// GitHub never returns more than this many results for one query.
    public static let resultCap = 1_000
    public static let pageSize = 100
    /// Start fetching the next page when the selection is this close to the end of what is loaded.
    static let prefetchDistance = 20

    private weak var view: RepositoryListView?
    private let router: RepositoryListWireframe
    private let searchUsecase: SearchRepositoryUsecase
    private let historyUsecase: SearchHistoryUsecase
    private let delayUsecase: DelayUsecase
    /// `*` on the selected row; nil when the list cannot star (not given).
    private let starStateUsecase: StarStateUsecase?
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
    private var model = RepositoryListViewModel()
    private var columns = 80
    private var layout = RepositoryRowLayout(columns: 80, names: [])
    private var history = SearchHistoryWalk()
    /// The query field's text as last reported by the View (the View owns the field).
    private var typedQuery = ""
    /// The sort and order the next search runs with (the query comes from the field).
    private var sort: RepositorySearchSort?
    private var order = SearchOrder.desc
    private var search: SearchState?
    private var inFlight: Cancellable?
    /// When the current search may ask GitHub again after a failure.
    private var gate = RetryGate()
    /// The next once-a-second status update while the gate is closed.
    private var tick: Cancellable?
    /// A one-time notice (a history file problem) shown until the next search starts.
    private var notice: String?
    /// The first page's request in flight or to retry: the one that replaces what is shown.
    private var refresh = FirstPageRefresh()
    /// How many pages the refresh asks for again: all those loaded when `r` was pressed.
    private var refreshPages = 1
    /// The pages a refresh has received so far, while it asks for the next: swapped in together
    /// once the last arrives, so `r` never shrinks the list to its first page.
    private var refilled: SearchState?
    /// The selected row, as last reported by the View.
    private var selectedIndex = 0

    /// - Parameter startupNotice: one warning to show until the first search starts (the
    ///   response cache could not be set up), or nil.
    public init(view: RepositoryListView, router: RepositoryListWireframe,
                searchUsecase: SearchRepositoryUsecase, historyUsecase: SearchHistoryUsecase,
                delayUsecase: DelayUsecase, dateProvider: DateProvider, hasToken: Bool,
                initialSearch: RepositorySearch?, breadcrumb: [String], startupNotice: String? = nil,
                starStateUsecase: StarStateUsecase? = nil) {
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
    }

    isolated deinit {
        inFlight?.cancel()
        tick?.cancel()
        starRequest?.cancel()
    }

    // MARK: - Events from the View

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
        typedQuery = text
    }

    public func searchFieldDidSubmit(query: String) {
        typedQuery = query
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

    public func searchFieldDidRequestOlderQuery() {
        guard let entry = history.older(current: RepositorySearch(query: typedQuery, sort: sort, order: order)) else {
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

    public func didRequestFocusSearch() {
        model.focus = .query
        display()
    }

    public func didSelectRow(at index: Int) {
        guard let search, search.repositories.indices.contains(index) else { return }
        router.showRepositoryDetail(search.repositories[index], from: search.request)
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        selectedIndex = index
        guard let search, search.hasMorePages, inFlight == nil, gate.isOpen(at: dateProvider.now) else { return }
        let remaining = search.repositories.count - 1 - index
        if remaining < max(visibleRowCount, Self.prefetchDistance) {
            loadPage(search.nextPage, of: search.request)
        }
    }

    public func didRequestNextSort() {
        changeSort(to: SearchSortCycle.nextSort(of: RepositorySearch(query: search?.query ?? "", sort: sort, order: order)))
    }

    public func didRequestOrderFlip() {
        let current = RepositorySearch(query: search?.query ?? "", sort: sort, order: order)
        guard let flipped = SearchSortCycle.flippedOrder(of: current) else {
            notice = "best match has no order; press s to sort"
            refreshStatus()
            display()
            return
        }
        changeSort(to: flipped)
    }

    public func didRequestYourLists() {
        router.showYourLists()
    }

    public func didRequestStarToggle() {
        guard let search, search.repositories.indices.contains(selectedIndex) else { return }
        let repository = search.repositories[selectedIndex]
        let name = TextSanitizer.singleLine(repository.fullName)
        guard hasToken, let starStateUsecase else {
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
            if let was, was != starred { search?.adjustStars(of: repository.id, by: starred ? 1 : -1) }
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

    public func didRequestRefresh() {
        // One refresh at a time: `r` pressed again while one runs (or a page loads) does nothing.
        guard let search, inFlight == nil else { return }
        guard gate.isOpen(at: dateProvider.now) else {
            // Rate limited or backing off: nothing is sent before the gate opens.
            refreshStatus()
            display()
            return
        }
        inFlight?.cancel()
        refreshPages = max(1, search.loadedPages)
        refreshFirstPage(of: search.request, freshness: .refreshNow)
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
        inFlight?.cancel()
        inFlight = nil
        tick?.cancel()
        tick = nil
        gate = RetryGate()
        notice = nil
        search = SearchState(request)
        refreshPages = 1
        model.rows = []
        selectedIndex = 0
        view?.resetSelection()
        model.focus = .results
        model.placeholder = nil
        refreshFirstPage(of: request, freshness: .cachedThenFresh)
    }

    private func options(for request: RepositorySearch) -> SearchOptions {
        SearchOptions(sort: request.sort, order: request.sort == nil ? nil : request.order, perPage: Self.pageSize)
    }

    /// Asks for the first page again (the cached copy first when `freshness` says so); its
    /// answer replaces what is shown, keeping the selected repository.
    private func refreshFirstPage(of request: RepositorySearch, freshness: AnswerFreshness) {
        search?.error = nil
        refilled = nil
        refresh.start()
        inFlight = searchUsecase.search(query: request.query, page: 1, options: options(for: request),
                                        freshness: freshness) { [weak self] answer in
            self?.firstPageDidAnswer(answer, request: request)
        }
        refreshStatus()
        display()
    }

    private func firstPageDidAnswer(_ answer: Result<CachedThenFresh<SearchResults>, GitHubError>,
                                    request: RepositorySearch) {
        guard let current = search, current.request == request, refresh.isActive else { return }
        switch answer {
        case .success(.cached(var results, let fetchedAt, _)):
            // Only onto an empty screen: a cached copy never replaces what GitHub sent.
            guard current.repositories.isEmpty else { return }
            results.rateLimit = nil // the budget comes from live answers only
            var shown = SearchState(request)
            shown.accept(results, cap: Self.resultCap)
            refresh.showCached(fetchedAt: fetchedAt)
            show(shown, keepingSelectionFrom: current)
        case .success(.fresh(let results, _)):
            var fresh = SearchState(request)
            fresh.accept(results, cap: Self.resultCap)
            refreshDidReceive(fresh)
        case .failure(let error):
            inFlight = nil
            guard !current.repositories.isEmpty else {
                // Nothing to fall back on: today's failure and retries.
                refresh.abandon()
                searchDidAnswer(.failure(error), request: request, page: 1)
                return
            }
            refreshDidFail(error)
        }
    }

    /// A refresh received `state` so far: it asks for the next page it is to refill, or shows them all.
    private func refreshDidReceive(_ state: SearchState) {
        gate.succeeded()
        if state.hasMorePages, state.nextPage <= refreshPages {
            refilled = state
            inFlight = searchUsecase.search(query: state.query, page: state.nextPage, options: options(for: state.request),
                                            freshness: .refreshNow) { [weak self] answer in
                self?.refillPageDidAnswer(answer, request: state.request, page: state.nextPage)
            }
            return
        }
        inFlight = nil
        refilled = nil
        refresh.finish(at: dateProvider.now)
        guard let current = search else { return }
        show(state, keepingSelectionFrom: current)
    }

    private func refillPageDidAnswer(_ answer: Result<CachedThenFresh<SearchResults>, GitHubError>,
                                     request: RepositorySearch, page: Int) {
        guard search?.request == request, refresh.isActive, var refilled, refilled.nextPage == page else { return }
        switch answer {
        case .success(.cached):
            return // a refresh asks GitHub; no stored copy comes first
        case .success(.fresh(let results, _)):
            refilled.accept(results, cap: Self.resultCap)
            refreshDidReceive(refilled)
        case .failure(let error):
            inFlight = nil
            self.refilled = nil
            refreshDidFail(error)
        }
    }

    /// A refresh failed while rows are shown: they all stay, with the reason and their age.
    private func refreshDidFail(_ error: GitHubError) {
        search?.error = error
        gate.failed(error, at: dateProvider.now)
        refresh.failed()
        refreshStatus()
        display()
        if RetryGate.retriesByItself(after: error) { scheduleTick() }
    }

    /// Replaces the results with `state`, keeping the selected repository (by id) where it still is.
    private func show(_ state: SearchState, keepingSelectionFrom previous: SearchState) {
        let selectedID = previous.repositories.indices.contains(selectedIndex)
            ? previous.repositories[selectedIndex].id : nil
        search = state
        model.placeholder = state.repositories.isEmpty ? "No repositories match “\(state.query)”." : nil
        relayout(force: true)
        refreshStatus()
        display()
        if !previous.repositories.isEmpty {
            let index = selectedID.flatMap { id in state.repositories.firstIndex { $0.id == id } }
                ?? min(selectedIndex, max(state.repositories.count - 1, 0))
            selectedIndex = index
            view?.keepSelection(onRow: index)
        }
    }

    private func loadPage(_ page: Int, of request: RepositorySearch) {
        search?.error = nil
        inFlight = searchUsecase.search(query: request.query, page: page, options: options(for: request),
                                        freshness: .latest) { [weak self] result in
            self?.searchDidAnswer(result.map(\.value), request: request, page: page)
        }
        refreshStatus()
        display()
    }

    private func searchDidAnswer(_ result: Result<SearchResults, GitHubError>, request: RepositorySearch, page: Int) {
        // A stale answer (an older search, or a page we no longer expect) is dropped, never drawn.
        guard var search, search.request == request, search.nextPage == page else { return }
        inFlight = nil
        switch result {
        case .success(let results):
            gate.succeeded()
            search.accept(results, cap: Self.resultCap)
            if search.repositories.isEmpty {
                model.placeholder = "No repositories match “\(request.query)”."
            }
        case .failure(let error):
            search.error = error
            gate.failed(error, at: dateProvider.now)
            if search.repositories.isEmpty {
                model.placeholder = "Nothing to show. Fix the query and press Enter, or / to edit it."
            }
        }
        self.search = search
        // Rows come from what was accepted (trimmed to the cap), never from the raw page; the
        // columns are sized from the names now loaded.
        relayout(force: true)
        refreshStatus()
        display()
        if case .failure(let error) = result, RetryGate.retriesByItself(after: error) { scheduleTick() }
    }

    /// Sizes the columns for the screen width and the rows loaded, and lays out the rows again
    /// when that changes the layout (or when `force`d, because the rows changed).
    private func relayout(force: Bool = false) {
        let repositories = search?.repositories ?? []
        let newLayout = RepositoryRowLayout(columns: columns, repositories: repositories)
        guard force || newLayout != layout else { return }
        layout = newLayout
        model.header = layout.header()
        model.rows = repositories.map { layout.row(for: $0) }
    }

    // MARK: - Waiting after a failure

    /// For a search that retries by itself: while the gate is closed the status line counts down
    /// once a second; when it opens, the page is asked for again.
    private func scheduleTick() {
        tick?.cancel()
        tick = delayUsecase.after(seconds: 1) { [weak self] in
            self?.tickDidFire()
        }
    }

    private func tickDidFire() {
        tick = nil
        guard let search, let error = search.error, inFlight == nil else { return }
        guard RetryGate.retriesByItself(after: error) else { return }
        if gate.isOpen(at: dateProvider.now) {
            if refresh.isActive {
                refreshFirstPage(of: search.request, freshness: .refreshNow)
            } else {
                loadPage(search.nextPage, of: search.request)
            }
            return
        }
        refreshStatus()
        display()
        scheduleTick()
    }

    // MARK: - History

    private func historyDidLoad(_ snapshot: SearchHistorySnapshot) {
        history.replace(with: snapshot.searches)
        // A pushed list has already recorded its own search: keep it first in the walk.
        if let own = search?.request, initialSearch != nil { history.remember(own) }
        reportHistoryProblem(snapshot.problem)
        if initialSearch == nil, let last = snapshot.searches.first, search == nil, typedQuery.isEmpty {
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
        notice = HistoryProblemSentence.describe(problem)
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
        typedQuery = text
        view?.replaceQuery(with: text)
    }

    // MARK: - Status line and breadcrumb

    private func refreshStatus() {
        let now = dateProvider.now
        // Only a search that will try again by itself counts down to it.
        let retryIn = search?.error.flatMap { RetryGate.retriesByItself(after: $0) ? gate.secondsLeft(at: now) : nil }
        let line = StatusLineComposer(
            search: search, sortLabel: sortLabel, loading: inFlight != nil, notice: notice, retryIn: retryIn,
            now: now, hasToken: hasToken, cap: Self.resultCap,
            cachedAt: refresh.cachedAt, refreshing: refresh.isActive, keyHints: keyHints)
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
