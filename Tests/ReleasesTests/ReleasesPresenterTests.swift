import Foundation
import Entities
import PresentationKit
import ReleasesPresenter
import TestSupport
import Testing
import Usecases

@MainActor
@Suite struct ReleasesPresenterTests {
    private let view = ReleasesViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = ReleasesUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    private let presenter: ReleasesViewPresenter

    init() {
        presenter = ReleasesViewPresenter(fullName: "o/r", trail: ["github", "o/r", "releases"], view: view,
                                          router: router, releasesUsecase: usecase,
                                          services: .doubles(browser: browser, clipboard: clipboard,
                                                             dateProvider: FixedDateProvider(now: SampleReleases.now), hasToken: false))
        presenter.viewDidLoad(keyHints: ["Enter open", "o browser", "r refresh", "Esc back"])
    }

    private var firstPage: [Release] {
        [SampleReleases.release(5, tag: "v3.0-rc1", name: "Three, almost", prerelease: true, daysAgo: 1),
         SampleReleases.release(4, tag: "v2.1", name: "v2.1", daysAgo: 3),
         SampleReleases.release(3, tag: "v2.0", name: "Second", daysAgo: 40),
         SampleReleases.release(2, tag: "v1.0-draft", draft: true, daysAgo: 50)]
    }

    @Test func asksForTheFirstPageAndTheLatestCachedThenFreshAndSaysItIsLoading() {
        #expect(usecase.pageCalls.map(\.page) == [1])
        #expect(usecase.pageCalls.first?.freshness == .cachedThenFresh)
        #expect(usecase.latestCalls.first?.freshness == .cachedThenFresh)
        #expect(usecase.fullNames.first == "o/r")
        #expect(view.last.message == "Loading releases…")
        #expect(view.last.title == "github › o/r › releases")
    }

    @Test func rowsShowTagNameDateAndMarksAndTheFirstStableReleaseIsLatestUntilGitHubSays() {
        usecase.pageCalls[0].completion(.success(.fresh(SampleReleases.page(firstPage), source: .network)))
        let rows = view.last.rows
        #expect(rows.map(\.tag) == ["v3.0-rc1", "v2.1", "v2.0", "v1.0-draft"])
        #expect(rows.map(\.name) == ["Three, almost", "", "Second", ""]) // a name equal to the tag is not repeated
        #expect(rows[1].date == "3 days ago")
        #expect(rows.map(\.marks) == [[.prerelease], [.latest], [], [.draft]])
        #expect(view.last.message == "")
        #expect(view.last.status.hasPrefix("4 releases · Enter open"))

        // GitHub's /releases/latest wins (a maintainer may have set an older one as latest).
        usecase.latestCalls[0].completion(.success(.fresh(SampleReleases.release(3, tag: "v2.0"), source: .network)))
        #expect(view.last.rows.map(\.marks) == [[.prerelease], [], [.latest], [.draft]])
        // None at all (404): nothing is marked.
        usecase.latestCalls[0].completion(.success(.fresh(nil, source: .network)))
        #expect(!view.last.rows.contains { $0.marks.contains(.latest) })
    }

    @Test func githubTextIsSanitized() {
        let hostile = SampleReleases.release(1, tag: "v1\u{1B}[31m", name: "red\u{1B}]0;title\u{07}\nname")
        usecase.pageCalls[0].completion(.success(.fresh(SampleReleases.page([hostile]), source: .network)))
        let row = view.last.rows[0]
        #expect(!row.tag.contains("\u{1B}") && !row.name.contains("\u{1B}") && !row.name.contains("\n"))
    }

    @Test func theCachedPageShowsAtOnceWithItsAgeThenGitHubsReplacesIt() {
        let fetchedAt = SampleReleases.now.addingTimeInterval(-3 * 3_600)
        usecase.pageCalls[0].completion(.success(.cached(SampleReleases.page(Array(firstPage.prefix(2))),
                                                         fetchedAt: fetchedAt, age: 3 * 3_600)))
        #expect(view.last.rows.count == 2)
        #expect(view.last.status.contains("cached 3 hours ago · refreshing…"))
        #expect(view.last.statusTone == .busy)
        usecase.pageCalls[0].completion(.success(.fresh(SampleReleases.page(firstPage), source: .network)))
        #expect(view.last.rows.count == 4)
        #expect(!view.last.status.contains("cached"))
    }

    @Test func aFailureAfterTheCachedCopyKeepsItAndSaysHowOld() {
        let fetchedAt = SampleReleases.now.addingTimeInterval(-2 * 3_600)
        usecase.pageCalls[0].completion(.success(.cached(SampleReleases.page(firstPage), fetchedAt: fetchedAt,
                                                         age: 7_200)))
        usecase.pageCalls[0].completion(.failure(.transport(.connectionRefused)))
        #expect(view.last.rows.count == 4)
        #expect(view.last.status.contains("offline — showing releases from 2 hours ago"))
    }

    @Test func aFailureWithNothingShownSaysWhyInsteadOfRows() {
        usecase.pageCalls[0].completion(.failure(.notFound(message: "Not Found")))
        #expect(view.last.rows.isEmpty)
        #expect(view.last.message.hasPrefix("Could not load the releases:"))
    }

    @Test func noReleasesSaysSo() {
        usecase.pageCalls[0].completion(.success(.fresh(SampleReleases.page([]), source: .network)))
        #expect(view.last.message == "This repository has no releases.")
    }

    @Test func nearingTheEndFetchesTheNextPageOnceAndAppendsIt() {
        usecase.pageCalls[0].completion(.success(.fresh(SampleReleases.page(firstPage, next: 2), source: .network)))
        #expect(view.last.status.contains("4 releases loaded"))
        presenter.didMoveSelection(to: 1, visibleRowCount: 20)
        presenter.didMoveSelection(to: 2, visibleRowCount: 20)
        #expect(usecase.pageCalls.map(\.page) == [1, 2])
        let more = [SampleReleases.release(1, tag: "v0.9", daysAgo: 400)]
        usecase.pageCalls[1].completion(.success(.fresh(SampleReleases.page(more, page: 2), source: .network)))
        #expect(view.last.rows.map(\.tag).last == "v0.9")
        #expect(view.last.status.hasPrefix("5 releases · "))
        // The last page: no more requests.
        presenter.didMoveSelection(to: 4, visibleRowCount: 20)
        #expect(usecase.pageCalls.count == 2)
    }

    @Test func enterOpensTheReleaseAndOOpensTheReleasesPage() {
        usecase.pageCalls[0].completion(.success(.fresh(SampleReleases.page(firstPage), source: .network)))
        presenter.didRequest(.open, row: 2)
        #expect(router.shown == [.release(fullName: "o/r", firstPage[2])])
        presenter.didRequest(.open, row: 9)
        #expect(router.shown.count == 1)
        presenter.didRequest(.openInBrowser, row: 0)
        #expect(browser.openedURLs == ["https://github.com/o/r/releases"])
        #expect(view.last.status.contains("opened in the browser"))
    }

    @Test func yCopiesTheSelectedReleasesLinkOrShowsItWithoutAClipboard() {
        usecase.pageCalls[0].completion(.success(.fresh(SampleReleases.page(firstPage), source: .network)))
        presenter.didRequest(.copyLink, row: 1)
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/releases/tag/v2.1"])
        #expect(view.last.status.hasPrefix("copied the release's link: https://github.com/o/r/releases/tag/v2.1"))
        clipboard.outcome = .unavailable
        presenter.didRequest(.copyLink, row: 1)
        #expect(view.last.status.hasPrefix("https://github.com/o/r/releases/tag/v2.1  (no clipboard"))
        presenter.didRequest(.copyLink, row: 9)
        #expect(clipboard.copiedTexts.count == 2)
    }

    @Test func refreshAsksGitHubNowForTheFirstPageAndTheLatest() {
        usecase.pageCalls[0].completion(.success(.fresh(SampleReleases.page(firstPage, next: 2), source: .network)))
        presenter.didRequest(.refresh, row: 0)
        #expect(usecase.pageCalls.last?.page == 1)
        #expect(usecase.pageCalls.last?.freshness == .refreshNow)
        #expect(usecase.latestCalls.last?.freshness == .refreshNow)
        #expect(view.last.status.hasPrefix("refreshing…"))
    }
}
