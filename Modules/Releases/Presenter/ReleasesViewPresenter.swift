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

    private weak var view: ReleasesDisplay?
    private let router: ReleasesWireframe
    private let releasesUsecase: ReleasesUsecase
    private let openURLUsecase: OpenURLUsecase
    private let dateProvider: DateProvider
    private let fullName: String
    private let trail: [String]

    private var keyHints: [String] = []
    private var width = ScreenWidth()
    /// The pages of releases, and what the status line says about loading them.
    private let list: PagedListLoader<Release>
    private var latest = LatestRelease.unknown
    private var latestRequest: Cancellable?

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
        list = PagedListLoader(noun: "releases", hasToken: hasToken, dateProvider: dateProvider,
                               fetch: { page, freshness, completion in
                                   releasesUsecase.fetchReleases(fullName: fullName, page: page, perPage: Self.perPage,
                                                                 freshness: freshness, completion: completion)
                               })
        list.onChange = { [weak self] in self?.display() }
    }

    isolated deinit {
        latestRequest?.cancel()
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
            guard let release = list.items[safe: row] else { return }
            router.show(.release(fullName: fullName, release))
        case .openInBrowser:
            let url = ReleaseListing.releasesPage(fullName: fullName, releases: list.items)
            openURLUsecase.open(url: url) { [weak self] text, tone in
                self?.list.say(text, tone)
                self?.display()
            }
        case .refresh:
            guard !list.isLoading else { return }
            fetchFirstPage(.refreshNow)
        }
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        if list.selectionDidMove(to: index, visibleRows: visibleRowCount) { display() }
    }

    // MARK: Fetching

    private func fetchFirstPage(_ freshness: AnswerFreshness) {
        list.loadFirstPage(freshness)
        latestRequest?.cancel()
        latestRequest = releasesUsecase.fetchLatestRelease(fullName: fullName, freshness: freshness) {
            [weak self] answer in
            self?.latestDidAnswer(answer)
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

    private func display() {
        let releases = list.items
        let count = releases.count
        let message = list.message(empty: "This repository has no releases.")
        let status = list.statusLine(counts: "\(CompactNumber.grouped(count)) \(count == 1 ? "release" : "releases")"
                                         + (list.nextPage != nil ? " loaded" : ""), keyHints: keyHints)
        view?.display(ReleasesViewModel(
            title: BreadcrumbText.fit(trail, toWidth: max(width.columns - BreadcrumbText.column, 1)),
            rows: ReleaseListing.rows(releases, latest: latest, now: dateProvider.now),
            message: message.text, messageTone: message.tone,
            status: status.line.fitted(toWidth: width.columns), statusTone: status.tone))
    }
}
