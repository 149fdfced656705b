import Entities
import RepositoryFilePresenter
import RepositoryFileView
import ScreenKit
import TerminalUI
import TestSupport
import Testing
import Usecases

/// A file a code search opened: its words searched as soon as its text is shown, the first
/// match on screen, `n` going on at once; the Presenter hands the words to the View.
@MainActor
@Suite struct RepositoryFileCodeSearchTests {
    private let controller = RepositoryFileViewController(
        bindings: KeyBindings(sections: RepositoryFileKeys.sections + TextFindKeys.sections))
    private let surface = InMemorySurface(rows: 12, columns: 40)

    /// 100 lines, "toto" on lines 60 and 80 only.
    private var lines: CodeLines {
        CodeLines(bytes: Array((1...100).map { $0 == 60 || $0 == 80 ? "call(toto=\($0))" : "line \($0)" }
            .joined(separator: "\n").utf8))
    }

    private func draw() -> [String] {
        ScreenKeyPresses.redraw(controller, on: surface)
    }

    @Test func theWordsAreSearchedOnceTheTextIsShownAndNGoesOnAtOnce() {
        controller.didAppear(size: surface.size)
        controller.display(RepositoryFileViewModel(breadcrumb: "o/r › a.py", body: .message("Loading…", tone: .busy),
                                                   find: "toto", status: "loading"))
        #expect(draw().last == "loading", "no text yet: nothing searched")
        controller.display(RepositoryFileViewModel(breadcrumb: "o/r › a.py", body: .code(lines), find: "toto",
                                                   status: "Python"))
        var shown = draw()
        #expect(shown.last?.hasPrefix("/toto  1 of 2") == true, "\(shown)")
        #expect(shown.contains { $0.hasPrefix(" 60 call(toto=60)") }, "\(shown)")
        #expect(!shown.contains { $0.hasPrefix("  1 line 1") }, "scrolled to the match")
        #expect(ScreenKeyPresses.press([.character("n")], on: controller))
        shown = draw()
        #expect(shown.last?.hasPrefix("/toto  2 of 2") == true)
        #expect(shown.contains { $0.hasPrefix(" 80 call(toto=80)") })
    }

    @Test func aLaterAnswerDoesNotStartTheSearchAgain() {
        controller.didAppear(size: surface.size)
        controller.display(RepositoryFileViewModel(body: .code(lines), find: "toto", status: "Python"))
        #expect(ScreenKeyPresses.press([.escape], on: controller), "Esc ends the search")
        controller.display(RepositoryFileViewModel(body: .code(lines), find: "toto", status: "Python, highlighted"))
        #expect(draw().last?.hasPrefix("Python, highlighted") == true, "the status line, no search")
    }

    @Test func thePresenterHandsTheWordsToTheViewAndShowsMarkdownRaw() {
        let view = FileViewSpy()
        let contents = FileContentsUsecaseMock()
        let presenter = RepositoryFileViewPresenter(
            place: RepositoryRef(fullName: "o/r", ref: "abc"), path: "README.md", size: nil, find: "toto",
            trail: ["github", "o/r", "README.md"], view: view, router: FileRouterSpy(),
            contentsUsecase: contents, highlightUsecase: CodeHighlightUsecaseMock(),
            services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: true), historyUsecase: CommitHistoryUsecaseMock(),
            viewerUsecase: ExternalViewerUsecaseMock(), blameUsecase: BlameUsecaseMock(),
            theme: .dark)
        presenter.viewDidLoad(keyHints: [], renderedToggleKey: "p", linkHints: [])
        presenter.viewDidResize(columns: 100, rows: 30)
        contents.answer("# Title\n\ntoto here\n")
        #expect(view.last.find == "toto")
        guard case .code = view.last.body else {
            Issue.record("a Markdown file a code search opened is shown raw, where the match is")
            return
        }
    }
}
