import Entities
import Interactors
import PresentationKit
import TextCells

/// Decides what the repository list shows: the query, the results as they page in,
/// and a status line that says what is happening in words.
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
    private let dateProvider: DateProvider
    private let hasToken: Bool

    private var model = RepositoryListViewModel()
    private var layout = RepositoryRowLayout(columns: 80)
    private var history = SearchHistoryWalk()
    /// The query field's text as last reported by the View (the View owns the field).
    private var typedQuery = ""
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
    /// The selected row, as last reported by the View.
    private var selectedIndex = 0

    /// - Parameter startupNotice: one warning to show until the first search starts (the
    ///   response cache could not be set up), or nil.
    public init(view: RepositoryListView, router: RepositoryListWireframe,
                searchUsecase: SearchRepositoryUsecase, historyUsecase: SearchHistoryUsecase,
                delayUsecase: DelayUsecase, dateProvider: DateProvider, hasToken: Bool,
                startupNotice: String? = nil) {
        self.view = view
        self.router = router
        self.searchUsecase = searchUsecase
        self.historyUsecase = historyUsecase
        self.delayUsecase = delayUsecase
        self.dateProvider = dateProvider
        self.hasToken = hasToken
        notice = startupNotice
    }

    isolated deinit {
        inFlight?.cancel()
        tick?.cancel()
    }

    // MARK: - Events from the View

    public func viewDidLoad() {
        model.header = layout.header()
        model.placeholder = Self.welcome
        refreshStatus()
        display()
        historyUsecase.loadHistory { [weak self] snapshot in
            self?.historyDidLoad(snapshot)
        }
    }

    public func viewDidResize(columns: Int) {
        let newLayout = RepositoryRowLayout(columns: columns)
        guard newLayout != layout else { return }
        layout = newLayout
        model.header = layout.header()
        model.rows = (search?.repositories ?? []).map(layout.row(for:))
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
        history.remember(trimmed)
        startSearch(trimmed)
        historyUsecase.record(query: trimmed) { [weak self] problem in
            self?.historyDidFail(problem)
        }
    }

    public func searchFieldDidRequestOlderQuery() {
        guard let text = history.older(current: typedQuery) else { return }
        replaceQuery(with: text)
    }

    public func searchFieldDidRequestNewerQuery() {
        guard let text = history.newer() else { return }
        replaceQuery(with: text)
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
        guard let repositories = search?.repositories, repositories.indices.contains(index) else { return }
        router.showRepositoryDetail(repositories[index])
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        selectedIndex = index
        guard let search, search.hasMorePages, inFlight == nil, gate.isOpen(at: dateProvider.now) else { return }
        let remaining = search.repositories.count - 1 - index
        if remaining < max(visibleRowCount, Self.prefetchDistance) {
            loadPage(search.nextPage, of: search.query)
        }
    }

    public func didRequestRefresh() {
        guard let search, inFlight == nil || refresh.isActive else { return }
        guard gate.isOpen(at: dateProvider.now) else {
            // Rate limited or backing off: nothing is sent before the gate opens.
            refreshStatus()
            display()
            return
        }
        inFlight?.cancel()
        refreshFirstPage(of: search.query, freshness: .refreshNow)
    }

    // MARK: - Searching

    private func startSearch(_ query: String) {
        inFlight?.cancel()
        inFlight = nil
        tick?.cancel()
        tick = nil
        gate = RetryGate()
        notice = nil
        search = SearchState(query: query)
        model.rows = []
        selectedIndex = 0
        view?.resetSelection()
        model.focus = .results
        model.placeholder = nil
        refreshFirstPage(of: query, freshness: .cachedThenFresh)
    }

    /// Asks for the first page again (cached first when `freshness` says so); its answer
    /// replaces what is shown, keeping the selected repository.
    private func refreshFirstPage(of query: String, freshness: AnswerFreshness) {
        search?.error = nil
        refresh.start()
        inFlight = searchUsecase.search(
            query: query, page: 1, options: SearchOptions(perPage: Self.pageSize), freshness: freshness
        ) { [weak self] answer in
            self?.firstPageDidAnswer(answer, query: query)
        }
        refreshStatus()
        display()
    }

    private func firstPageDidAnswer(_ answer: CachedThenFresh<SearchResults>, query: String) {
        guard let current = search, current.query == query, refresh.isActive else { return }
        switch answer {
        case .cached(var results, let fetchedAt):
            // Only onto an empty screen: a cached copy never replaces what GitHub sent.
            guard current.repositories.isEmpty else { return }
            results.rateLimit = nil // the budget comes from live answers only
            var shown = SearchState(query: query)
            shown.accept(results, cap: Self.resultCap)
            refresh.showCached(fetchedAt: fetchedAt)
            show(shown, keepingSelectionFrom: current)
        case .fresh(let results, _):
            inFlight = nil
            refresh.finish(at: dateProvider.now)
            gate.succeeded()
            var fresh = SearchState(query: query)
            fresh.accept(results, cap: Self.resultCap)
            show(fresh, keepingSelectionFrom: current)
        case .failed(let error):
            inFlight = nil
            guard !current.repositories.isEmpty else {
                // Nothing to fall back on: today's failure, retried as a plain first page.
                refresh.abandon()
                searchDidAnswer(.failure(error), query: query, page: 1)
                return
            }
            search?.error = error
            gate.failed(error, at: dateProvider.now)
            refresh.failed()
            refreshStatus()
            display()
            if RetryGate.retriesByItself(after: error) { scheduleTick() }
        }
    }

    /// Replaces the results with `state`, keeping the selected repository (by id) where it still is.
    private func show(_ state: SearchState, keepingSelectionFrom previous: SearchState) {
        let selectedID = previous.repositories.indices.contains(selectedIndex)
            ? previous.repositories[selectedIndex].id : nil
        search = state
        model.rows = state.repositories.map(layout.row(for:))
        model.placeholder = state.repositories.isEmpty ? "No repositories match “\(state.query)”." : nil
        refreshStatus()
        display()
        if !previous.repositories.isEmpty {
            let index = selectedID.flatMap { id in state.repositories.firstIndex { $0.id == id } }
                ?? min(selectedIndex, max(state.repositories.count - 1, 0))
            selectedIndex = index
            view?.keepSelection(onRow: index)
        }
    }

    private func loadPage(_ page: Int, of query: String) {
        search?.error = nil
        inFlight = searchUsecase.search(
            query: query, page: page, options: SearchOptions(perPage: Self.pageSize)
        ) { [weak self] result in
            self?.searchDidAnswer(result, query: query, page: page)
        }
        refreshStatus()
        display()
    }

    private func searchDidAnswer(_ result: Result<SearchResults, GitHubError>, query: String, page: Int) {
        // A stale answer (an older query, or a page we no longer expect) is dropped, never drawn.
        guard var search, search.query == query, search.nextPage == page else { return }
        inFlight = nil
        switch result {
        case .success(let results):
            gate.succeeded()
            search.accept(results, cap: Self.resultCap)
            // Rows come from what was accepted (trimmed to the cap), never from the raw page.
            model.rows = search.repositories.map(layout.row(for:))
            if search.repositories.isEmpty {
                model.placeholder = "No repositories match “\(query)”."
            }
        case .failure(let error):
            search.error = error
            gate.failed(error, at: dateProvider.now)
            if search.repositories.isEmpty {
                model.placeholder = "Nothing to show. Fix the query and press Enter, or / to edit it."
            }
        }
        self.search = search
        refreshStatus()
        display()
        if case .failure(let error) = result, RetryGate.retriesByItself(after: error) { scheduleTick() }
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
                refreshFirstPage(of: search.query, freshness: .refreshNow)
            } else {
                loadPage(search.nextPage, of: search.query)
            }
            return
        }
        refreshStatus()
        display()
        scheduleTick()
    }

    // MARK: - History

    private func historyDidLoad(_ snapshot: SearchHistorySnapshot) {
        history.replace(with: snapshot.queries)
        reportHistoryProblem(snapshot.problem)
        if let last = snapshot.queries.first, search == nil, typedQuery.isEmpty {
            replaceQuery(with: last)
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

    private func replaceQuery(with text: String) {
        typedQuery = text
        view?.replaceQuery(with: text)
    }

    // MARK: - Status line

    private func refreshStatus() {
        let now = dateProvider.now
        // Only a search that will try again by itself counts down to it.
        let retryIn = search?.error.flatMap { RetryGate.retriesByItself(after: $0) ? gate.secondsLeft(at: now) : nil }
        let line = StatusLineComposer(
            search: search, loading: inFlight != nil, notice: notice, retryIn: retryIn,
            now: now, hasToken: hasToken, cap: Self.resultCap,
            cachedAt: refresh.cachedAt, refreshing: refresh.isActive)
        model.status = line.text
        model.statusTone = line.tone
    }

    private func display() {
        view?.display(model)
    }

    static let welcome = "Search GitHub's repositories: type words and qualifiers, e.g. tetris language:swift stars:>100"
}
