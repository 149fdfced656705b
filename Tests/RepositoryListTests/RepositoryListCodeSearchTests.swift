import Entities
import Interactors
@testable import RepositoryListPresenter
import TestSupport
import Testing
import Usecases

/// A query starting with `code:` on the list is a code search on its own screen: never a
/// repository search, never in the history, and without a token or words a sentence instead.
@MainActor
@Suite final class RepositoryListCodeSearchTests {
    private let view = RepositoryListViewSpy()
    private let router = RepositoryListRouterSpy()
    private let search = SearchRepositoryUsecaseMock()
    private let history = SearchHistoryUsecaseMock()
    private let clock = ManualClock(now: Sample.now)
    private var presenter: RepositoryListViewPresenter!

    private func makePresenter(hasToken: Bool) {
        presenter = RepositoryListViewPresenter(
            view: view, router: router, searchUsecase: search, historyUsecase: history,
            delayUsecase: DelayInteractor(scheduler: clock), starStateUsecase: StarStateUsecaseMock(),
            services: .doubles(clipboard: ClipboardUsecaseMock(),
                               dateProvider: clock, hasToken: hasToken), initialSearch: nil, breadcrumb: ["github"])
        presenter.viewDidLoad(keyHints: [])
    }

    @Test func codeColonOpensTheCodeSearchWithWhatFollows() {
        makePresenter(hasToken: true)
        presenter.searchFieldDidSubmit(query: "  Code:  toto language:python ")
        #expect(router.shown == [.codeSearch(query: "toto language:python", fullName: nil)])
        #expect(search.calls.isEmpty, "no repository search")
        #expect(history.recorded.isEmpty, "not a repository search to recall")
    }

    @Test func withoutATokenItSaysSoAndOpensNothing() {
        makePresenter(hasToken: false)
        presenter.searchFieldDidSubmit(query: "code:toto")
        #expect(router.shown.isEmpty)
        #expect(search.calls.isEmpty)
        #expect(view.last.status == "Code search needs a token: run gh auth login, or set GH_TOKEN.")
    }

    @Test func codeColonAloneAsksForWords() {
        makePresenter(hasToken: true)
        presenter.searchFieldDidSubmit(query: "code:   ")
        #expect(router.shown.isEmpty)
        #expect(search.calls.isEmpty)
        #expect(view.last.status.hasPrefix("Type what to search for after code:"))
    }

    @Test func aWordThatOnlyContainsCodeIsARepositorySearch() {
        makePresenter(hasToken: true)
        presenter.searchFieldDidSubmit(query: "vscode: extensions")
        #expect(router.shown.isEmpty)
        #expect(search.calls.map(\.query) == ["vscode: extensions"])
    }
}
