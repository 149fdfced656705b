import Entities
import PresentationKit
import RepositoryBrowsing
import Routes
import TextCells
import Usecases

/// Decides what the workflow runs screen shows: the repository's runs, newest first, from the
/// cache at once and then from GitHub; the next page as the selection nears the end; the
/// filter `/` submitted (`WorkflowRunQuery`: the endpoint's parameters, plain words narrowing by
/// workflow name); where Enter and `o` lead.
@MainActor
public final class WorkflowRunsViewPresenter: WorkflowRunsViewPresentation {
    /// Runs asked for per page.
    static let perPage = 30

    private weak var view: WorkflowRunsDisplay?
    private let router: WorkflowRunsWireframe
    private let runsUsecase: WorkflowRunsUsecase
    private let openURLUsecase: OpenURLUsecase
    private let dateProvider: DateProvider
    private let hasToken: Bool
    private let fullName: String
    private let trail: [String]

    private var keyHints: [String] = []
    private var width = ScreenWidth()
    private var query = WorkflowRunQuery("")
    private var queryText = ""
    private var list: PagedListLoader<WorkflowRun>?

    public init(fullName: String, trail: [String], view: WorkflowRunsDisplay, router: WorkflowRunsWireframe,
                runsUsecase: WorkflowRunsUsecase, openURLUsecase: OpenURLUsecase, dateProvider: DateProvider,
                hasToken: Bool) {
        self.fullName = fullName
        self.trail = trail
        self.view = view
        self.router = router
        self.runsUsecase = runsUsecase
        self.openURLUsecase = openURLUsecase
        self.dateProvider = dateProvider
        self.hasToken = hasToken
    }

    /// The runs shown: those loaded, narrowed by the query's plain words.
    private var runs: [WorkflowRun] { (list?.items ?? []).filter(query.matches) }

    public func viewDidLoad(keyHints: [String]) {
        self.keyHints = keyHints
        load(.cachedThenFresh)
    }

    public func viewDidResize(columns: Int) {
        if width.resize(to: columns) { display() }
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        if list?.selectionDidMove(to: index, visibleRows: visibleRowCount) == true { display() }
    }

    public func didRequest(_ command: WorkflowRunsCommand, row: Int) {
        switch command {
        case .open:
            guard let run = runs[safe: row] else { return }
            router.show(.workflowRun(fullName: fullName, run))
        case .openInBrowser:
            openURLUsecase.open(url: runs[safe: row]?.htmlURL ?? GitHubWebURL.repository(fullName) + "/actions") {
                [weak self] text, tone in
                self?.list?.say(text, tone)
                self?.display()
            }
        case .refresh:
            guard list?.isLoading != true else { return }
            list?.loadFirstPage(.refreshNow)
            display()
        }
    }

    public func filterDidSubmit(query text: String) {
        queryText = String(text.trimmingWhitespace)
        query = WorkflowRunQuery(queryText)
        load(.cachedThenFresh)
    }

    // MARK: Fetching

    private func load(_ freshness: AnswerFreshness) {
        let (usecase, fullName, filter, perPage) = (runsUsecase, fullName, query.filter, Self.perPage)
        let loader = PagedListLoader<WorkflowRun>(noun: "runs", hasToken: hasToken, dateProvider: dateProvider,
                                                  fetch: { page, freshness, completion in
                                                      usecase.fetchRuns(fullName: fullName, filter: filter, page: page,
                                                                        perPage: perPage, freshness: freshness,
                                                                        completion: completion)
                                                  })
        loader.onChange = { [weak self] in self?.display() }
        list = loader
        loader.loadFirstPage(freshness)
        display()
    }

    // MARK: Showing

    private func display() {
        guard let list else { return }
        let shown = runs
        let count = "\(CompactNumber.grouped(shown.count)) \(shown.count == 1 ? "run" : "runs")"
            + (list.nextPage != nil ? " loaded" : "")
        let extra = queryText.isEmpty ? [] : [TextSanitizer.singleLine(queryText)]
        let status = list.statusLine(counts: count, extra: extra, keyHints: keyHints)
        // Runs loaded, none of them of the workflow the words name: said as a search that found nothing.
        let message = shown.isEmpty && !list.items.isEmpty ? (text: "No run matches.", tone: StatusTone.normal)
            : list.message(empty: query.isEmpty ? "This repository has no workflow runs." : "No run matches.")
        let now = dateProvider.now
        view?.display(WorkflowRunsViewModel(
            title: BreadcrumbText.fit(trail, toWidth: max(width.columns - BreadcrumbText.column, 1)),
            rows: shown.map { WorkflowRunRows.row($0, now: now) },
            message: message.text, messageTone: message.tone,
            status: status.line.fitted(toWidth: width.columns), statusTone: status.tone))
    }
}
