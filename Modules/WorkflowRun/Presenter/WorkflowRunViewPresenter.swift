#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import RepositoryBrowsing
import Routes
import TextCells
import Usecases

/// Decides what a workflow run's screen shows: the run's line, its jobs (every page) with their
/// steps from the cache at once and then from GitHub, the first failed job selected when they
/// arrive; Enter opens a job's log, `o` the job or run on github.com, `r` asks again now.
@MainActor
public final class WorkflowRunViewPresenter: WorkflowRunViewPresentation, ScreenPresenting {
    private weak var view: WorkflowRunDisplay?
    private let router: WorkflowRunWireframe
    private let runUsecase: WorkflowRunUsecase
    private let services: ScreenServices
    private let fullName: String
    private let trail: [String]

    public var screen = ScreenState()
    private var run: WorkflowRun
    private var jobs: [WorkflowJob] = []
    private var rows = WorkflowRunRows(jobs: [])
    /// What the status line says instead of the key hints, if anything.
    private var notice: (text: String, tone: StatusTone)?
    /// When the jobs shown were fetched, while they are the cached copy.
    private var cachedAt: Date?
    private var loading = false
    private var selectOnce: Int?
    private var requests: [Cancellable] = []
    /// When `r` last asked GitHub: a running run is asked again at most every `refreshInterval`.
    private var refreshedAt: Date?
    static let refreshInterval: Double = 10

    public init(fullName: String, run: WorkflowRun, trail: [String], view: WorkflowRunDisplay,
                router: WorkflowRunWireframe, runUsecase: WorkflowRunUsecase, services: ScreenServices) {
        self.fullName = fullName
        self.services = services
        self.run = run
        self.trail = trail
        self.view = view
        self.router = router
        self.runUsecase = runUsecase
    }

    isolated deinit {
        requests.forEach { $0.cancel() }
    }

    public func didRequest(_ command: WorkflowRunCommand, row: Int) {
        let job = rows.jobIndex[safe: row].flatMap { jobs[safe: $0] }
        switch command {
        case .open:
            guard let job else { return }
            router.show(.jobLog(fullName: fullName, job))
        case .openInBrowser:
            guard let url = job?.htmlURL ?? run.htmlURL else { return }
            services.browser.open(url: url) { [weak self] in self?.say($0, $1) }
        case .copyLink:
            let url = job.map { GitHubWebURL.job(fullName, runID: run.id, id: $0.id) } ?? GitHubWebURL.run(fullName, id: run.id)
            services.clipboard.copy(url: url, what: job == nil ? "the run's link" : "the job's link") { [weak self] in
                self?.say($0, $1)
            }
        case .refresh:
            guard !loading else { return }
            let now = services.dateProvider.now
            if let refreshedAt, now.timeIntervalSince(refreshedAt) < Self.refreshInterval {
                let wait = Int((Self.refreshInterval - now.timeIntervalSince(refreshedAt)).rounded(.up))
                notice = ("Asked \(Int(now.timeIntervalSince(refreshedAt))) s ago; again in \(wait) s.", .normal)
                display()
                return
            }
            refreshedAt = now
            load(.refreshNow)
        }
    }

    /// What came of `o` or `y`, on the status line.
    private func say(_ text: String, _ tone: StatusTone) {
        notice = (text, tone)
        display()
    }

    // MARK: Fetching

    /// The run and its jobs; the first time (not on `r`), the first failed job selected.
    public func load(_ freshness: AnswerFreshness) {
        let selectingFailedJob = freshness != .refreshNow
        requests.forEach { $0.cancel() }
        loading = true
        notice = ("Loading the jobs…", .busy)
        let runRequest = runUsecase.fetchRun(fullName: fullName, runID: run.id, freshness: freshness) { [weak self] answer in
            if case .success(let stage) = answer { self?.run = stage.value }
            self?.display()
        }
        let jobsRequest = runUsecase.fetchJobs(fullName: fullName, runID: run.id, freshness: freshness) { [weak self] answer in
            self?.jobsDidAnswer(answer, selectingFailedJob: selectingFailedJob)
        }
        requests = [runRequest, jobsRequest]
        display()
    }

    private func jobsDidAnswer(_ answer: Result<CachedThenFresh<[WorkflowJob]>, GitHubError>, selectingFailedJob: Bool) {
        switch answer {
        case .success(let stage):
            let first = jobs.isEmpty
            jobs = stage.value
            rows = WorkflowRunRows(jobs: jobs)
            if selectingFailedJob && first { selectOnce = WorkflowRunRows.firstFailedJobRow(jobs) }
            switch stage {
            case .cached(_, let fetchedAt, _):
                cachedAt = fetchedAt
                notice = (CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: services.dateProvider.now), .busy)
            case .fresh:
                loading = false
                cachedAt = nil
                notice = nil
            }
        case .failure(let error):
            loading = false
            notice = (cachedAt.map { CacheAgeSentence.unavailable(error, what: "jobs", fetchedAt: $0, now: services.dateProvider.now,
                                                                  hasToken: services.hasToken) }
                      ?? services.sentence(for: error), .error)
        }
        display()
    }

    // MARK: Showing

    public func display() {
        let failed = jobs.filter { $0.outcome == .failure }.count
        let counts = "\(jobs.count) \(jobs.count == 1 ? "job" : "jobs")" + (failed > 0 ? " · \(failed) failed" : "")
        var line = ScreenStatus()
        if let notice { line.say(notice.text, notice.tone) } else { line.showKeyHints(screen.keyHints, budget: nil, counts: counts) }
        let summary = [run.event, run.headBranch.map { "on \($0)" } ?? "",
                       RunMark(run.outcome).rawValue, RunDuration.text(run.durationSeconds), run.title]
            .filter { !$0.isEmpty }.map(TextSanitizer.singleLine).joined(separator: " · ")
        view?.display(WorkflowRunViewModel(
            list: ListViewModel(title: screen.breadcrumb(trail),
                                rows: rows.rows, message: loading && jobs.isEmpty ? "Loading the jobs…" : "This run has no jobs.",
                                messageTone: .normal, status: line.line.fitted(toWidth: screen.width.columns), statusTone: line.tone),
            summary: summary, summaryMark: RunMark(run.outcome), selectRow: selectOnce))
        selectOnce = nil
    }
}
