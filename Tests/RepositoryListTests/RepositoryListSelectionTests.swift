import GHBrowseApp
import Entities
import Usecases
import Interactors
import PresentationKit
import RepositoryListPresenter
import RepositoryListView
import TerminalUI
import TestSupport
import Testing

/// The list's View and Presenter together, with the View the one owner of the selection and of
/// the query field's text: what the person points at and types is what the keys act on, and it
/// stays on the same repository when GitHub's rows replace those on screen.
@MainActor
@Suite final class RepositoryListSelectionTests {
    private let search = SearchRepositoryUsecaseMock()
    private let history = SearchHistoryUsecaseMock()
    private let stars = StarStateUsecaseMock()
    private let router = RepositoryListRouterSpy()
    private let clock = ManualClock(now: Sample.now)
    private let controller = RepositoryListViewController(bindings: .ghbrowse)
    private var presenter: RepositoryListViewPresenter!
    private let size = TerminalSize(rows: 12, columns: 100)

    /// The root list with `history` as the searches remembered (the newest first), shown on a
    /// 12×100 terminal.
    private func launch(history searches: [RepositorySearch] = [RepositorySearch(query: "tetris")],
                        loadHistoryLater: Bool = false) {
        history.snapshot = SearchHistorySnapshot(searches: searches)
        history.answersLoadImmediately = !loadHistoryLater
        presenter = RepositoryListViewPresenter(
            view: controller, router: router, searchUsecase: search, historyUsecase: history,
            delayUsecase: DelayInteractor(scheduler: clock), starStateUsecase: stars,
            services: .doubles(clipboard: ClipboardUsecaseMock(),
                               dateProvider: clock, hasToken: true), initialSearch: nil, breadcrumb: ["github"])
        controller.presenter = presenter
        controller.didAppear(size: size)
    }

    /// GitHub's answer to the latest request: repositories `ids` (`owner<id>/repo<id>`), in order.
    private func answer(_ ids: [Int], cachedAge: Double? = nil) {
        let results = SearchResults(query: "tetris", page: 1, totalCount: ids.count, incompleteResults: false,
                                    repositories: ids.map { Sample.repository($0) }, links: PageLinks(),
                                    rateLimit: RateLimit(limit: 30, remaining: 20, resource: "search"))
        if let cachedAge {
            search.lastCachedCall?.completion(.success(.cached(results, fetchedAt: clock.now.addingTimeInterval(-cachedAge),
                                                               age: cachedAge)))
        } else {
            search.lastCachedCall?.completion(.success(.fresh(results, source: .network)))
        }
    }

    private func press(_ keys: KeyPress...) {
        for key in keys { _ = controller.handle(key: key) }
    }

    private func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    private func screen() -> InMemorySurface {
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        controller.draw(on: surface)
        return surface
    }

    /// The repository on the highlighted row, nil when no row is highlighted.
    private var highlighted: String? {
        let surface = screen()
        return surface.lines.indices.first { surface.styleAt(row: $0, column: 0) == .selected }
            .map { surface.lines[$0].prefix { $0 != " " } }.map(String.init)
    }

    private var queryField: String { screen().lines[0] }

    // MARK: Selection across replaced rows

    @Test func theSelectionStaysOnTheSameRepositoryWhenGitHubsAnswerReordersTheCachedRows() {
        launch()
        answer([1, 2, 3, 4], cachedAge: 180)
        press(.down, .down)
        #expect(highlighted == "owner3/repo3")
        answer([9, 3, 1])
        #expect(highlighted == "owner3/repo3", "GitHub moved it to the second row; the selection went with it")
        press(.character("*"))
        #expect(stars.requests == ["GET owner3/repo3"], "* acts on the repository the person sees selected")
    }

    @Test func rReorderingTheRowsKeepsTheSelectedRepositoryAndEnterOpensIt() {
        launch()
        answer([1, 2, 3, 4, 5])
        press(.character("j"), .character("j"), .character("j"))
        #expect(highlighted == "owner4/repo4")
        press(.character("r"))
        answer([4, 5, 1, 2, 3])
        #expect(highlighted == "owner4/repo4")
        press(.enter)
        #expect(router.shownRepositories.map(\.fullName) == ["owner4/repo4"])
    }

    @Test func whenTheSelectedRepositoryIsGoneTheSelectionStaysWithinTheRows() {
        launch()
        answer([1, 2, 3, 4, 5])
        press(.end)
        #expect(highlighted == "owner5/repo5")
        press(.character("r"))
        answer([7, 8])
        #expect(highlighted == "owner8/repo8", "clamped to the last row")
        press(.character("f"))
        #expect(router.shownInside == ["files owner8/repo8@HEAD"])
    }

    @Test func aNewSortStartsAtTheTopEvenWhereTheSelectedRepositoryIsStillListed() {
        launch()
        answer([1, 2, 3, 4, 5])
        press(.down, .down)
        #expect(highlighted == "owner3/repo3")
        press(.character("s"))
        answer([2, 1, 5, 3, 4])
        #expect(highlighted == "owner2/repo2", "a new search starts at its first row")
    }

    // MARK: Keys act on the row the View selected

    @Test func starCAndRActOnTheSelectedRow() {
        launch()
        answer([1, 2, 3])
        press(.down)
        press(.character("c"), .character("R"))
        #expect(router.shownInside == ["commits owner2/repo2@HEAD", "releases owner2/repo2"])
        press(.character("*"))
        stars.answer(.success(false))
        #expect(stars.requests == ["GET owner2/repo2", "PUT owner2/repo2"])
        stars.answer(.success(true))
        #expect(screen().lines.last?.hasSuffix("★ starred owner2/repo2") == true, "\(screen().lines.last ?? "")")
        #expect(highlighted == "owner2/repo2", "the star count changed; the selection did not")
    }

    // MARK: History recall starts from what is typed

    @Test func upRecallsTheHistoryAndDownComesBackToWhatWasTyped() {
        launch(history: [RepositorySearch(query: "newest"), RepositorySearch(query: "older")], loadHistoryLater: true)
        type("draft")
        history.finishLoad()
        #expect(queryField == "Search: draft", "the history arriving late does not overwrite typing")
        #expect(search.cachedCalls.isEmpty)
        press(.up)
        #expect(queryField == "Search: newest")
        press(.up)
        #expect(queryField == "Search: older")
        press(.down, .down)
        #expect(queryField == "Search: draft", "back to what the person had typed")
    }

    @Test func editingARecalledQueryThenUpAgainComesBackToTheEditedText() {
        launch(history: [RepositorySearch(query: "newest"), RepositorySearch(query: "older")])
        #expect(queryField == "Search: newest", "the last search is restored at launch")
        press(.character("/"))
        type(" swift")
        press(.up)
        #expect(queryField == "Search: newest")
        press(.down)
        #expect(queryField == "Search: newest swift", "the walk started from the field's text at ↑")
        press(.enter)
        #expect(search.lastCachedCall?.query == "newest swift")
    }
}
