import Foundation
import CommitHistoryPresenter
import Entities
import PresentationKit
import TestSupport
import Testing
import Usecases

@MainActor
private final class HistoryViewSpy: CommitHistoryDisplay {
    var displayed: [CommitHistoryViewModel] = []
    var last: CommitHistoryViewModel { displayed.last ?? CommitHistoryViewModel() }
    func display(_ viewModel: CommitHistoryViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct CommitHistoryViewPresenterTests {
    private let view = HistoryViewSpy()
    private let router = RouteWireframeSpy()
    private let keeper = Keeper()
    private let usecase = CommitHistoryUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()

    private func makePresenter() -> CommitHistoryViewPresenter {
        let presenter = CommitHistoryViewPresenter(
            place: RepositoryRef(fullName: "o/r", ref: "main"), trail: ["github", "o/r", "commits @ main"], view: view,
            router: router, usecase: usecase,
            services: .doubles(clipboard: clipboard, dateProvider: FixedDate(now: CommitSamples.now), hasToken: true),
            perPage: 10)
        presenter.viewDidLoad(keyHints: ["Enter open", "r refresh"])
        keeper.objects.append(presenter)
        return presenter
    }

    @Test func asksForTheRefsFirstPageCachedThenFreshAndSaysItIsLoading() {
        _ = makePresenter()
        #expect(usecase.calls.map(\.page) == [1])
        #expect(usecase.calls.first?.ref == "main")
        #expect(usecase.calls.first?.freshness == .cachedThenFresh)
        #expect(view.last.title == "github › o/r › commits @ main")
        #expect(view.last.status.contains("loading commits…"))
        #expect(view.last.isLoading)
    }

    @Test func yCopiesTheSelectedCommitsLink() {
        let presenter = makePresenter()
        usecase.calls[0].completion(.success(.fresh(CommitSamples.page(1, count: 3, next: nil), source: .network)))
        presenter.didRequest(.copyLink, row: 1)
        presenter.didRequest(.copyLink, row: 7)
        let sha = CommitSamples.commit(1).sha
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/commit/\(sha)"])
        #expect(view.last.status.hasPrefix("copied the commit's link: https://github.com/o/r/commit/"))
    }

    @Test func showsTheCachedCopyAtOnceWithItsAgeThenGitHubsAnswer() {
        _ = makePresenter()
        usecase.calls[0].completion(.success(.cached(CommitSamples.page(1, count: 3, next: 2),
                                                     fetchedAt: CommitSamples.now.addingTimeInterval(-300), age: 300)))
        #expect(view.last.rows.count == 3)
        #expect(view.last.status.contains("cached 5 minutes ago · refreshing…"))
        #expect(view.last.statusTone == .busy)
        usecase.calls[0].completion(.success(.fresh(CommitSamples.page(1, count: 4, next: 2), source: .network)))
        #expect(view.last.rows.count == 4)
        let row = view.last.rows[0]
        #expect(row.shortSHA == "0000000")
        #expect(row.date == "3 days ago")
        #expect(row.author == "Ada")
        #expect(row.subject == "Fix the parser")
        #expect(view.last.status.contains("4 commits, more as you scroll"))
        #expect(view.last.status.contains("Enter open"))
        #expect(view.last.statusTone == .normal)
    }

    @Test func movingNearTheEndLoadsTheNextPageOnceAndAppendsIt() {
        let presenter = makePresenter()
        usecase.calls[0].completion(.success(.fresh(CommitSamples.page(1, count: 10, next: 2), source: .network)))
        presenter.didMoveSelection(to: 0, visibleRowCount: 5)
        #expect(usecase.calls.map(\.page) == [1, 2])
        presenter.didMoveSelection(to: 1, visibleRowCount: 5)
        #expect(usecase.calls.count == 2) // one request at a time
        usecase.calls[1].completion(.success(.fresh(CommitSamples.page(2, count: 5, next: nil), source: .network)))
        #expect(view.last.rows.count == 15)
        #expect(view.last.status.contains("15 commits"))
        #expect(!view.last.status.contains("more as you scroll"))
        presenter.didMoveSelection(to: 14, visibleRowCount: 5)
        #expect(usecase.calls.count == 2) // the last page
    }

    @Test func aFailedLaterPageIsAskedForAgainOnlyFromTheLastRow() {
        let presenter = makePresenter()
        usecase.calls[0].completion(.success(.fresh(CommitSamples.page(1, count: 10, next: 2), source: .network)))
        presenter.didMoveSelection(to: 5, visibleRowCount: 5)
        usecase.calls[1].completion(.failure(.transport(.timedOut)))
        #expect(view.last.rows.count == 10)
        #expect(view.last.statusTone == .error)
        presenter.didMoveSelection(to: 6, visibleRowCount: 5)
        presenter.didMoveSelection(to: 8, visibleRowCount: 5)
        #expect(usecase.calls.count == 2)
        presenter.didMoveSelection(to: 9, visibleRowCount: 5)
        #expect(usecase.calls.map(\.page) == [1, 2, 2])
    }

    @Test func farFromTheEndNothingMoreIsAskedFor() {
        let presenter = makePresenter()
        usecase.calls[0].completion(.success(.fresh(CommitSamples.page(1, count: 50, next: 2), source: .network)))
        presenter.didMoveSelection(to: 3, visibleRowCount: 10)
        #expect(usecase.calls.count == 1)
    }

    @Test func enterOpensTheSelectedCommit() {
        let presenter = makePresenter()
        usecase.calls[0].completion(.success(.fresh(CommitSamples.page(1, count: 3, next: nil), source: .network)))
        presenter.didSelectRow(at: 2)
        presenter.didSelectRow(at: 7)
        #expect(router.shown == [.commit(fullName: "o/r", sha: CommitSamples.commit(2).sha)])
    }

    @Test func refreshAsksGitHubNowAndStartsAgainFromTheFirstPage() {
        let presenter = makePresenter()
        usecase.calls[0].completion(.success(.fresh(CommitSamples.page(1, count: 10, next: 2), source: .network)))
        presenter.didMoveSelection(to: 9, visibleRowCount: 5)
        usecase.calls[1].completion(.success(.fresh(CommitSamples.page(2, count: 10, next: 3), source: .network)))
        presenter.didRequest(.refresh, row: 0)
        #expect(usecase.calls.last?.page == 1)
        #expect(usecase.calls.last?.freshness == .refreshNow)
        #expect(view.last.status.contains("refreshing…"))
        usecase.calls[2].completion(.success(.fresh(CommitSamples.page(1, count: 10, next: 2), source: .network)))
        #expect(view.last.rows.count == 10)
    }

    @Test func aFailureAfterTheCachedCopyKeepsItAndSaysHowOld() {
        _ = makePresenter()
        usecase.calls[0].completion(.success(.cached(CommitSamples.page(1, count: 3, next: nil),
                                                     fetchedAt: CommitSamples.now.addingTimeInterval(-7200), age: 7200)))
        usecase.calls[0].completion(.failure(.transport(.timedOut)))
        #expect(view.last.rows.count == 3)
        #expect(view.last.status.contains("offline — showing commits from 2 hours ago"))
        #expect(view.last.statusTone == .warning)
    }

    @Test func aFailureWithNothingShownIsAnError() {
        _ = makePresenter()
        usecase.calls[0].completion(.failure(.notFound(message: "No commit found for SHA: nope")))
        #expect(view.last.rows.isEmpty)
        #expect(view.last.status.contains("not found"))
        #expect(view.last.statusTone == .error)
    }

    @Test func gitHubsTextIsMadeSafe() {
        _ = makePresenter()
        let hostile = CommitSamples.commit(0, message: "Evil \u{1B}[2Jclear\nsecond", author: "Mal\u{1B}]0;title\u{07}lory")
        usecase.calls[0].completion(.success(.fresh(PagedAnswer(items: [hostile], page: 1), source: .network)))
        let row = view.last.rows[0]
        #expect(!row.subject.contains("\u{1B}"))
        #expect(!row.author.contains("\u{1B}"))
        #expect(row.subject.hasPrefix("Evil"))
    }
}
