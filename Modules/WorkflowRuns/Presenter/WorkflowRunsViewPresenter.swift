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
public final class WorkflowRunsViewPresenter: WorkflowRunsViewPresentation, PagedListPresenting {
    /// Runs asked for per page.
    static let perPage = 30

    private weak var view: WorkflowRunsDisplay?
    private let router: WorkflowRunsWireframe
    private let runsUsecase: WorkflowRunsUsecase
    private let services: ScreenServices
    private let fullName: String
    private let trail: [String]

    public var screen = ScreenState()
    private var query = WorkflowRunQuery("")
    private var queryText = ""
    public private(set) var pages: PagedListLoader<WorkflowRun>?

    public init(fullName: String, trail: [String], view: WorkflowRunsDisplay, router: WorkflowRunsWireframe,
                runsUsecase: WorkflowRunsUsecase, services: ScreenServices) {
        self.fullName = fullName
        self.trail = trail
        self.view = view
        self.router = router
        self.runsUsecase = runsUsecase
        self.services = services
    }

    /// The runs shown: those loaded, narrowed by the query's plain words.
    private var runs: [WorkflowRun] { (pages?.items ?? []).filter(query.matches) }

    public func didRequest(_ command: WorkflowRunsCommand, row: Int) {
        switch command {
        case .open:
            guard let run = runs[safe: row] else { return }
            router.show(.workflowRun(fullName: fullName, run))
        case .openInBrowser:
            open(runs[safe: row]?.htmlURL ?? GitHubWebURL.repository(fullName) + "/actions", through: services.browser)
        case .copyLink:
            guard let run = runs[safe: row] else { return }
            copy(GitHubWebURL.run(fullName, id: run.id), what: "the run's link", through: services.clipboard)
        case .refresh:
            refreshPages()
        }
    }

    public func filterDidSubmit(query text: String) {
        queryText = String(text.trimmingWhitespace)
        query = WorkflowRunQuery(queryText)
        load(.cachedThenFresh)
    }

    // MARK: Fetching

    public func load(_ freshness: AnswerFreshness) {
        let (usecase, fullName, filter, perPage) = (runsUsecase, fullName, query.filter, Self.perPage)
        let loader = PagedListLoader<WorkflowRun>(noun: "runs", services: services,
                                                  fetch: { page, freshness, completion in
                                                      usecase.fetchRuns(fullName: fullName, filter: filter, page: page,
                                                                        perPage: perPage, freshness: freshness,
                                                                        completion: completion)
                                                  })
        pages = loader
        start(loader, freshness)
    }

    // MARK: Showing

    public func display() {
        guard let list = pages else { return }
        let shown = runs
        let count = "\(CompactNumber.grouped(shown.count)) \(shown.count == 1 ? "run" : "runs")"
            + (list.nextPage != nil ? " loaded" : "")
        let extra = queryText.isEmpty ? [] : [TextSanitizer.singleLine(queryText)]
        let status = list.statusLine(counts: count, extra: extra, keyHints: screen.keyHints)
        // Runs loaded, none of them of the workflow the words name: said as a search that found nothing.
        let message = shown.isEmpty && !list.items.isEmpty ? (text: "No run matches.", tone: StatusTone.normal)
            : list.message(empty: query.isEmpty ? "This repository has no workflow runs." : "No run matches.")
        let now = services.dateProvider.now
        view?.display(WorkflowRunsViewModel(
            title: screen.breadcrumb(trail),
            rows: shown.map { WorkflowRunRows.row($0, now: now) },
            message: message.text, messageTone: message.tone,
            status: status.line.fitted(toWidth: screen.width.columns), statusTone: status.tone))
    }
}
