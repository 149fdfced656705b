import Entities
import Markdown
import PresentationKit
import RepositoryFilePresenter
import TestSupport
import Testing
import Usecases

/// Issue 28: a rendered Markdown file's links. Following one to another file (or directory) of the
/// repository asks the Router for it at the same ref; any other link goes to the browser as the
/// README's do; an unsafe path is said, never asked for; Tab and Enter are hinted only while there
/// are links to follow.
@MainActor
@Suite struct RepositoryFileLinkPresenterTests {
    private let contents = FileContentsUsecaseMock()
    private let view = FileViewSpy()
    private let router = FileRouterSpy()
    private let browser = OpenURLUsecaseMock()
    private let place = RepositoryRef(fullName: "o/r", ref: "v1.0")

    private func presenter(path: String = "docs/GUIDE.md", lines: ClosedRange<Int>? = nil) -> RepositoryFileViewPresenter {
        let presenter = RepositoryFileViewPresenter(
            place: place, path: path, size: 120, lines: lines, trail: ["github", "o/r", "files @ v1.0", path], view: view,
            router: router, contentsUsecase: contents, highlightUsecase: CodeHighlightUsecaseMock(),
            services: .doubles(browser: browser, clipboard: ClipboardUsecaseMock(),
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: true), historyUsecase: CommitHistoryUsecaseMock(),
            viewerUsecase: ExternalViewerUsecaseMock(), blameUsecase: BlameUsecaseMock(), theme: .dark)
        presenter.viewDidLoad(keyHints: ["o browser"], renderedToggleKey: "p", linkHints: ["Tab link", "Enter follow"])
        presenter.viewDidResize(columns: 120, rows: 30)
        return presenter
    }

    /// `target` as the parser resolves it in `docs/GUIDE.md` of o/r at v1.0.
    private func follow(_ presenter: RepositoryFileViewPresenter, _ target: String) {
        let destination = LinkResolver(htmlURL: "https://github.com/o/r/blob/v1.0/docs/GUIDE.md").resolve(target)
        presenter.didActivateLink(target: target, destination: destination)
    }

    @Test func aRelativeLinkOpensThatFileAtTheSameRef() {
        let presenter = presenter()
        contents.answer("# Guide\n\nSee [the README](../README.md) and [setup](setup.md#linux).\n")
        follow(presenter, "../README.md")
        follow(presenter, "setup.md#linux")
        #expect(router.files.map(\.path) == ["README.md", "docs/setup.md"])
        #expect(router.files.allSatisfy { $0.place == place })
        #expect(browser.openedURLs.isEmpty)
    }

    @Test func anAddressOfTheSameRepositoryOpensInGhbrowseAndADirectoryOpensTheFiles() {
        let presenter = presenter()
        follow(presenter, "https://github.com/o/r/blob/v1.0/src/main.c#L3")
        follow(presenter, "https://github.com/o/r/tree/v1.0/src")
        follow(presenter, "images/")
        #expect(router.files.map(\.path) == ["src/main.c"])
        #expect(router.directories.map(\.path) == ["src", "docs/images"])
        #expect(router.directories.allSatisfy { $0.place == place })
    }

    @Test func anotherRepositoryOrRefOpensItsFileInGhbrowseToo() {
        let presenter = presenter()
        follow(presenter, "https://github.com/o/other/blob/v1.0/x.md")
        follow(presenter, "https://github.com/o/r/blob/main/x.md")
        #expect(router.files.map(\.place) == [RepositoryRef(fullName: "o/other", ref: "v1.0"),
                                              RepositoryRef(fullName: "o/r", ref: "main")])
        #expect(browser.openedURLs.isEmpty)
    }

    @Test func aMarkdownFileOpenedAtLinesIsShownRawWithThemMarked() {
        let presenter = presenter(lines: 3...4)
        contents.answer("# Guide\n\nline 3\nline 4\n")
        withExtendedLifetime(presenter) {}
        guard case .code = view.last.body else {
            Issue.record("not shown as lines: \(view.last.body)")
            return
        }
        #expect(view.last.markedLines == 3...4)
    }

    @Test func anUnsafePathIsSaidAndNeverAskedFor() {
        let presenter = presenter()
        follow(presenter, "../../x.md")
        #expect(view.last.status.contains("not opened: “../../x.md” leads out of the repository"))
        follow(presenter, "%2e%2e/x.md")
        #expect(view.last.status.contains("not opened: “%2e%2e/x.md” has a “.” or “..” part, never requested"))
        #expect(router.files.isEmpty)
        #expect(browser.openedURLs.isEmpty)
        #expect(contents.calls.count == 1, "only the Markdown file itself was asked for")
    }

    @Test func anAnchorScrollsToItsHeadingOrSaysThereIsNone() {
        let presenter = presenter()
        view.headings = ["install"]
        follow(presenter, "#install")
        #expect(view.scrolledTo == ["install"])
        #expect(view.last.status.contains("#install"))
        follow(presenter, "#nowhere")
        #expect(view.last.status.contains("the file has no heading #nowhere"))
        #expect(router.files.isEmpty)
    }

    @Test func tabAndEnterAreHintedOnlyOnRenderedMarkdownWithLinks() {
        let presenter = presenter()
        contents.answer("# Guide\n\nSee [setup](setup.md).\n")
        #expect(view.last.status.contains("Tab link"))
        #expect(view.last.status.contains("Enter follow"))
        presenter.didRequest(.toggleRendered, topLine: 0)
        #expect(!view.last.status.contains("Tab link"), "raw Markdown has no links to follow")
        presenter.didSelectLink(target: "setup.md", destination: .web("https://github.com/o/r/blob/v1.0/docs/setup.md"))
        #expect(view.last.status.contains("link to https://github.com/o/r/blob/v1.0/docs/setup.md"))
    }

    @Test func aMarkdownFileWithoutLinksHintsNeither() {
        let presenter = presenter(path: "NOTES.md")
        contents.answer("# Notes\n\nNo links here.\n")
        #expect(!view.last.status.contains("Tab link"))
        presenter.didRequestLinkWithoutLinks()
        #expect(view.last.status.contains("no links on this page"))
    }
}
