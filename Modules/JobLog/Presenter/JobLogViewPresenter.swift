#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Markdown
import PresentationKit
import RepositoryBrowsing
import Routes
import TextCells
import Usecases

/// Decides what a job's log shows: the log (the cache's for a finished job, GitHub's always for
/// a running one) read once into a `JobLogDocument`, its groups folded until opened, timestamps
/// dimmed or hidden (`T`), the next error (`e`, its group opened), the job on github.com (`o`).
@MainActor
public final class JobLogViewPresenter: JobLogViewPresentation, ScreenPresenting {
    private weak var view: JobLogDisplay?
    private let router: JobLogWireframe
    private let logUsecase: JobLogUsecase
    private let services: ScreenServices
    private let fullName: String
    private let job: WorkflowJob
    private let trail: [String]

    public var screen = ScreenState()
    private var document: JobLogDocument?
    /// Why no log could be shown, said in its place.
    private var failure: String?
    private var visible: [Int] = []
    private var openGroups: Set<Int> = []
    private var showsTimestamps = true
    private var scrollToRow: Int?
    private var notice: (text: String, tone: StatusTone)?
    private var request: Cancellable?

    public init(fullName: String, job: WorkflowJob, trail: [String], view: JobLogDisplay, router: JobLogWireframe,
                logUsecase: JobLogUsecase, services: ScreenServices) {
        self.fullName = fullName
        self.job = job
        self.trail = trail
        self.view = view
        self.router = router
        self.logUsecase = logUsecase
        self.services = services
    }

    isolated deinit {
        request?.cancel()
    }

    public func didRequest(_ command: JobLogCommand, topRow: Int) {
        switch command {
        case .toggleTimestamps:
            showsTimestamps.toggle()
        case .nextError:
            nextError(after: topRow)
        case .openInBrowser:
            guard let url = job.htmlURL else { return }
            services.browser.open(url: url) { [weak self] in self?.say($0, $1) }
        case .copyLink:
            // Built from the numbers (GitHub's own `html_url` is never sent to the terminal); a job
            // whose run is not known has GitHub's short link, `…/runs/ID`.
            let url = job.runID > 0 ? GitHubWebURL.job(fullName, runID: job.runID, id: job.id)
                : GitHubWebURL.repository(fullName) + "/runs/" + String(job.id)
            services.clipboard.copy(url: url, what: "the job's link") { [weak self] in self?.say($0, $1) }
            return // said once the clipboard answers (at once, often): another display now would clear it
        case .refresh:
            guard request == nil else { return }
            load(.refreshNow)
        }
        display()
    }

    public func didSelectLink(target: String, destination: LinkDestination) {}

    /// What came of `o` or `y`, on the status line.
    private func say(_ text: String, _ tone: StatusTone) {
        notice = (text, tone)
        display()
    }

    public func didRequestLinkWithoutLinks() {
        notice = ("This log has no groups.", .normal)
        display()
    }

    public func didActivateLink(target: String, destination: LinkDestination) {
        guard case .anchor(let anchor) = destination, anchor.hasPrefix("group-"), let group = Int(anchor.dropFirst(6)) else {
            return
        }
        if openGroups.contains(group) { openGroups.remove(group) } else { openGroups.insert(group) }
        visible = document?.visible(open: openGroups) ?? []
        display()
    }

    // MARK: Fetching

    public func load(_ freshness: AnswerFreshness) {
        notice = ("Loading the log…", .busy)
        request = logUsecase.fetchLog(fullName: fullName, job: job, freshness: freshness) { [weak self] answer in
            self?.logDidAnswer(answer)
        }
        display()
    }

    private func logDidAnswer(_ answer: Result<CachedThenFresh<JobLog>, GitHubError>) {
        switch answer {
        case .success(let stage):
            let read = JobLogDocument(stage.value)
            if read != document {
                document = read
                visible = read.visible(open: openGroups)
            }
            failure = nil
            if case .fresh = stage {
                request = nil
                notice = nil
            }
        case .failure(let error):
            request = nil
            let sentence = failureSentence(error)
            failure = document == nil ? sentence : nil
            notice = (sentence, .error)
        }
        display()
    }

    /// What went wrong, as the status line and (with no log shown) the body say it; a log past
    /// the largest taken is refused with that size, and `o` shows it on github.com.
    private func failureSentence(_ error: GitHubError) -> String {
        if case .transport(.bodyTooLarge(let limit)) = error {
            return "This log is larger than \(limit >> 20) MB, too large to show here: o opens it on github.com."
        }
        return "Could not load the log: " + services.sentence(for: error)
    }

    /// Scrolls to the first `##[error]` line after row `topRow`, opening its group; from the top
    /// again past the last one.
    private func nextError(after topRow: Int) {
        guard let document else { return }
        let errors = document.errors
        guard !errors.isEmpty else {
            notice = ("This log has no errors.", .normal)
            return
        }
        let current = visible[safe: topRow] ?? -1
        let target = errors.first { $0 > current } ?? errors[0]
        if let group = document.entries[target].group, !openGroups.contains(group) {
            openGroups.insert(group)
            visible = document.visible(open: openGroups)
        }
        scrollToRow = visible.firstIndex(of: target)
        var low = 0, high = errors.count
        while low < high {
            let middle = (low + high) / 2
            if errors[middle] < target { low = middle + 1 } else { high = middle }
        }
        let number = low + 1
        notice = ("error \(number) of \(errors.count)", .normal)
    }

    // MARK: Showing

    public func display() {
        var status = ScreenStatus()
        if let notice {
            status.say(notice.text, notice.tone)
        } else {
            status.showKeyHints(screen.keyHints, budget: nil, counts: "\(CompactNumber.grouped(document?.entries.count ?? 0)) lines")
        }
        view?.display(JobLogViewModel(
            title: screen.breadcrumb(trail),
            document: document, visible: visible, openGroups: openGroups, showsTimestamps: showsTimestamps,
            scrollToRow: scrollToRow, message: failure ?? (document == nil ? "Loading the log…" : "This log is empty."),
            status: status.line.fitted(toWidth: screen.width.columns), statusTone: status.tone))
        scrollToRow = nil
        if notice?.tone != .busy && notice?.tone != .error { notice = nil }
    }
}
