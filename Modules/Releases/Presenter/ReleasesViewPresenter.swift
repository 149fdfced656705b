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

/// Decides what the releases screen shows: the cached pages at once marked with their age, then
/// GitHub's; the next page as the selection nears the end; which release is the latest (GitHub's
/// `/releases/latest`, the first stable one listed until it answers); what Enter, `r` and `o` do.
@MainActor
public final class ReleasesViewPresenter: ReleasesViewPresentation, PagedListPresenting {
    /// Releases asked for per page.
    static let perPage = 30

    private weak var view: ReleasesDisplay?
    private let router: ReleasesWireframe
    private let releasesUsecase: ReleasesUsecase
    private let services: ScreenServices
    private let fullName: String
    private let trail: [String]

    public var screen = ScreenState()
    /// The pages of releases, and what the status line says about loading them.
    private let list: PagedListLoader<Release>
    public var pages: PagedListLoader<Release>? { list }
    private var latest = LatestRelease.unknown
    private var latestRequest: Cancellable?

    public init(fullName: String, trail: [String], view: ReleasesDisplay, router: ReleasesWireframe,
                releasesUsecase: ReleasesUsecase, services: ScreenServices) {
        self.fullName = fullName
        self.trail = trail
        self.view = view
        self.router = router
        self.releasesUsecase = releasesUsecase
        self.services = services
        list = PagedListLoader(noun: "releases", services: services,
                               fetch: { page, freshness, completion in
                                   releasesUsecase.fetchReleases(fullName: fullName, page: page, perPage: Self.perPage,
                                                                 freshness: freshness, completion: completion)
                               })
        list.onChange = { [weak self] in self?.display() }
    }

    isolated deinit {
        latestRequest?.cancel()
    }

    public func didRequest(_ command: ReleasesCommand, row: Int) {
        switch command {
        case .open:
            guard let release = list.items[safe: row] else { return }
            router.show(.release(fullName: fullName, release))
        case .openInBrowser:
            let url = ReleaseListing.releasesPage(fullName: fullName, releases: list.items)
            open(url, through: services.browser)
        case .copyLink:
            guard let release = list.items[safe: row] else { return }
            copy(GitHubWebURL.release(fullName, tag: release.tagName), what: "the release's link", through: services.clipboard)
        case .refresh:
            guard !list.isLoading else { return }
            load(.refreshNow)
        }
    }

    // MARK: Fetching

    /// The first page and the latest release, with `freshness`.
    public func load(_ freshness: AnswerFreshness) {
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

    public func display() {
        let releases = list.items
        let count = releases.count
        let message = list.message(empty: "This repository has no releases.")
        let status = list.statusLine(counts: "\(CompactNumber.grouped(count)) \(count == 1 ? "release" : "releases")"
                                         + (list.nextPage != nil ? " loaded" : ""), keyHints: screen.keyHints)
        view?.display(ReleasesViewModel(
            title: screen.breadcrumb(trail),
            rows: ReleaseListing.rows(releases, latest: latest, now: services.dateProvider.now),
            message: message.text, messageTone: message.tone,
            status: status.line.fitted(toWidth: screen.width.columns), statusTone: status.tone))
    }
}
