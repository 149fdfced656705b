import Entities
import PresentationKit
import RepositoryBrowsing
import Usecases

/// A pull request's Checks section: the check runs (a page at a time, the shared
/// `PagedListLoader`) and the commit statuses of its head SHA, asked for once the pull request
/// (from the cache at once) names its head; `o` opens the selected check's details page with the
/// shared open-in-browser outcome, `r` asks again now.
@MainActor
public final class PullRequestChecksPresenter: PullRequestListPresentation, PagedListPresenting {
    /// Check runs asked for per page.
    static let perPage = 100

    private weak var view: PullRequestChecksDisplay?
    private let router: IssueWireframe
    private let pullRequestUsecase: PullRequestUsecase
    private let checksUsecase: ChecksUsecase
    private let services: ScreenServices
    private let fullName: String
    private let number: Int
    private let trail: [String]
    public var screen = ScreenState()
    /// The head SHA's check runs, once the pull request named it.
    public private(set) var pages: PagedListLoader<CheckRun>?
    private var combined: CombinedStatus?
    private var requests: [Cancellable] = []
    private var headSHA: String?
    /// Why the pull request (so its head) could not be loaded, while nothing is shown.
    private var failure: String?

    public init(fullName: String, number: Int, trail: [String], view: PullRequestChecksDisplay, router: IssueWireframe,
                pullRequestUsecase: PullRequestUsecase, checksUsecase: ChecksUsecase, services: ScreenServices) {
        self.fullName = fullName
        self.number = number
        self.trail = trail
        self.view = view
        self.router = router
        self.pullRequestUsecase = pullRequestUsecase
        self.checksUsecase = checksUsecase
        self.services = services
    }

    isolated deinit {
        requests.forEach { $0.cancel() }
    }

    /// Enter: a check run of one of this repository's workflows opens that run's screen (its jobs,
    /// the failed one selected); any other check its details page, as `o` does.
    public func didSelectRow(at index: Int) {
        if let url = rows[safe: index]?.detailsURL,
           case .workflowRun(let owner, let run)? = GitHubLinkRoute.route(for: url),
           owner.lowercased() == fullName.lowercased() {
            router.show(.workflowRun(fullName: fullName, run))
            return
        }
        didRequest(.openInBrowser, row: index)
    }

    public func didRequest(_ command: PullRequestSectionCommand, row: Int?) {
        switch command {
        case .refresh:
            guard pages?.isLoading != true else { return }
            load(.refreshNow)
        case .openInBrowser:
            let rows = self.rows
            guard let row, rows.indices.contains(row) else { return }
            guard let url = rows[row].detailsURL else {
                pages?.say("this check has no details page", .warning)
                display()
                return
            }
            open(url, through: services.browser)
        }
    }

    // MARK: Fetching

    /// The pull request for its head SHA, then that SHA's checks.
    public func load(_ freshness: AnswerFreshness) {
        requests.forEach { $0.cancel() }
        requests = []
        requests.append(pullRequestUsecase.fetchPullRequest(fullName: fullName, number: number, freshness: freshness) {
            [weak self] answer in
            guard let self else { return }
            switch answer {
            case .success(let stage):
                failure = nil
                if let sha = stage.value.head?.sha, !sha.isEmpty, sha != headSHA || freshness == .refreshNow {
                    headSHA = sha
                    askForChecks(sha: sha, freshness: freshness)
                }
            case .failure(let error):
                if headSHA == nil {
                    failure = "Could not load the checks: "
                        + services.sentence(for: error)
                }
            }
            display()
        })
        display()
    }

    private func askForChecks(sha: String, freshness: AnswerFreshness) {
        let (fullName, usecase) = (fullName, checksUsecase)
        let loader = PagedListLoader<CheckRun>(noun: "checks", services: services) {
            page, freshness, completion in
            usecase.fetchCheckRuns(fullName: fullName, ref: sha, page: page, perPage: Self.perPage,
                                   freshness: freshness, completion: completion)
        }
        pages = loader
        start(loader, freshness)
        requests.append(checksUsecase.fetchCombinedStatus(fullName: fullName, ref: sha, freshness: freshness) {
            [weak self] answer in
            guard case .success(let stage) = answer else { return }
            self?.combined = stage.value
            self?.display()
        })
    }

    // MARK: Showing

    /// The check runs, then the statuses.
    private var rows: [CheckRowText] {
        (pages?.items ?? []).map(CheckRowText.init) + (combined?.statuses ?? []).map(CheckRowText.init)
    }

    public func display() {
        let rows = self.rows
        let title = screen.breadcrumb(trail)
        guard let loader = pages else {
            var status = StatusLine()
            status.append(failure == nil ? "loading the pull request…" : "could not load the checks", .essential)
            view?.display(ListViewModel(title: title, message: failure ?? "Loading the checks…",
                                        messageTone: failure == nil ? .busy : .warning,
                                        status: status.fitted(toWidth: screen.width.columns),
                                        statusTone: failure == nil ? .busy : .error))
            return
        }
        let tally = PullRequestFacts.checksTally(loader.items, statuses: combined) ?? "no checks"
        let status = loader.statusLine(counts: tally, keyHints: screen.keyHints)
        var message = loader.message(empty: "No checks on this pull request's head.")
        if !rows.isEmpty { message = ("", .normal) }
        view?.display(ListViewModel(title: title, rows: rows, message: message.text, messageTone: message.tone,
                                    status: status.line.fitted(toWidth: screen.width.columns), statusTone: status.tone))
    }
}
