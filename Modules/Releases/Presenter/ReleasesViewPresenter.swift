#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import Routes
import TextCells
import Usecases

/// Decides what the releases screen shows: the cached pages at once marked with their age, then
/// GitHub's; the next page as the selection nears the end; which release is the latest (GitHub's
/// `/releases/latest`, the first stable one listed until it answers); what Enter, `r` and `o` do.
@MainActor
public final class ReleasesViewPresenter: ReleasesViewPresentation {
    /// Releases asked for per page.
    static let perPage = 30
    /// The next page is fetched when the selection is this close to the last row loaded.
    static let prefetchDistance = 10

    private weak var view: ReleasesDisplay?
    private let router: ReleasesWireframe
    private let releasesUsecase: ReleasesUsecase
    private let openURLUsecase: OpenURLUsecase
    private let dateProvider: DateProvider
    private let hasToken: Bool
    private let fullName: String
    private let trail: [String]

    private var keyHints: [String] = []
    private var width = ScreenWidth()
    private var columns: Int { width.columns }
    /// Each page loaded, by its number (a cached copy is replaced by GitHub's).
    private var pages: [Int: [Release]] = [:]
    /// The page after the last one loaded, when GitHub announced one.
    private var nextPage: Int?
    private var latest = LatestRelease.unknown
    private var pageRequest: Cancellable?
    private var latestRequest: Cancellable?
    /// When the first page shown was fetched, while it is a cached copy (or its refresh failed).
    private var cachedAt: Date?
    /// Why the first page could not be loaded, while nothing is shown.
    private var failure: String?
    /// What the status line says before the count; nil: the key hints and rate budget instead.
    private var notice: String?
    private var statusTone = StatusTone.normal
    private var rateBudget: RateBudget?

    public init(fullName: String, trail: [String], view: ReleasesDisplay, router: ReleasesWireframe,
                releasesUsecase: ReleasesUsecase, openURLUsecase: OpenURLUsecase, dateProvider: DateProvider,
                hasToken: Bool) {
        self.fullName = fullName
        self.trail = trail
        self.view = view
        self.router = router
        self.releasesUsecase = releasesUsecase
        self.openURLUsecase = openURLUsecase
        self.dateProvider = dateProvider
        self.hasToken = hasToken
    }

    isolated deinit {
        [pageRequest, latestRequest].forEach { $0?.cancel() }
    }

    /// The releases loaded, in GitHub's order (newest first).
    private var releases: [Release] {
        pages.keys.sorted().flatMap { pages[$0] ?? [] }
    }

    public func viewDidLoad(keyHints: [String]) {
        self.keyHints = keyHints
        fetchFirstPage(.cachedThenFresh)
    }

    public func viewDidResize(columns: Int) {
        if width.resize(to: columns) { display() }
    }

    public func didRequest(_ command: ReleasesCommand, row: Int) {
        switch command {
        case .open:
            let releases = releases
            guard releases.indices.contains(row) else { return }
            router.show(.release(fullName: fullName, releases[row]))
        case .openInBrowser:
            let url = ReleaseListing.releasesPage(fullName: fullName, releases: releases)
            openURLUsecase.open(url: url) { [weak self] text, tone in
                self?.setStatus(text, tone)
                self?.display()
            }
        case .refresh:
            guard pageRequest == nil else { return }
            fetchFirstPage(.refreshNow)
        }
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        let remaining = releases.count - 1 - index
        guard remaining < max(visibleRowCount, Self.prefetchDistance), let nextPage, pageRequest == nil else { return }
        setStatus("loading more releases…", .busy)
        pageRequest = releasesUsecase.fetchReleases(fullName: fullName, page: nextPage, perPage: Self.perPage,
                                                    freshness: .cachedThenFresh) { [weak self] answer in
            self?.laterPageDidAnswer(answer, page: nextPage)
        }
        display()
    }

    // MARK: Fetching

    private func fetchFirstPage(_ freshness: AnswerFreshness) {
        setStatus(freshness == .refreshNow ? "refreshing…" : "loading releases…", .busy)
        pageRequest?.cancel()
        latestRequest?.cancel()
        pageRequest = releasesUsecase.fetchReleases(fullName: fullName, page: 1, perPage: Self.perPage,
                                                    freshness: freshness) { [weak self] answer in
            self?.firstPageDidAnswer(answer)
        }
        latestRequest = releasesUsecase.fetchLatestRelease(fullName: fullName, freshness: freshness) {
            [weak self] answer in
            self?.latestDidAnswer(answer)
        }
        display()
    }

    private func firstPageDidAnswer(_ answer: Result<CachedThenFresh<PagedAnswer<Release>>, GitHubError>) {
        let now = dateProvider.now
        switch answer {
        case .success(.cached(let page, let fetchedAt, _)):
            replacePages(with: page)
            cachedAt = fetchedAt
            setStatus(CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let page, _)):
            pageRequest = nil
            replacePages(with: page)
            cachedAt = nil
            rateBudget = RateBudget(page.rateLimit, resource: "core")
            showKeyHints()
        case .failure(let error):
            pageRequest = nil
            if pages.isEmpty {
                failure = "Could not load the releases: \(sentence(error))"
                setStatus("could not load the releases", .error)
            } else {
                let shownAt = cachedAt ?? now
                cachedAt = shownAt
                setStatus(CacheAgeSentence.unavailable(error, what: "releases", fetchedAt: shownAt, now: now,
                                                       hasToken: hasToken), .warning)
            }
        }
        display()
    }

    private func replacePages(with page: PagedAnswer<Release>) {
        failure = nil
        pages = [page.page: page.items]
        nextPage = page.nextPage
    }

    private func laterPageDidAnswer(_ answer: Result<CachedThenFresh<PagedAnswer<Release>>, GitHubError>, page: Int) {
        switch answer {
        case .success(let stage):
            pages[page] = stage.value.items
            nextPage = stage.value.nextPage
            if case .fresh = stage {
                pageRequest = nil
                rateBudget = RateBudget(stage.value.rateLimit, resource: "core")
                showKeyHints()
            }
        case .failure(let error):
            pageRequest = nil
            // Still announced: moving again asks again.
            setStatus("could not load more releases: \(sentence(error))", .warning)
        }
        display()
    }

    private func latestDidAnswer(_ answer: Result<CachedThenFresh<Release?>, GitHubError>) {
        switch answer {
        case .success(let stage):
            if case .fresh = stage { latestRequest = nil }
            latest = stage.value.map { .id($0.id) } ?? .none
        case .failure:
            // The list still marks the first stable release it shows.
            latestRequest = nil
        }
        display()
    }

    // MARK: Showing

    private func sentence(_ error: GitHubError) -> String {
        ErrorSentence.describe(error, now: dateProvider.now, hasToken: hasToken)
    }

    private func setStatus(_ text: String, _ tone: StatusTone) {
        notice = text
        statusTone = tone
    }

    /// Nothing to say: the count, the key hints and the core budget left.
    private func showKeyHints() {
        notice = nil
        statusTone = rateBudget?.isLow == true ? .warning : .normal
    }

    private func statusLine(count: Int) -> StatusLine {
        var line = StatusLine()
        if let notice { line.append(notice, .essential) }
        if failure == nil, count > 0 || pageRequest == nil {
            line.append("\(CompactNumber.grouped(count)) \(count == 1 ? "release" : "releases")"
                        + (nextPage != nil ? " loaded" : ""), .counts)
        }
        if notice == nil {
            line.append(keyHints: keyHints)
            if let rateBudget { line.append(rateBudget.text, rateBudget.isLow ? .essential : .rateBudget) }
        }
        return line
    }

    private func display() {
        let releases = releases
        let message: String
        let messageTone: StatusTone
        if let failure, releases.isEmpty {
            message = failure
            messageTone = .warning
        } else if releases.isEmpty {
            message = pageRequest != nil ? "Loading releases…" : "This repository has no releases."
            messageTone = pageRequest != nil ? .busy : .normal
        } else {
            message = ""
            messageTone = .normal
        }
        view?.display(ReleasesViewModel(
            title: BreadcrumbText.fit(trail, toWidth: max(columns - BreadcrumbText.column, 1)),
            rows: ReleaseListing.rows(releases, latest: latest, now: dateProvider.now),
            message: message, messageTone: messageTone,
            status: statusLine(count: releases.count).fitted(toWidth: columns), statusTone: statusTone))
    }
}
