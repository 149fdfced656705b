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

/// Decides what the screen of your stars (or your repositories) shows: the first page cached
/// then fresh, the next pages as the selection nears the end, when you starred each one (or
/// which are private), and a status line that says what is happening in words.
///
/// These listings are not searches: nothing goes into the search history, and GitHub decides
/// their order, so `s` says why it cannot sort them.
@MainActor
public final class AccountRepositoriesViewPresenter: AccountRepositoriesViewPresentation {
    public static let pageSize = 100
    /// Start fetching the next page when the selection is this close to the end of what is loaded.
    static let prefetchDistance = 20

    private weak var view: AccountRepositoriesDisplay?
    private let router: AccountRepositoriesWireframe
    private let source: AccountListingSource
    private let services: ScreenServices
    private let trail: [String]

    private var keyHints: [String] = []
    private var width = ScreenWidth()
    private var columns: Int { width.columns }
    private var items: [ListedRepository] = []
    /// The next page to ask for; nil once the last page is in.
    private var nextPage: Int? = 1
    private var inFlight: Cancellable?
    /// When the rows shown were fetched, while they are a stored copy (or a refresh failed).
    private var cachedAt: Date?
    private var status = ScreenStatus()
    private var placeholder: String?

    public init(view: AccountRepositoriesDisplay, router: AccountRepositoriesWireframe, source: AccountListingSource,
                services: ScreenServices, trail: [String]) {
        self.view = view
        self.router = router
        self.source = source
        self.services = services
        self.trail = trail
    }

    isolated deinit {
        inFlight?.cancel()
    }

    private var listing: AccountListing { source.listing }

    // MARK: - Events from the View

    public func viewDidLoad(keyHints: [String]) {
        self.keyHints = keyHints
        guard services.hasToken else {
            placeholder = TokenSentence.needed(for: listing.title)
            status.say(TokenSentence.unknownUser, .warning)
            display()
            return
        }
        loadFirstPage(.cachedThenFresh)
    }

    public func viewDidResize(columns: Int) {
        if width.resize(to: columns) { display() }
    }

    public func didSelectRow(at index: Int) {
        guard items.indices.contains(index) else { return }
        router.show(.repository(items[index].repository, foundWith: nil))
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        guard let nextPage, nextPage > 1, inFlight == nil, services.hasToken else { return }
        let remaining = items.count - 1 - index
        if remaining < max(visibleRowCount, Self.prefetchDistance) {
            loadPage(nextPage)
        }
    }

    public func didRequest(_ command: AccountRepositoriesCommand, row: Int) {
        switch command {
        case .copyLink:
            guard let item = items[safe: row] else { return }
            services.clipboard.copy(url: GitHubWebURL.repository(item.repository.fullName), what: "the repository's link") {
                [weak self] text, tone in
                self?.status.say(text, tone)
                self?.display()
            }
        case .refresh:
            guard services.hasToken, inFlight == nil || items.isEmpty else { return }
            inFlight?.cancel()
            loadFirstPage(.refreshNow)
        case .cycleSort, .flipOrder:
            // These listings have GitHub's one order.
            status.say(listing.cannotSortSentence, .warning)
            display()
        }
    }

    // MARK: - Loading

    private func loadFirstPage(_ freshness: AnswerFreshness) {
        if items.isEmpty { placeholder = "Asking GitHub for \(listing.title)…" }
        status.say(freshness == .refreshNow ? "refreshing…" : "loading \(listing.title)…", .busy)
        inFlight = source.fetch(page: 1, perPage: Self.pageSize, freshness: freshness) { [weak self] answer in
            self?.firstPageDidAnswer(answer)
        }
        display()
    }

    private func firstPageDidAnswer(_ answer: AccountListingSource.Answer) {
        let now = services.dateProvider.now
        switch answer {
        case .success(.cached(let page, let fetchedAt, _)):
            // A stored copy only fills an empty screen; GitHub's answer follows.
            guard items.isEmpty else { return }
            accept(page, replacing: true)
            cachedAt = fetchedAt
            status.say(CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let page, _)):
            inFlight = nil
            cachedAt = nil
            accept(page, replacing: true)
            showKeyHints(budget: RateBudget(page.rateLimit, resource: "core"))
        case .failure(let error):
            inFlight = nil
            if let cachedAt, !items.isEmpty {
                status.say(CacheAgeSentence.unavailable(error, what: listing.title, fetchedAt: cachedAt, now: now,
                                                       hasToken: services.hasToken), .warning)
            } else if !items.isEmpty {
                status.say("could not refresh: \(sentence(error))", .warning)
            } else {
                placeholder = "Could not load \(listing.title): \(sentence(error)) Press r to try again."
                status.say(sentence(error), .error)
            }
        }
        display()
    }

    private func loadPage(_ page: Int) {
        status.say("loading more of \(listing.title)…", .busy)
        inFlight = source.fetch(page: page, perPage: Self.pageSize, freshness: .latest) { [weak self] answer in
            self?.pageDidAnswer(answer, page: page)
        }
        display()
    }

    private func pageDidAnswer(_ answer: AccountListingSource.Answer, page: Int) {
        guard nextPage == page else { return }
        inFlight = nil
        switch answer {
        case .success(let stage):
            accept(stage.value, replacing: false)
            showKeyHints(budget: RateBudget(stage.value.rateLimit, resource: "core"))
        case .failure(let error):
            status.say("could not load more: \(sentence(error)) Move down to try again.", .warning)
        }
        display()
    }

    private func accept(_ page: ListingPage<ListedRepository>, replacing: Bool) {
        if replacing { items = [] }
        // A repository already listed (the listing moved between pages) is not listed twice.
        let known = Set(items.map(\.repository.id))
        items += page.items.filter { !known.contains($0.repository.id) }
        nextPage = page.nextPage
        placeholder = items.isEmpty ? listing.emptySentence : nil
    }

    // MARK: - Showing

    private func sentence(_ error: GitHubError) -> String {
        services.sentence(for: error)
    }

    /// Nothing to say: how many are listed, the key hints, and the core budget left.
    private func showKeyHints(budget: RateBudget?) {
        let more = nextPage == nil ? "" : "+"
        status.showKeyHints(keyHints, budget: budget, counts: "\(CompactNumber.grouped(items.count))\(more) listed")
    }

    /// "starred 3 days ago" for a star, "private" for a private repository of yours.
    private func note(for item: ListedRepository) -> String? {
        switch listing {
        case .stars:
            return item.starredAt.map { "starred \(DateText.relative($0, now: services.dateProvider.now))" }
        case .ownRepositories:
            return RepositoryFacts.visibility(of: item.repository) == "public" ? nil
                : TextSanitizer.singleLine(RepositoryFacts.visibility(of: item.repository))
        }
    }

    private func display() {
        let layout = RepositoryRowLayout(columns: columns, repositories: items.map(\.repository))
        view?.display(AccountRepositoriesViewModel(
            breadcrumb: BreadcrumbText.fit(trail, toWidth: columns),
            header: layout.header(),
            rows: items.map { layout.row(for: $0.repository, note: note(for: $0)) },
            placeholder: items.isEmpty ? placeholder : nil,
            status: status.line.fitted(toWidth: columns),
            statusTone: status.tone))
    }
}
