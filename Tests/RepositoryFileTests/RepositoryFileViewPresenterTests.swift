import Entities
import Foundation
import PresentationKit
import RepositoryFilePresenter
import TestSupport
import Testing
import Usecases

@MainActor
@Suite struct RepositoryFileViewPresenterTests {
    private let contents = FileContentsUsecaseMock()
    private let highlighter = CodeHighlightUsecaseMock()
    private let view = FileViewSpy()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    private let history = CommitHistoryUsecaseMock()
    private let viewer = ExternalViewerUsecaseMock()

    private func presenter(path: String = "src/main.py", size: Int? = 120,
                           theme: CodeTheme = .dark) -> RepositoryFileViewPresenter {
        let presenter = RepositoryFileViewPresenter(
            place: RepositoryRef(fullName: "junegunn/fzf", ref: "master"), path: path, size: size,
            trail: ["github", "junegunn/fzf", "files", "main.py"], view: view, router: FileRouterSpy(),
            contentsUsecase: contents, highlightUsecase: highlighter,
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: true), historyUsecase: history, viewerUsecase: viewer, blameUsecase: BlameUsecaseMock(), theme: theme)
        presenter.viewDidLoad(keyHints: ["l numbers", "o browser"], renderedToggleKey: "p",
                              linkHints: ["Tab link", "Enter follow"])
        presenter.viewDidResize(columns: 100, rows: 30)
        return presenter
    }

    @Test func asksForTheFileAtTheRefWithItsKnownSizeCachedThenFresh() {
        let presenter = presenter()
        #expect(contents.calls.count == 1)
        #expect(contents.calls[0].path == "src/main.py")
        #expect(contents.calls[0].ref == "master")
        #expect(contents.calls[0].knownSize == 120)
        #expect(contents.calls[0].freshness == .cachedThenFresh)
        #expect(view.last.sentence == "Loading src/main.py…")
        #expect(view.last.breadcrumb == "github › junegunn/fzf › files › main.py")
        #expect(highlighter.prepareCount == 1, "the library loads while the file is fetched")
        _ = presenter
    }

    @Test func showsTheTextPlainAtOnceThenHighlightsTheVisibleLinesFirst() {
        let presenter = presenter()
        contents.answer("import os\nprint(os.name)\n")
        #expect(view.last.codeLines?.count == 2)
        #expect(view.last.text(ofLine: 1) == "print(os.name)")
        #expect(view.last.codeLines?.runs(ofLine: 0).allSatisfy { $0.style == .plain } == true)
        #expect(highlighter.calls.count == 1)
        #expect(highlighter.calls[0].fileName == "main.py")
        #expect(highlighter.calls[0].firstLines == 30)
        #expect(highlighter.calls[0].theme == .dark)
        #expect(view.last.status.contains("highlighting…"))
        #expect(view.last.status.contains("2 lines"))
        _ = presenter
    }

    @Test func aChunkColoursItsLinesAndTheLastOneNamesTheSyntax() {
        let presenter = presenter()
        contents.answer("import os\nx = 1\n")
        let keyword = CodeSpanLook(foreground: 0xFF7B72, bold: true)
        highlighter.calls[0].answer(.chunk(CodeHighlightChunk(
            firstLine: 0, lines: [[CodeSpan(offset: 0, length: 6, look: 0)]], looks: [keyword],
            syntaxName: "Python", isComplete: false)))
        let runs = view.last.codeLines?.runs(ofLine: 0) ?? []
        #expect(runs.first == CodeRun(text: "import", style: .syntax(color: 0xFF7B72, bold: true, italic: false,
                                                                     underline: false)))
        #expect(runs.dropFirst().map(\.text).joined() == " os")
        #expect(view.last.codeLines?.runs(ofLine: 1).allSatisfy { $0.style == .plain } == true)
        highlighter.calls[0].answer(.chunk(CodeHighlightChunk(
            firstLine: 1, lines: [[]], looks: [keyword], syntaxName: "Python", isComplete: true)))
        #expect(!view.last.status.contains("highlighting…"))
        #expect(view.last.status.contains("Python"))
        _ = presenter
    }

    @Test func withoutTheLibraryTheFileIsPlainAndTheStatusLineSaysWhy() {
        let presenter = presenter()
        contents.answer("let x = 1\n")
        highlighter.calls[0].answer(.unavailable(reason: "libGHBHighlight.so not found"))
        #expect(view.last.text(ofLine: 0) == "let x = 1")
        #expect(view.last.status.contains("no highlighting: libGHBHighlight.so not found"))
        #expect(view.last.statusTone == .warning)
        _ = presenter
    }

    @Test func aBinaryFileIsASentenceWithItsSizeAndO() {
        let presenter = presenter(path: "logo.png")
        contents.calls[0].completion(.success(.fresh(.file(bytes: [0x89, 0x50, 0x00, 0x47] + Array(repeating: 1, count: 2_044)),
                                                     source: .network)))
        #expect(view.last.sentence == "Binary file (2 KB) not shown: o opens it on github.com")
        #expect(highlighter.calls.isEmpty)
        _ = presenter
    }

    @Test func invalidUTF8IsBinaryToo() {
        let presenter = presenter(path: "latin1.txt")
        contents.calls[0].completion(.success(.fresh(.file(bytes: [0x63, 0x61, 0x66, 0xE9]), source: .network)))
        #expect(view.last.sentence?.hasPrefix("Binary file (4 B)") == true)
        _ = presenter
    }

    @Test func aFileOverTenMegabytesIsASentenceWithItsSize() {
        let presenter = presenter(path: "big.json", size: 12 << 20)
        contents.calls[0].completion(.success(.fresh(.tooLarge(size: 12 << 20), source: .cache)))
        #expect(view.last.sentence == "12 MB is too large to show here (over 10 MB): o opens it on github.com")
        _ = presenter
    }

    @Test func oOpensTheFileOnGitHubAtTheTopVisibleLine() {
        let presenter = presenter()
        contents.answer(String(repeating: "x\n", count: 200))
        presenter.didRequest(.openInBrowser, topLine: 119)
        #expect(browser.openedURLs == ["https://github.com/junegunn/fzf/blob/master/src/main.py#L120"])
        #expect(view.last.status.hasPrefix("opened in the browser"))
        presenter.didRequest(.openInBrowser, topLine: 0)
        #expect(browser.openedURLs.last == "https://github.com/junegunn/fzf/blob/master/src/main.py")
    }

    @Test func aMarkdownFileIsRenderedAndPTogglesTheRawText() {
        let presenter = presenter(path: "docs/GUIDE.md")
        contents.answer("# Guide\n\nSome *text*.\n")
        guard case .markdown = view.last.body else {
            Issue.record("expected rendered Markdown, got \(view.last.body)")
            return
        }
        presenter.didRequest(.openInBrowser, topLine: 0)
        #expect(browser.openedURLs.last == "https://github.com/junegunn/fzf/blob/master/docs/GUIDE.md")
        // Issue 28: the hint names what p will do.
        #expect(view.last.status.hasSuffix("p raw · l numbers · o browser"), "\(view.last.status)")
        presenter.didRequest(.toggleRendered, topLine: 0)
        #expect(view.last.text(ofLine: 0) == "# Guide")
        #expect(view.last.status.hasSuffix("p rendered · l numbers · o browser"), "\(view.last.status)")
        presenter.didRequest(.toggleRendered, topLine: 0)
        if case .markdown = view.last.body {} else { Issue.record("p again renders it") }
    }

    @Test func pOnCodeSaysOnlyMarkdownHasARenderedForm() {
        let presenter = presenter()
        contents.answer("x = 1\n")
        #expect(!view.last.status.contains("p raw") && !view.last.status.contains("p rendered"),
                "no p hint on a file that is not Markdown: \(view.last.status)")
        presenter.didRequest(.toggleRendered, topLine: 0)
        #expect(view.last.status.hasPrefix("only a Markdown file has a rendered form"))
        #expect(view.last.codeLines != nil)
    }

    @Test func lTogglesLineNumbers() {
        let presenter = presenter()
        contents.answer("x = 1\n")
        #expect(view.last.showsLineNumbers)
        presenter.didRequest(.toggleLineNumbers, topLine: 0)
        #expect(!view.last.showsLineNumbers)
        presenter.didRequest(.toggleLineNumbers, topLine: 0)
        #expect(view.last.showsLineNumbers)
    }

    @Test func hostileTextIsSanitizedAndTabsExpanded() {
        let presenter = presenter()
        contents.answer("a\tb\u{1B}]52;c;AAAA\u{07}\u{202E}evil\r\n")
        let text = view.last.text(ofLine: 0) ?? ""
        #expect(text.hasPrefix("a       b"))
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(!text.contains("\u{202E}"))
        #expect(!text.contains("\r"))
        _ = presenter
    }

    @Test func aCachedCopyStaysWhenGitHubCannotBeReached() {
        let presenter = presenter()
        contents.calls[0].completion(.success(.cached(.file(bytes: Array("x = 1\n".utf8)),
                                                      fetchedAt: Sample.now.addingTimeInterval(-7_200), age: 7_200)))
        #expect(view.last.status.contains("refreshing"))
        contents.calls[0].completion(.failure(.transport(.cannotResolveHost("api.github.com"))))
        #expect(view.last.text(ofLine: 0) == "x = 1")
        #expect(view.last.status.hasPrefix("offline"))
        #expect(highlighter.calls.count == 1)
        _ = presenter
    }

    @Test func aFailureWithNothingShownSaysWhy() {
        let presenter = presenter()
        contents.calls[0].completion(.failure(.notFound(message: "Not Found")))
        #expect(view.last.sentence?.hasPrefix("Could not load the file:") == true)
        _ = presenter
    }

    @Test func rAsksGitHubNowAndTheSameBytesAreNotHighlightedAgain() {
        let presenter = presenter()
        contents.answer("x = 1\n")
        presenter.didRequest(.refresh, topLine: 0)
        #expect(contents.calls.count == 2)
        #expect(contents.calls[1].freshness == .refreshNow)
        contents.answer("x = 1\n")
        #expect(highlighter.calls.count == 1)
        presenter.didRequest(.refresh, topLine: 0)
        contents.answer("x = 2\n")
        #expect(highlighter.calls.count == 2)
        #expect(highlighter.calls[0].cancellable.cancelCount == 1)
        #expect(view.last.text(ofLine: 0) == "x = 2")
    }

    @Test func theLightThemeIsAskedForOnALightTerminal() {
        let presenter = presenter(theme: .light)
        contents.answer("x = 1\n")
        #expect(highlighter.calls[0].theme == .light)
        _ = presenter
    }
}
