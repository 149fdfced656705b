#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import AccountRepositoriesPresenter
import Entities
import PresentationKit
import TestSupport
import Testing
import Usecases

@MainActor
final class AccountRepositoriesViewSpy: AccountRepositoriesDisplay {
    private(set) var models: [AccountRepositoriesViewModel] = []
    var last: AccountRepositoriesViewModel { models.last ?? AccountRepositoriesViewModel() }
    func display(_ viewModel: AccountRepositoriesViewModel) { models.append(viewModel) }
}

@MainActor
@Suite final class AccountRepositoriesPresenterTests {
    let view = AccountRepositoriesViewSpy()
    let router = RouteWireframeSpy()
    let starred = StarredRepositoriesUsecaseMock()
    let own = OwnRepositoriesUsecaseMock()
    let clipboard = ClipboardUsecaseMock()
    var presenter: AccountRepositoriesViewPresenter!

    func make(_ listing: AccountListing, hasToken: Bool = true) {
        let source: AccountListingSource = listing == .stars ? .stars(starred) : .ownRepositories(own)
        presenter = AccountRepositoriesViewPresenter(
            view: view, router: router, source: source,
            services: .doubles(clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: hasToken), trail: ["github", listing.title])
        presenter.viewDidLoad(keyHints: ["Enter open", "Esc back"])
        presenter.viewDidResize(columns: 140)
    }

    /// Stars `first..<first+count`, starred `index` days ago.
    func starPage(_ range: Range<Int>, next: Int?) -> ListingPage<StarredRepository> {
        ListingPage(items: range.map {
            StarredRepository(starredAt: Sample.now.addingTimeInterval(-Double($0 + 1) * 86_400),
                              repository: Sample.repository($0))
        }, nextPage: next, rateLimit: RateLimit(limit: 5_000, remaining: 4_990))
    }

    func text(of row: Int) -> String {
        view.last.rows[row].cells.map(\.text).joined()
    }

    @Test func yourStarsShowWhenYouStarredEachNewestFirstUnderTheirBreadcrumb() {
        make(.stars)
        #expect(starred.calls.map(\.page) == [1])
        #expect(starred.calls.first?.freshness == .cachedThenFresh)
        #expect(view.last.breadcrumb == "github › your stars")
        starred.calls[0].completion(.success(.fresh(starPage(0..<3, next: nil), source: .network)))
        #expect(view.last.rows.count == 3)
        #expect(view.last.rows[0].cells.contains { $0.role == .note && $0.text == "starred 1 day ago" })
        #expect(text(of: 2).contains("owner2/repo2"))
        #expect(text(of: 2).contains("starred 3 days ago"))
        #expect(view.last.status.hasPrefix("3 listed · Enter open · Esc back"), "\(view.last.status)")
    }

    @Test func yourRepositoriesMarkThePrivateOnes() {
        make(.ownRepositories)
        var secret = Sample.repository(1)
        secret.isPrivate = true
        let page = ListingPage(items: [Sample.repository(0), secret], nextPage: nil, rateLimit: nil)
        own.calls[0].completion(.success(.fresh(page, source: .network)))
        #expect(view.last.breadcrumb == "github › your repositories")
        #expect(!view.last.rows[0].cells.contains { $0.role == .note })
        #expect(view.last.rows[1].cells.contains { $0.role == .note && $0.text == "private" })
    }

    @Test func theCachedCopyShowsAtOnceWithItsAgeThenGitHubsReplacesIt() {
        make(.stars)
        let fetchedAt = Sample.now.addingTimeInterval(-7_200)
        starred.calls[0].completion(.success(.cached(starPage(0..<2, next: nil), fetchedAt: fetchedAt, age: 7_200)))
        #expect(view.last.rows.count == 2)
        #expect(view.last.status == "cached 2 hours ago · refreshing…")
        starred.calls[0].completion(.success(.fresh(starPage(0..<5, next: nil), source: .network)))
        #expect(view.last.rows.count == 5)
    }

    @Test func offlineTheCachedCopyStaysAndSaysHowOld() {
        make(.stars)
        let fetchedAt = Sample.now.addingTimeInterval(-7_200)
        starred.calls[0].completion(.success(.cached(starPage(0..<2, next: nil), fetchedAt: fetchedAt, age: 7_200)))
        starred.calls[0].completion(.failure(.transport(.connectionRefused)))
        #expect(view.last.rows.count == 2)
        #expect(view.last.status == "offline — showing your stars from 2 hours ago")
    }

    @Test func scrollingNearTheEndLoadsTheNextPageOnce() {
        make(.stars)
        starred.calls[0].completion(.success(.fresh(starPage(0..<100, next: 2), source: .network)))
        presenter.didMoveSelection(to: 10, visibleRowCount: 20)
        #expect(starred.calls.count == 1, "far from the end")
        presenter.didMoveSelection(to: 85, visibleRowCount: 20)
        presenter.didMoveSelection(to: 86, visibleRowCount: 20)
        #expect(starred.calls.map(\.page) == [1, 2])
        starred.calls[1].completion(.success(.fresh(starPage(100..<130, next: nil), source: .network)))
        #expect(view.last.rows.count == 130)
        presenter.didMoveSelection(to: 129, visibleRowCount: 20)
        #expect(starred.calls.count == 2, "the last page is in")
    }

    @Test func enterOpensTheRepositorysDetail() {
        make(.stars)
        starred.calls[0].completion(.success(.fresh(starPage(0..<3, next: nil), source: .network)))
        presenter.didSelectRow(at: 1)
        #expect(router.shownRepositories.map(\.fullName) == ["owner1/repo1"])
    }

    @Test func yCopiesTheSelectedRepositorysLink() {
        make(.stars)
        starred.calls[0].completion(.success(.fresh(starPage(0..<3, next: nil), source: .network)))
        presenter.didRequest(.copyLink, row: 1)
        presenter.didRequest(.copyLink, row: 30)
        #expect(clipboard.copiedTexts == ["https://github.com/owner1/repo1"])
        #expect(view.last.status == "copied the repository's link: https://github.com/owner1/repo1")
    }

    @Test func sortSaysTheListingHasGitHubsOneOrder() {
        make(.stars)
        starred.calls[0].completion(.success(.fresh(starPage(0..<3, next: nil), source: .network)))
        presenter.didRequest(.cycleSort, row: 0)
        #expect(view.last.status == "your stars come newest star first; GitHub's listing cannot be sorted another way")
        #expect(starred.calls.count == 1, "nothing is asked again")
    }

    @Test func withoutATokenItSaysWhatItNeedsAndAsksNothing() {
        make(.stars, hasToken: false)
        #expect(starred.calls.isEmpty)
        #expect(view.last.placeholder == "Your stars need a token: run gh auth login, or set GH_TOKEN.")
    }

    @Test func aFailureWithNothingShownSaysWhyAndRefreshTriesAgain() {
        make(.ownRepositories)
        own.calls[0].completion(.failure(.unauthorized(message: "Bad credentials")))
        #expect(view.last.rows.isEmpty)
        #expect(view.last.placeholder?.hasPrefix("Could not load your repositories: ") == true)
        presenter.didRequest(.refresh, row: 0)
        #expect(own.calls.map(\.freshness) == [.cachedThenFresh, .refreshNow])
    }

    @Test func anEmptyListingSaysSo() {
        make(.stars)
        starred.calls[0].completion(.success(.fresh(starPage(0..<0, next: nil), source: .network)))
        #expect(view.last.placeholder == "You have not starred any repository yet: * on a repository stars it.")
    }

    @Test func hostileNamesAndNotesAreMadeSafe() {
        make(.ownRepositories)
        var hostile = Sample.repository(0, description: "evil\u{1b}[2J text")
        hostile.visibility = "in\u{1b}]0;x\u{07}ternal"
        own.calls[0].completion(.success(.fresh(ListingPage(items: [hostile], nextPage: nil, rateLimit: nil),
                                                 source: .network)))
        #expect(!text(of: 0).contains("\u{1b}"))
        #expect(!text(of: 0).contains("\u{07}"))
    }
}
