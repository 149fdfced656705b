import Entities
import Foundation
import PresentationKit
import RepositoryFilePresenter
import TestSupport
import Testing
import Usecases

/// `y`, `Y`, `v`, `e` and `|` on a file (issue 29): the permalink at the commit's SHA with the selected
/// lines, the branch link, and what the status line says.
@MainActor
@Suite struct RepositoryFileActionTests {
    private let contents = FileContentsUsecaseMock()
    private let view = FileViewSpy()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    private let history = CommitHistoryUsecaseMock()
    private let viewer = ExternalViewerUsecaseMock()
    private static let sha = "0123456789abcdef0123456789abcdef01234567"

    private func presenter(ref: String = "master") -> RepositoryFileViewPresenter {
        let presenter = RepositoryFileViewPresenter(
            place: RepositoryRef(fullName: "junegunn/fzf", ref: ref), path: "src/main.go", size: 120,
            trail: ["github", "junegunn/fzf", "files", "main.go"], view: view, router: FileRouterSpy(),
            contentsUsecase: contents, highlightUsecase: CodeHighlightUsecaseMock(),
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: true), historyUsecase: history, viewerUsecase: viewer, blameUsecase: BlameUsecaseMock(), theme: .dark)
        presenter.viewDidLoad(keyHints: ["o browser"], renderedToggleKey: "p", linkHints: [])
        presenter.viewDidResize(columns: 200, rows: 30)
        contents.answer(String(repeating: "x\n", count: 200))
        return presenter
    }

    private func answerHistory(sha: String = RepositoryFileActionTests.sha) {
        history.calls.last?.completion(.success(.fresh(PagedAnswer(items: [Commit(sha: sha, message: "m")], page: 1),
                                                       source: .network)))
    }

    @Test func yCopiesThePermalinkAtTheCommitTheBranchNamesWithTheSelectedLines() {
        let presenter = presenter()
        presenter.didSelectLines(120...134)
        #expect(view.last.status.hasPrefix("lines 120–134 selected"))
        presenter.didRequest(.copyLink, topLine: 0)
        #expect(history.calls.map(\.ref) == ["master"])
        #expect(history.calls.first?.perPage == 1)
        #expect(view.last.status.hasPrefix("finding the commit"))
        answerHistory()
        let permalink = "https://github.com/junegunn/fzf/blob/\(Self.sha)/src/main.go#L120-L134"
        #expect(clipboard.copiedTexts == [permalink])
        #expect(view.last.status.hasPrefix("copied the permalink: \(permalink)"))
        // The commit is asked for once.
        presenter.didRequest(.copyLink, topLine: 9)
        #expect(history.calls.count == 1)
        #expect(clipboard.copiedTexts.last == permalink)
    }

    @Test func withoutASelectionThePermalinkIsAtTheTopLineOrNone() {
        let presenter = presenter()
        presenter.didRequest(.copyLink, topLine: 41)
        answerHistory()
        #expect(clipboard.copiedTexts == ["https://github.com/junegunn/fzf/blob/\(Self.sha)/src/main.go#L42"])
        presenter.didRequest(.copyLink, topLine: 0)
        #expect(clipboard.copiedTexts.last == "https://github.com/junegunn/fzf/blob/\(Self.sha)/src/main.go")
    }

    @Test func aFileReadAtASHANeedsNoRequest() {
        let presenter = presenter(ref: Self.sha)
        presenter.didSelectLines(7...7)
        presenter.didRequest(.copyLink, topLine: 0)
        #expect(history.calls.isEmpty)
        #expect(clipboard.copiedTexts == ["https://github.com/junegunn/fzf/blob/\(Self.sha)/src/main.go#L7"])
    }

    @Test func capitalYCopiesTheBranchLinkAndOOpensTheSelectedLines() {
        let presenter = presenter()
        presenter.didSelectLines(3...5)
        presenter.didRequest(.copyBranchLink, topLine: 0)
        #expect(history.calls.isEmpty)
        #expect(clipboard.copiedTexts == ["https://github.com/junegunn/fzf/blob/master/src/main.go#L3-L5"])
        #expect(view.last.status.hasPrefix("copied the link at master: "))
        presenter.didRequest(.openInBrowser, topLine: 0)
        #expect(browser.openedURLs == ["https://github.com/junegunn/fzf/blob/master/src/main.go#L3-L5"])
        presenter.didSelectLines(nil)
        presenter.didRequest(.openInBrowser, topLine: 0)
        #expect(browser.openedURLs.last == "https://github.com/junegunn/fzf/blob/master/src/main.go")
    }

    @Test func withoutAClipboardTheLinkIsOnTheStatusLine() {
        clipboard.outcome = .unavailable
        let presenter = presenter()
        presenter.didRequest(.copyBranchLink, topLine: 0)
        #expect(view.last.status.hasPrefix("https://github.com/junegunn/fzf/blob/master/src/main.go  (no clipboard"))
        #expect(view.last.statusTone == .warning)
    }

    @Test func aSHAThatIsNotHexadecimalIsNeverPutInTheLink() {
        let presenter = presenter()
        presenter.didRequest(.copyLink, topLine: 0)
        answerHistory(sha: "\u{1B}]52;c;aGk=\u{07}")
        #expect(clipboard.copiedTexts.isEmpty)
        #expect(view.last.status.hasPrefix("no permalink: GitHub named no commit"))
        #expect(view.last.statusTone == .error)
    }

    @Test func aFailedRequestSaysWhy() {
        let presenter = presenter()
        presenter.didRequest(.copyLink, topLine: 0)
        history.calls.last?.completion(.failure(.notFound(message: "Not Found")))
        #expect(clipboard.copiedTexts.isEmpty)
        #expect(view.last.status.hasPrefix("no permalink: "))
    }

    @Test func eOpensTheShownBytesInTheEditorAndSaysWhenItIsBack() {
        let presenter = presenter()
        presenter.didRequest(.edit, topLine: 0)
        #expect(viewer.opened.map(\.fileName) == ["main.go"])
        #expect(viewer.opened.first?.viewer == .editor)
        #expect(viewer.opened.first?.bytes == Array(String(repeating: "x\n", count: 200).utf8))
        #expect(view.last.status.hasPrefix("back from vi"))
        viewer.outcome = .failed(reason: "nano: No such file or directory")
        presenter.didRequest(.page, topLine: 0)
        #expect(viewer.opened.last?.viewer == .pager)
        #expect(view.last.status.hasPrefix("could not open it: nano: No such file or directory"))
        #expect(view.last.statusTone == .error)
        viewer.outcome = .finished(command: "less", status: 2)
        presenter.didRequest(.page, topLine: 0)
        #expect(view.last.status.hasPrefix("less ended with status 2"))
    }
}
