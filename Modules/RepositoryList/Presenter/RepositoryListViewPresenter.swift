import Entities
import Interactors
import PresentationKit

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
    private let dateProvider: DateProvider
    private let hasToken: Bool

    private var model = RepositoryListViewModel()
    private var columns = 80
    private var layout = RepositoryRowLayout(columns: 80, names: [])
    private var history = SearchHistoryWalk()
    private var search: SearchState?
    private var inFlight: Cancellable?
    /// A one-time notice (a history file problem) shown until the next search starts.
    private var notice: String?

    public init(view: RepositoryListView, router: RepositoryListWireframe,
                searchUsecase: SearchRepositoryUsecase, historyUsecase: SearchHistoryUsecase,
                dateProvider: DateProvider, hasToken: Bool) {
        self.view = view
        self.router = router
        self.searchUsecase = searchUsecase
        self.historyUsecase = historyUsecase
        self.dateProvider = dateProvider
        self.hasToken = hasToken
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
        self.columns = columns
        if relayout() { display() }
    }

    public func searchFieldDidChange(text: String) {
        history.stop()
        model.query = text
        display()
    }

    public func searchFieldDidSubmit(query: String) {
        let trimmed = query.trimmingWhitespace
        guard !trimmed.isEmpty else {
            model.focus = .query
            model.status = "Type a query first: words and GitHub qualifiers, e.g. tetris language:swift"
            model.statusTone = .warning
            display()
            return
        }
        history.remember(trimmed)
        startSearch(trimmed)
        historyUsecase.record(RepositorySearch(query: trimmed)) { [weak self] problem in
            self?.historyDidFail(problem)
        }
    }

    public func searchFieldDidRequestOlderQuery() {
        guard let text = history.older(current: model.query) else { return }
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
        guard let search, search.hasMorePages, inFlight == nil else { return }
        let remaining = search.repositories.count - 1 - index
        if remaining < max(visibleRowCount, Self.prefetchDistance) {
            loadPage(search.nextPage, of: search.query)
        }
    }

    // MARK: - Searching

    private func startSearch(_ query: String) {
        inFlight?.cancel()
        inFlight = nil
        notice = nil
        search = SearchState(query: query)
        model.rows = []
        model.resultsRevision += 1
        model.focus = .results
        model.placeholder = nil
        loadPage(1, of: query)
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
            let loaded = search.repositories.count
            search.accept(results, cap: Self.resultCap)
            self.search = search
            if !relayout() {
                model.rows.append(contentsOf: search.repositories[loaded...].map(layout.row(for:)))
            }
            if search.repositories.isEmpty {
                model.placeholder = "No repositories match “\(query)”."
            }
        case .failure(let error):
            search.error = error
            if search.repositories.isEmpty {
                model.placeholder = "Nothing to show. Fix the query and press Enter, or / to edit it."
            }
        }
        self.search = search
        refreshStatus()
        display()
    }

    /// Sizes the columns for the screen width and the rows loaded; when that changes the
    /// layout, lays out every row again. Returns whether it did.
    @discardableResult
    private func relayout() -> Bool {
        let repositories = search?.repositories ?? []
        let newLayout = RepositoryRowLayout(columns: columns, repositories: repositories)
        guard newLayout != layout else { return false }
        layout = newLayout
        model.header = layout.header()
        model.rows = repositories.map(layout.row(for:))
        return true
    }

    // MARK: - History

    private func historyDidLoad(_ snapshot: SearchHistorySnapshot) {
        history.replace(with: snapshot.queries)
        reportHistoryProblem(snapshot.problem)
        if let last = snapshot.queries.first, search == nil, model.query.isEmpty {
            model.query = last
            model.queryRevision += 1
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
        model.query = text
        model.queryRevision += 1
        display()
    }

    // MARK: - Status line

    private func refreshStatus() {
        let line = StatusLineComposer(
            search: search, loading: inFlight != nil, notice: notice,
            now: dateProvider.now, hasToken: hasToken, cap: Self.resultCap)
        model.status = line.text
        model.statusTone = line.tone
    }

    private func display() {
        view?.display(model)
    }

    static let welcome = "Search GitHub's repositories: type words and qualifiers, e.g. tetris language:swift stars:>100"
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
