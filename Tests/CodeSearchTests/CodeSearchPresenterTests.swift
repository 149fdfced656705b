import CodeSearchPresenter
import Entities
import Foundation
import PresentationKit
import Routes
import TestSupport
import Testing
import Usecases

@MainActor
@Suite final class CodeSearchPresenterTests {
    private let view = CodeSearchViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = CodeSearchUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    /// The Presenter made last: its View and use case hold it weakly, so the test keeps it.
    private var kept: CodeSearchViewPresenter?

    private func presenter(query: String = "toto", fullName: String? = nil, hasToken: Bool = true) -> CodeSearchViewPresenter {
        let presenter = CodeSearchViewPresenter(
            query: query, fullName: fullName, trail: ["github", "code: \(query)"], view: view, router: router,
            usecase: usecase,
            services: .doubles(browser: browser, dateProvider: FixedDateProvider(now: SampleCode.now), hasToken: hasToken))
        kept = presenter
        presenter.viewDidResize(columns: 200)
        presenter.viewDidLoad(keyHints: ["Enter open"])
        return presenter
    }

    @Test func withoutATokenItSaysHowToGetOneAndSendsNothing() {
        let presenter = presenter(hasToken: false)
        presenter.filterDidSubmit(query: "toto")
        presenter.didRequest(.refresh, row: 0)
        #expect(usecase.calls.isEmpty)
        #expect(view.last.message == "Code search needs a token: run gh auth login, or set GH_TOKEN.")
        #expect(view.last.messageTone == .warning)
    }

    @Test func withoutAQueryNothingIsSentUntilOneIsSubmitted() {
        let presenter = presenter(query: "  ", fullName: "o/r")
        #expect(usecase.calls.isEmpty)
        #expect(view.last.message.hasPrefix("Search code in o/r: type words and qualifiers"))
        presenter.filterDidSubmit(query: "   ")
        #expect(usecase.calls.isEmpty, "an empty query is not sent")
        presenter.filterDidSubmit(query: " toto  language:python ")
        #expect(usecase.calls.map(\.query) == ["toto  language:python"])
        #expect(usecase.calls.first?.fullName == "o/r", "a search from a detail is scoped to it")
        #expect(usecase.calls.first?.perPage == 100)
        #expect(view.last.title == "github › code: toto  language:python", "the breadcrumb names the query")
    }

    @Test func eachFileIsARowFollowedByItsMatchingLinesTheMatchMarked() {
        _ = presenter()
        usecase.answer([SampleCode.result()])
        #expect(view.last.rows == [
            .file(repository: "jacquev6/MockMockMock", path: "tests/record_replay.py"),
            .line(CodeMatchLine(pieces: [.init("self.m(", isMatch: false), .init("toto", isMatch: true),
                                         .init("=46)", isMatch: false)])),
        ])
        #expect(view.last.status.hasPrefix("1 file · toto · Enter open"))
    }

    @Test func enterOnAFileOrItsLineOpensItAtItsCommitWithTheMatchedWordsSearched() {
        let presenter = presenter(query: "TOTO user:jacquev6")
        usecase.answer([SampleCode.result(), SampleCode.result("o/r", path: "a.py", ref: nil, text: "")])
        presenter.didRequest(.open, row: 1)
        presenter.didRequest(.open, row: 2)
        let place = RepositoryRef(fullName: "jacquev6/MockMockMock", ref: "562a55542f55426f6853f3013309c85f402c359e")
        #expect(router.shown == [
            .file(place, path: "tests/record_replay.py", size: nil, find: "toto"),
            .file(RepositoryRef(fullName: "o/r", ref: "HEAD"), path: "a.py", size: nil, find: "TOTO"),
        ])
    }

    @Test func theNextPageIsAskedForAsTheSelectionNearsTheLastFile() {
        let presenter = presenter()
        usecase.answer((0..<3).map { SampleCode.result(path: "f\($0).py") }, total: 250, next: 2)
        #expect(view.last.status.hasPrefix("3 of 250 files"))
        presenter.didMoveSelection(to: 5, visibleRowCount: 20)
        #expect(usecase.calls.map(\.page) == [1, 2])
    }

    @Test func moreThanGitHubGivesIsSaid() {
        _ = presenter()
        usecase.answer([SampleCode.result()], total: 48_000, next: 2)
        #expect(view.last.status.hasPrefix("1 of 48,000 files (the first 1,000 can be shown)"))
    }

    @Test func whatGitHubSentIsMadeSafe() {
        _ = presenter()
        usecase.answer([SampleCode.result("o/r\u{1B}]0;x\u{07}", path: "a\u{1B}[2J.py", fragment: "\u{1B}[31mtoto\u{9B}2J",
                                          indices: [5, 9])])
        for row in view.last.rows {
            switch row {
            case .file(let repository, let path): #expect(!(repository + path).contains("\u{1B}"))
            case .line(let line): #expect(!line.text.unicodeScalars.contains { $0.value < 0x20 || (0x80...0x9F).contains($0.value) })
            }
        }
    }

    @Test func oOpensTheFileOnGitHubOrTheSearchPageWithoutOne() {
        let presenter = presenter(query: "a b")
        presenter.didRequest(.openInBrowser, row: 0)
        usecase.answer([SampleCode.result()])
        presenter.didRequest(.openInBrowser, row: 1)
        #expect(browser.openedURLs == [
            "https://github.com/search?type=code&q=a%20b",
            "https://github.com/jacquev6/MockMockMock/blob/562a55542f55426f6853f3013309c85f402c359e/tests/record_replay.py",
        ])
    }

    @Test func nothingFoundIsASentence() {
        _ = presenter(query: "nothing")
        usecase.answer([])
        #expect(view.last.message == "No code matches nothing.")
    }

    @Test func refreshSearchesAgainNow() {
        let presenter = presenter()
        usecase.answer([SampleCode.result()])
        presenter.didRequest(.refresh, row: 0)
        #expect(usecase.calls.map(\.freshness) == [.cachedThenFresh, .refreshNow])
    }
}
