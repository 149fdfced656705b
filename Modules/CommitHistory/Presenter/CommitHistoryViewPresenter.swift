#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import Routes
import RepositoryBrowsing
import TextCells
import Usecases

/// The history of a ref: pages of commits asked for as the selection nears the end of what is
/// loaded, each shown at once from the cache (the status line says how old) and then as GitHub
/// answers; Enter opens a commit, `r` asks GitHub for the first page again now.
@MainActor
public final class CommitHistoryViewPresenter: CommitHistoryViewPresentation, ScreenPresenting {
    /// How many rows before the end of the loaded commits the next page is asked for (at least
    /// a screenful).
    static let prefetchDistance = 10

    private weak var view: CommitHistoryDisplay?
    private let router: CommitHistoryWireframe
    private let usecase: CommitHistoryUsecase
    private let services: ScreenServices
    private let place: RepositoryRef
    /// The breadcrumb's steps (`github`, `junegunn/fzf`, `commits @ master`), fitted when shown.
    private let crumbs: [String]
    private let perPage: Int

    /// The loaded pages, in order (`pages[0]` is page 1).
    private var pages: [[Commit]] = []
    /// The page to ask for next; nil once GitHub announced no more.
    private var nextPage: Int? = 1
    private var inFlight: Cancellable?
    /// A page is being asked for (GitHub's answer or a failure not yet in).
    private var fetching = false
    /// The later page whose request failed: asked for again only from the last row (or `r`),
    /// not on every move near the end.
    private var failedPage: Int?
    /// Counts requests, so the answers of one replaced (a refresh during paging) are ignored.
    private var generation = 0
    /// When the cached copy shown for the page being fetched was stored, while it is shown.
    private var cachedAt: Date?
    private var rateLimit: RateLimit?
    public var screen = ScreenState()
    private var columns: Int { screen.width.columns }
    private var notice: (text: String, tone: StatusTone)?

    /// - Parameters:
    ///   - trail: the breadcrumb (`github`, `junegunn/fzf`, `commits @ master`).
    ///   - perPage: commits a page (GitHub allows 1...100).
    public init(place: RepositoryRef, trail: [String], view: CommitHistoryDisplay, router: CommitHistoryWireframe,
                usecase: CommitHistoryUsecase, services: ScreenServices, perPage: Int = 50) {
        self.place = place
        self.view = view
        self.router = router
        self.usecase = usecase
        self.services = services
        self.perPage = min(max(perPage, 1), 100)
        crumbs = trail.isEmpty ? [place.fullName, "commits @ \(place.ref)"] : trail
    }

    // MARK: CommitHistoryViewPresentation

    public func load(_ freshness: AnswerFreshness) {
        load(page: 1, freshness: freshness)
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        guard !fetching, let nextPage, !pages.isEmpty else { return }
        let loaded = pages.reduce(0) { $0 + $1.count }
        let remaining = loaded - 1 - index
        if failedPage == nextPage ? remaining <= 0 : remaining < max(visibleRowCount, Self.prefetchDistance) {
            load(page: nextPage, freshness: .cachedThenFresh)
        }
    }

    public func didSelectRow(at index: Int) {
        let commits = Array(pages.joined())
        guard commits.indices.contains(index) else { return }
        router.show(.commit(fullName: place.fullName, sha: commits[index].sha))
    }

    public func didRequest(_ command: CommitHistoryCommand, row: Int) {
        switch command {
        case .refresh: refresh()
        case .copyLink:
            guard let commit = pages.joined().dropFirst(max(row, 0)).first else { return }
            services.clipboard.copy(url: GitHubWebURL.commit(place.fullName, sha: commit.sha), what: "the commit's link") {
                [weak self] text, tone in
                self?.notice = (text, tone)
                self?.display()
            }
        }
    }

    private func refresh() {
        load(page: 1, freshness: .refreshNow)
    }

    // MARK: Loading

    private func load(page: Int, freshness: AnswerFreshness) {
        inFlight?.cancel()
        cachedAt = nil
        fetching = true
        generation &+= 1
        let asked = generation
        if freshness == .refreshNow {
            notice = ("refreshing…", .busy)
        } else {
            notice = (page == 1 ? "loading commits…" : "loading more commits…", .busy)
        }
        display()
        inFlight = usecase.fetchCommits(fullName: place.fullName, ref: place.ref, page: page, perPage: perPage,
                                        freshness: freshness) { [weak self] result in
            guard let self, self.generation == asked else { return }
            self.pageDidAnswer(result, page: page, replacingAll: freshness == .refreshNow)
        }
    }

    private func pageDidAnswer(_ result: Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>, page: Int,
                               replacingAll: Bool) {
        let now = services.dateProvider.now
        switch result {
        case .success(.cached(let answer, let fetchedAt, _)):
            store(answer, page: page, replacingAll: replacingAll)
            cachedAt = fetchedAt
            notice = (CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let answer, _)):
            fetching = false
            failedPage = nil
            cachedAt = nil
            store(answer, page: page, replacingAll: replacingAll)
            notice = pages.joined().isEmpty ? ("no commits", .normal) : nil
        case .failure(let error):
            fetching = false
            failedPage = page
            notice = CacheAgeSentence.failed(error, what: "commits", shownAt: cachedAt, now: now, hasToken: services.hasToken)
            cachedAt = nil
        }
        display()
    }

    /// Puts `answer` in place of page `page` (a refresh of page 1 drops the later pages), and
    /// takes its `nextPage` when it is the last page loaded.
    private func store(_ answer: PagedAnswer<Commit>, page: Int, replacingAll: Bool) {
        let index = page - 1
        if replacingAll { pages.removeAll() }
        if index < pages.count {
            pages[index] = answer.items
        } else if index == pages.count {
            pages.append(answer.items)
        } else {
            return
        }
        if index == pages.count - 1 { nextPage = answer.items.isEmpty ? nil : answer.nextPage }
        rateLimit = answer.rateLimit ?? rateLimit
    }

    // MARK: Showing

    public func display() {
        let now = services.dateProvider.now
        let rows = pages.joined().map { CommitSummaryText($0, now: now) }
        var line = StatusLine()
        if let notice {
            line.append(notice.text, .essential)
        }
        if !rows.isEmpty {
            let count = rows.count == 1 ? "1 commit" : "\(rows.count) commits"
            line.append(nextPage == nil ? count : count + ", more as you scroll", .counts)
        }
        line.append(keyHints: screen.keyHints)
        let budget = RateBudget(rateLimit, resource: "core")
        line.append(budget: budget)
        var tone = notice?.tone ?? .normal
        if tone == .normal, budget?.isLow == true { tone = .warning }
        view?.display(CommitHistoryViewModel(title: BreadcrumbText.fit(crumbs, toWidth: max(columns - BreadcrumbText.column, 1)), rows: rows, status: line.fitted(toWidth: columns),
                                             statusTone: tone, isLoading: pages.isEmpty && fetching))
    }
}
